import type { z } from "zod";
import { oneOf } from "../shared/one-of.js";

/**
 * What Odo stores (issue "Receipts, photos and papers"): photos the device recompressed, and PDFs
 * as they are. Never SVG or HTML, which a browser would run.
 */
export const attachmentMediaTypes = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export const attachmentMediaTypeSchema = oneOf(attachmentMediaTypes);
export type AttachmentMediaType = z.infer<typeof attachmentMediaTypeSchema>;

export function isImageType(type: AttachmentMediaType): boolean {
  return type !== "application/pdf";
}

/** The file name's extension a download or an export gives each type. */
export const extensionOfType = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
} as const satisfies Record<AttachmentMediaType, string>;

/** How many leading bytes `mediaTypeOfBytes` needs to decide. */
export const sniffBytes = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The type a file is by its first bytes (its signature), whatever its name or the type a client
 * claims; null for anything else (an SVG, an HTML page, a HEIC the device did not convert).
 */
export function mediaTypeOfBytes(bytes: Uint8Array): AttachmentMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** A HEIC or HEIF photo (an iPhone's), which the device converts before it stores it. */
export function isHeic(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  return ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand);
}
