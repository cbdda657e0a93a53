import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { smokeRun } from "../floors.js";
import { fixturesDir } from "./grey-fixtures.js";
import { snapAccuracy } from "./snap-accuracy.js";

/** Photos timed in the app, one of each kind the set holds. */
const timed = [
  "receipt-terpel-bogota-clean.jpg",
  "receipt-repsol-madrid-lowLight.jpg",
  "receipt-shell-usa-angle.jpg",
  "display-pump-bogota-led-clean.jpg",
  "display-pump-panama-lcd-angle.jpg",
  "odometer-048213-clean.jpg",
];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Issue "Snap to log"'s figures: over the 60 fixtures, the fields read right, those filled wrong
 * and the photos where nothing was filled wrongly; then, in the app on a phone-sized page with the
 * CPU throttled 4×, the seconds a photo takes from the pick to the form filled (after the reader's
 * one-time download, whose size on the wire is told too).
 */
export async function snapFigures(
  browser: Browser,
  context: BrowserContext,
  serverUrl: string,
  vehicleId: string,
): Promise<[string, string, string][]> {
  // The CI's smoke run reads the timed photos only: that every part runs, not what the figures say.
  const accuracy = await snapAccuracy(browser, smokeRun ? timed : undefined);
  const percent = (part: number) => `${((part / accuracy.fields) * 100).toFixed(1)} %`;
  const page = await context.newPage();
  let downloaded = 0;
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.startsWith("/ocr/")) return;
    downloaded += Number(response.headers()["content-length"] ?? 0);
  });
  await page.goto(`${serverUrl}/refuel/add/${vehicleId}`);
  const readings = page.locator(".read-from-photos");
  const readOne = async (file: string) => {
    const before = Number(await readings.getAttribute("data-readings"));
    const started = performance.now();
    await page.setInputFiles("[data-testid=snap-photos]", join(fixturesDir, file));
    await page.waitForFunction(
      (done) => Number(document.querySelector(".read-from-photos")?.getAttribute("data-readings")) > done,
      before,
      { timeout: 120_000 },
    );
    return (performance.now() - started) / 1000;
  };
  // The first reading fetches the engine and its model once: not counted in the time a photo takes.
  const first = await readOne(timed[0] ?? "");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const seconds: number[] = [];
  for (const file of smokeRun ? timed.slice(0, 1) : timed) seconds.push(await readOne(file));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.close();
  return [
    [
      `photos read: fields read right over ${accuracy.photos} fixtures (${accuracy.fields} fields, all synthetic)`,
      `${accuracy.right} (${percent(accuracy.right)})`,
      "≥ 85 %",
    ],
    ["photos read: fields filled wrong", `${accuracy.filledWrong} (${percent(accuracy.filledWrong)})`, "≤ 2 %"],
    [
      "photos read: photos where nothing was filled wrongly",
      `${accuracy.photosWithNothingWrong} of ${accuracy.photos}`,
      "",
    ],
    [
      `photos read: seconds a photo, pick to form filled, CPU 4× throttled (median of ${seconds.length})`,
      `${median(seconds).toFixed(2)} s (max ${Math.max(...seconds).toFixed(2)})`,
      "≤ 3 s",
    ],
    [
      "photos read: the reader's one-time download on the wire (and the first reading with it)",
      `${(downloaded / 1024 / 1024).toFixed(2)} MB (${first.toFixed(1)} s)`,
      "≤ 6 MB",
    ],
  ];
}
