/// <reference lib="webworker" />
import { fittedSize, imagePixelsOf } from "@odo/domain";
import { bitmapOf } from "../../shared/files/bitmap-of.js";
import { readDisplay } from "./display-reading.js";
import { isPumpDisplay } from "./seven-segment.js";
import { snapMaxMegapixels } from "./snap-limits.js";

/**
 * Off the main thread: a photo decoded (an iPhone's HEIC too), refused when it is far too large,
 * a blank or black frame or a display turned, its seven-segment rows read, and a smaller copy made for the OCR
 * engine (which runs in a worker of its own).
 */
export interface SnapJob {
  file: Blob;
}
export type SnapResult =
  | { ok: true; rows: string[]; ocrImages: Blob[] }
  | { ok: false; reason: "unreadable" | "tooLarge" | "blank" | "turned" };

const maxPixels = snapMaxMegapixels * 1_000_000;
/**
 * The long sides the seven-segment reader and the OCR engine see: digits stay tall enough, work
 * stays short. Text reads best at some size tesseract likes, which a photo's scale does not tell:
 * the OCR gets the photo at one size, and another if the first gave no figures that agree.
 */
const readLongSide = { segments: 1000, ocr: [1200, 1600] } as const;

/** The photo drawn at `longSide` pixels: made smaller, or, for OCR (`enlarge`), larger too, where text reads better. */
function drawn(bitmap: ImageBitmap, longSide: number, enlarge = false): OffscreenCanvasRenderingContext2D {
  const scale = longSide / Math.max(bitmap.width, bitmap.height);
  const size =
    enlarge && scale > 1
      ? { width: Math.round(bitmap.width * scale), height: Math.round(bitmap.height * scale) }
      : fittedSize(bitmap.width, bitmap.height, longSide);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return context;
}

self.onmessage = async (event: MessageEvent<SnapJob>) => {
  // A photo's header says its size: one far too large is refused before it is decoded whole.
  const stated = imagePixelsOf(new Uint8Array(await event.data.file.slice(0, 64 * 1024).arrayBuffer()));
  if (stated && stated.width * stated.height > maxPixels) {
    self.postMessage({ ok: false, reason: "tooLarge" } satisfies SnapResult);
    return;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await bitmapOf(event.data.file);
  } catch {
    self.postMessage({ ok: false, reason: "unreadable" } satisfies SnapResult);
    return;
  }
  if (bitmap.width * bitmap.height > maxPixels) {
    bitmap.close();
    self.postMessage({ ok: false, reason: "tooLarge" } satisfies SnapResult);
    return;
  }
  const segments = drawn(bitmap, readLongSide.segments);
  const display = readDisplay(segments.getImageData(0, 0, segments.canvas.width, segments.canvas.height));
  if (display.kind !== "rows") {
    bitmap.close();
    self.postMessage({ ok: false, reason: display.kind } satisfies SnapResult);
    return;
  }
  const { rows } = display;
  // A pump's display has no text to read: no copies are made for the OCR engine.
  const ocrImages = isPumpDisplay(rows)
    ? []
    : await Promise.all(
        readLongSide.ocr.map((side) => drawn(bitmap, side, true).canvas.convertToBlob({ type: "image/png" })),
      );
  bitmap.close();
  self.postMessage({ ok: true, rows, ocrImages } satisfies SnapResult);
};
