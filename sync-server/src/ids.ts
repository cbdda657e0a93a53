import { randomBytes } from "node:crypto";
import { uuidV7 } from "@odo/domain";

/** A fresh UUIDv7 for a row the server creates itself. */
export function newId(now: Date = new Date()): string {
  return uuidV7(now.getTime(), randomBytes(10));
}
