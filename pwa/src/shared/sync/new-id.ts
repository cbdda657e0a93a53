import { uuidV7 } from "@odo/domain";

/** A row's final id, made on the device so it can be created offline (UUIDv7, time-ordered). */
export function newId(): string {
  return uuidV7(Date.now(), crypto.getRandomValues(new Uint8Array(10)));
}
