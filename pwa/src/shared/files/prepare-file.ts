import {
  type AttachmentMediaType,
  attachmentLimits,
  exifTakenAt,
  isHeic,
  maxBytesOf,
  mediaTypeOfBytes,
} from "@odo/domain";
import type { PreparedFile } from "../sync/attach-files.js";
import type { ImageResult } from "./image-worker.js";
import { sha256Of } from "./sha256.js";

export type { PreparedFile };

/** Why a picked file cannot be kept, for the screen to say so. */
export class FileRefused extends Error {
  constructor(readonly reason: "unsupported" | "heic" | "tooLarge" | "unreadable") {
    super(reason);
  }
}

function resizedInWorker(file: Blob): Promise<ImageResult> {
  const worker = new Worker(new URL("./image-worker.ts", import.meta.url), { type: "module" });
  return new Promise<ImageResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ImageResult>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage({ file });
  }).finally(() => worker.terminate());
}

const baseName = (name: string) => name.replace(/\.[^.]+$/, "").slice(0, attachmentLimits.nameChars - 6) || "file";

/**
 * A photo made small and private in a worker (resized, recompressed, without EXIF; its date kept
 * only when `keepDate`), or a PDF kept as it is within its limit. The original never leaves here.
 */
export async function preparedFile(file: File, keepDate: boolean): Promise<PreparedFile> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const type = mediaTypeOfBytes(head);
  if (type === "application/pdf") {
    if (file.size > maxBytesOf(type)) throw new FileRefused("tooLarge");
    const blob = new Blob([file], { type });
    const name = `${baseName(file.name)}.pdf`;
    return {
      blob,
      mediaType: type,
      bytes: blob.size,
      sha256: await sha256Of(blob),
      name,
      width: null,
      height: null,
      thumbnail: null,
      takenAt: null,
    };
  }
  if (!type && !isHeic(head)) throw new FileRefused("unsupported");
  const result = await resizedInWorker(file);
  if (!result.ok) throw new FileRefused(isHeic(head) ? "heic" : "unreadable");
  const mediaType = result.blob.type as AttachmentMediaType;
  if (result.blob.size > maxBytesOf(mediaType)) throw new FileRefused("tooLarge");
  return {
    blob: result.blob,
    mediaType,
    bytes: result.blob.size,
    sha256: result.sha256,
    name: `${baseName(file.name)}.${mediaType === "image/webp" ? "webp" : "jpg"}`,
    width: result.width,
    height: result.height,
    thumbnail: result.thumbnail.length <= attachmentLimits.thumbnailChars ? result.thumbnail : null,
    takenAt: keepDate && type === "image/jpeg" ? localDate(exifTakenAt(head)) : null,
  };
}

/** The camera's local time as an instant on this device's clock (its zone is not in the file). */
function localDate(taken: string | null): string | null {
  if (!taken) return null;
  const date = new Date(taken);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
