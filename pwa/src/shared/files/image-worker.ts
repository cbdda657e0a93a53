/// <reference lib="webworker" />
import { attachmentLimits, fittedSize } from "@odo/domain";
import { bitmapOf } from "./bitmap-of.js";
import { sha256Of } from "./sha256.js";

/**
 * Off the main thread (issue "Receipts, photos and papers"): a photo decoded upright, resized to
 * the long side Odo keeps, and encoded again, as WebP where the browser can and JPEG elsewhere; the
 * new file carries no EXIF, so no place or camera leaves the phone. A small thumbnail travels with
 * the record. The SHA-256 names the bytes the server must receive.
 */
export interface ImageJob {
  file: Blob;
}
export type ImageResult =
  | { ok: true; blob: Blob; width: number; height: number; thumbnail: string; sha256: string }
  | { ok: false; reason: "unreadable" };

async function encoded(bitmap: ImageBitmap, longSide: number, quality: number) {
  const size = fittedSize(bitmap.width, bitmap.height, longSide);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const webp = await canvas.convertToBlob({ type: "image/webp", quality });
  // Safari encodes no WebP (it gives PNG back): JPEG then.
  const blob = webp.type === "image/webp" ? webp : await canvas.convertToBlob({ type: "image/jpeg", quality });
  return { blob, ...size };
}

function base64(bytes: Uint8Array): string {
  let text = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(text);
}

self.onmessage = async (event: MessageEvent<ImageJob>) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await bitmapOf(event.data.file);
  } catch {
    self.postMessage({ ok: false, reason: "unreadable" } satisfies ImageResult);
    return;
  }
  const photo = await encoded(bitmap, attachmentLimits.photoLongSidePx, 0.8);
  const small = await encoded(bitmap, attachmentLimits.thumbnailLongSidePx, 0.6);
  bitmap.close();
  const thumbnail = `data:${small.blob.type};base64,${base64(new Uint8Array(await small.blob.arrayBuffer()))}`;
  self.postMessage({
    ok: true,
    blob: photo.blob,
    width: photo.width,
    height: photo.height,
    thumbnail,
    sha256: await sha256Of(photo.blob),
  } satisfies ImageResult);
};
