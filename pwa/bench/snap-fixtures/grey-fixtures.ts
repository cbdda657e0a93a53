import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import type { RgbaImage } from "../../src/shared/snap/display-reading.js";

/** The fixtures' true figures (`truth.json`), by file name. */
export type FixtureTruth =
  | {
      kind: "receipt" | "display";
      country: string;
      currency: string;
      unit: string;
      quantity: number;
      price: number;
      amount: number;
    }
  | { kind: "odometer"; km: number };

export const fixturesDir = join(import.meta.dirname, "images");
export const fixtureTruth = JSON.parse(readFileSync(join(import.meta.dirname, "truth.json"), "utf8")) as Record<
  string,
  FixtureTruth
>;

/** A fixture decoded by Chromium as the app's worker decodes a photo, at the size it reads it (`snap-worker.ts`). */
export async function rgbaFixture(browser: Browser, file: string, longSide = 1000): Promise<RgbaImage> {
  const page = await browser.newPage();
  const data = readFileSync(join(fixturesDir, file)).toString("base64");
  const read = await page.evaluate(
    async ({ data, longSide }) => {
      const blob = await (await fetch(`data:image/jpeg;base64,${data}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
      const width = Math.round(bitmap.width * scale);
      const height = Math.round(bitmap.height * scale);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0, width, height);
      return { width, height, pixels: [...context.getImageData(0, 0, width, height).data] };
    },
    { data, longSide },
  );
  await page.close();
  return { width: read.width, height: read.height, data: Uint8Array.from(read.pixels) };
}

/** A fixture as the worker hands it to the OCR engine (`snap-worker.ts`): a PNG, its long side `longSide`. */
export async function ocrFixture(browser: Browser, file: string, longSide = 1600): Promise<Buffer> {
  const page = await browser.newPage();
  const data = readFileSync(join(fixturesDir, file)).toString("base64");
  const png = await page.evaluate(
    async ({ data, longSide }) => {
      const blob = await (await fetch(`data:image/jpeg;base64,${data}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const scale = longSide / Math.max(bitmap.width, bitmap.height);
      const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
      (canvas.getContext("2d") as OffscreenCanvasRenderingContext2D).drawImage(
        bitmap,
        0,
        0,
        canvas.width,
        canvas.height,
      );
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let text = "";
      for (let index = 0; index < bytes.length; index += 0x8000)
        text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(text);
    },
    { data, longSide },
  );
  await page.close();
  return Buffer.from(png, "base64");
}
