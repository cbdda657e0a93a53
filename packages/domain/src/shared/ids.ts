import { z } from "zod";

/** Every entity id (`_id` on the wire) is a UUID; clients make UUIDv7 so rows can be born offline. */
/**
 * Ids are UUIDs written in lower case, as every Odo client makes them: the same id in capitals
 * would be another row to one database and the same to another, and another file name.
 */
export const idSchema = z.uuid({ error: "invalidId" }).regex(/^[^A-F]*$/, { error: "invalidId" });
export type Id = z.infer<typeof idSchema>;

const hex = (bytes: Iterable<number>) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * A UUIDv7 (RFC 9562) from a Unix time in ms and 10 random bytes. The caller supplies both from
 * its own clock and random source, so this stays pure.
 */
export function uuidV7(unixMs: number, random: Uint8Array): string {
  if (random.length < 10) throw new RangeError("uuidV7 needs 10 random bytes");
  const time = Math.max(0, Math.floor(unixMs)).toString(16).padStart(12, "0").slice(-12);
  const bytes = Array.from(random.subarray(0, 10));
  const version = 0x70 | ((bytes[0] ?? 0) & 0x0f);
  const variant = 0x80 | ((bytes[2] ?? 0) & 0x3f);
  const rest = hex([version, bytes[1] ?? 0, variant, ...bytes.slice(3, 10)]);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-${rest.slice(0, 4)}-${rest.slice(4, 8)}-${rest.slice(8, 20)}`;
}
