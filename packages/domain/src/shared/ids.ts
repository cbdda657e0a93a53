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

/** 128 bits of FNV-1a over the text, as a UUID (version 8: custom), the same on every device. */
export function uuidFromText(text: string): string {
  let high = 0xcbf29ce484222325n;
  let low = 0x84222325cbf29ce4n;
  const prime = 0x100000001b3n;
  const mask = (1n << 64n) - 1n;
  for (let index = 0; index < text.length; index += 1) {
    const code = BigInt(text.charCodeAt(index));
    high = ((high ^ code) * prime) & mask;
    low = ((low ^ (code + 0x9en)) * prime) & mask;
  }
  const hex = (high.toString(16).padStart(16, "0") + low.toString(16).padStart(16, "0")).split("");
  hex[12] = "8";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const all = hex.join("");
  return `${all.slice(0, 8)}-${all.slice(8, 12)}-${all.slice(12, 16)}-${all.slice(16, 20)}-${all.slice(20, 32)}`;
}
