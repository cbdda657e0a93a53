import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type Country, type Currency, photoFill, type VolumeUnit } from "@odo/domain";
import type { Browser } from "playwright-core";
import { createWorker } from "tesseract.js";
import { readDisplay } from "../../src/shared/snap/display-reading.js";
import { isPumpDisplay } from "../../src/shared/snap/seven-segment.js";
import { fixtureTruth, ocrFixture, rgbaFixture } from "./grey-fixtures.js";

const require = createRequire(import.meta.url);
/** The sizes the app's worker hands the OCR engine (`snap-worker.ts`). */
const ocrSides = [1200, 1600];

/** How the reading of the 60 fixtures went: each figure right, filled wrong, or left empty. */
export interface SnapAccuracy {
  photos: number;
  fields: number;
  right: number;
  filledWrong: number;
  photosWithNothingWrong: number;
  misses: string[];
}

/**
 * The fixture set read as the app reads a photo (issue "Snap to log"): Chromium decodes it, the
 * seven-segment reader reads its rows, the OCR engine (the same tesseract.js and Spanish model, in
 * Node here) its text where it shows no display, and the domain's `photoFill` decides what fills.
 * `only`: these fixtures alone (the CI's smoke run).
 */
export async function snapAccuracy(browser: Browser, only?: readonly string[]): Promise<SnapAccuracy> {
  const langPath = join(dirname(require.resolve("@tesseract.js-data/spa/package.json")), "4.0.0_best_int");
  const ocr = await createWorker("spa", 1, { langPath, gzip: true, cacheMethod: "none" });
  const result: SnapAccuracy = {
    photos: 0,
    fields: 0,
    right: 0,
    filledWrong: 0,
    photosWithNothingWrong: 0,
    misses: [],
  };
  for (const [file, truth] of Object.entries(fixtureTruth)) {
    if (only && !only.includes(file)) continue;
    const display = readDisplay(await rgbaFixture(browser, file));
    // A photo the app refuses (blank, turned) fills nothing.
    const rows = display.kind === "rows" ? display.rows : [];
    const sale = truth.kind === "odometer" ? null : truth;
    const context = {
      country: (sale?.country ?? "colombia") as Country,
      currency: (sale?.currency ?? "COP") as Currency,
      volumeUnit: (sale && sale.unit !== "kWh" ? sale.unit : "l") as VolumeUnit,
      energy: sale?.unit === "kWh" ? "electricity" : "fuel",
      distanceUnit: "km",
      date: new Date().toISOString(),
      neighbours: {},
      pace: { reason: "tooFewReadings" },
    } as const;
    // As the app: the text at one size, and at the next if its figures did not agree.
    let lines: string[] = [];
    if (display.kind === "rows" && !isPumpDisplay(rows)) {
      for (const side of ocrSides) {
        const read = (await ocr.recognize(await ocrFixture(browser, file, side))).data.text.split("\n");
        lines = read.filter((line) => line.trim());
        if (photoFill([{ rows, lines }], context).sale || truth.kind === "odometer") break;
      }
    }
    const fill = photoFill([{ rows, lines }], context);
    const checks: { right: boolean; filled: boolean }[] =
      truth.kind === "odometer"
        ? [
            {
              filled: fill.odometer !== null && "fill" in fill.odometer,
              right: fill.odometer !== null && "fill" in fill.odometer && fill.odometer.fill === truth.km,
            },
          ]
        : (["quantity", "price", "amount"] as const).map((field) => ({
            filled: fill.sale !== null,
            right: fill.sale !== null && Math.abs(fill.sale[field] - truth[field]) < 1e-9,
          }));
    result.photos += 1;
    result.fields += checks.length;
    result.right += checks.filter((check) => check.right).length;
    const wrong = checks.filter((check) => check.filled && !check.right).length;
    result.filledWrong += wrong;
    if (wrong === 0) result.photosWithNothingWrong += 1;
    else result.misses.push(`${file} filled wrong: ${JSON.stringify({ rows, lines, fill })}`);
    if (checks.some((check) => !check.right)) result.misses.push(file);
  }
  await ocr.terminate();
  return result;
}
