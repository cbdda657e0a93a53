import type { Plan } from "../plan/plans.js";
import type { AttachmentMediaType } from "./media.js";

const megabyte = 1_048_576;

/** The numbers of receipts, photos and papers, kept once for the device, the server and the help texts. */
export const attachmentLimits = {
  /** A photo's long side once the device has resized it. */
  photoLongSidePx: 1_600,
  /** The thumbnail that travels inside the record, so every device shows it offline. */
  thumbnailLongSidePx: 240,
  /** A thumbnail as a data URL: a few kilobytes of WebP or JPEG. */
  thumbnailChars: 24_000,
  /** A photo as stored: the device's is typically under 300 kB; a PNG screenshot may be more. */
  imageBytes: 4 * megabyte,
  /** A PDF is kept as it is, up to this. */
  pdfBytes: 10 * megabyte,
  /** Files on one entry or paper. */
  perRecord: 12,
  /** Files one account may attach at all, whatever their size: a cap on what a user can multiply. */
  perUser: 20_000,
  nameChars: 120,
  /** Uploads one account may have streaming at once on a server process: a phone sends a few. */
  uploadsPerAccount: 4,
  /** Uploads a server process streams at once, all accounts together (each holds a file open). */
  uploadsPerProcess: 64,
  /** An upload that sends nothing for this long is given up: a stalled phone holds nothing open. */
  uploadIdleMs: 30_000,
  /** And one that takes longer than this in all (10 MB at 15 kB/s). */
  uploadMaxMs: 15 * 60_000,
} as const;

/** The largest file of a type the server accepts. */
export function maxBytesOf(type: AttachmentMediaType): number {
  return type === "application/pdf" ? attachmentLimits.pdfBytes : attachmentLimits.imageBytes;
}

/** Bytes of files an account may keep on the server, by plan: a workshop's are the most. */
export const storageQuotaBytes = {
  free: 200 * megabyte,
  basic: 2_048 * megabyte,
  business: 20_480 * megabyte,
} as const satisfies Record<Plan, number>;

/** Whether `adding` bytes more fit the plan's storage, `used` being what the account stores. */
export function fitsQuota(plan: Plan, used: number, adding: number): boolean {
  return used + adding <= storageQuotaBytes[plan];
}
