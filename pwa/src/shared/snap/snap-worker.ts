/// <reference lib="webworker" />
import { fittedSize, imagePixelsOf } from "@odo/domain";
import { bitmapOf } from "../../shared/files/bitmap-of.js";
import { isPumpDisplay, readSevenSegment } from "./seven-segment.js";
import { snapMaxMegapixels } from "./snap-limits.js";

/**
 * Off the main thread: a photo decoded (an iPhone's HEIC too), refused when it is far too large
 * or a blank or black frame, its seven-segment rows read, and a smaller copy made for the OCR
 * engine (which runs in a worker of its own).
 */
export interface SnapJob {
  file: Blob;
}
export type SnapResult =
  | { ok: true; rows: string[]; ocrImages: Blob[] }
  | { ok: false; reason: "unreadable" | "tooLarge" | "blank" };

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

/**
 * The image's brightness as its brightest channel, and how much it varies (a blank or black frame
 * barely does): a red LED is as bright as a white one, where a luma would make it the grey of a wall.
 */
function greyOf(context: OffscreenCanvasRenderingContext2D) {
  const { width, height } = context.canvas;
  const pixels = context.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  let sum = 0;
  let squares = 0;
  for (let index = 0; index < data.length; index += 1) {
    const at = index * 4;
    const grey = Math.max(pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0);
    data[index] = grey;
    sum += grey;
    squares += grey * grey;
  }
  const mean = sum / data.length;
  return { image: { width, height, data }, spread: Math.sqrt(Math.max(squares / data.length - mean * mean, 0)) };
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
  const { image, spread } = greyOf(drawn(bitmap, readLongSide.segments));
  if (spread < 6) {
    bitmap.close();
    self.postMessage({ ok: false, reason: "blank" } satisfies SnapResult);
    return;
  }
  const rows = readSevenSegment(image).filter((row) => (row.match(/\d/g) ?? []).length >= 2);
  // A pump's display has no text to read: no copies are made for the OCR engine.
  const ocrImages = isPumpDisplay(rows)
    ? []
    : await Promise.all(
        readLongSide.ocr.map((side) => drawn(bitmap, side, true).canvas.convertToBlob({ type: "image/png" })),
      );
  bitmap.close();
  self.postMessage({ ok: true, rows, ocrImages } satisfies SnapResult);
};
