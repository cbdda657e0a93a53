import { createHash } from "node:crypto";
import type { TestServer } from "../helper.js";

/** A tiny real JPEG's bytes (its signature and a body), as a device would upload one. */
export function jpegBytes(size = 2_000, seed = 1): Buffer {
  const bytes = Buffer.alloc(size, seed);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).copy(bytes);
  return bytes;
}

export function pdfBytes(size = 3_000): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.7\n");
  return bytes;
}

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The record `attachment.create` takes for these bytes. */
export function recordOf(id: string, bytes: Buffer, fields: Record<string, unknown>) {
  const mediaType = bytes.subarray(0, 4).toString() === "%PDF" ? "application/pdf" : "image/jpeg";
  return {
    _id: id,
    purpose: "entry",
    mediaType,
    bytes: bytes.length,
    sha256: sha256(bytes),
    name: mediaType === "application/pdf" ? "factura.pdf" : "recibo.jpg",
    ...fields,
  };
}

/** Every key the server's store holds (a folder under DATA_DIR, or the bucket). */
export async function storedKeys(server: TestServer): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of server.app.deps.blobs.keys()) keys.push(key);
  return keys.sort();
}
