/**
 * How the app's costs grow with the data (`BENCH_ONLY=growth npm run bench -w @odo/pwa`): one car
 * with 1,000, 10,000 and 100,000 entries (its first pull into an empty phone, its offline cold start
 * to the vehicle page, its history painted), then a workshop with 200, 2,000 and 20,000 customers'
 * vehicles (its phone's first pull, its shop panel opened). A rate that holds, or a time that grows
 * no faster than the size, is a cost linear in the work.
 */
import type { BrowserContext, Page } from "playwright-core";
import { longHistory, type SeedMutation } from "../test/seed.js";
import { benchSize, percentile, smokeRun } from "./floors.js";
import { type SeededAccount, workshopFigures } from "./workshop-figures.js";

interface GrowthBench {
  serverUrl: string;
  seed: (
    username: string,
    historyOf: (vehicles: string[]) => SeedMutation[],
    vehicleCount: number,
  ) => Promise<SeededAccount & { vehicleId: string }>;
  signedInContext: (account: SeededAccount) => Promise<BrowserContext>;
  firstPullRate: (page: Page, rows: number) => Promise<number>;
  paintedAt: (page: Page, selector: ".history-row" | ".sync-indicator[title]") => Promise<number>;
}

/** Half an hour apart from 2016, 1.5 km each: 100,000 entries end in 2021 at 151,000 km. */
const historyOf = (size: number) => (vehicles: string[]) =>
  longHistory(vehicles[0] ?? "", size, Date.parse("2016-01-01T00:00:00Z"), 1_800_000, 1.5);

async function historyFigures(bench: GrowthBench, size: number): Promise<[string, string, string][]> {
  const car = await bench.seed(`benchgrow${size}`, historyOf(size), 1);
  const context = await bench.signedInContext(car);
  const page = await context.newPage();
  const pullRate = await bench.firstPullRate(page, size + 1);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await context.setOffline(true);
  const opened = async (path: string) => {
    const cold = await context.newPage();
    const started = Date.now();
    await cold.goto(`${bench.serverUrl}${path}`);
    const painted = (await bench.paintedAt(cold, ".history-row")) - started;
    await cold.close();
    return painted;
  };
  const starts: number[] = [];
  const histories: number[] = [];
  for (let run = 0; run < benchSize(3, 1); run += 1) {
    starts.push(await opened(`/vehicle/${car.vehicleId}`));
    histories.push(await opened(`/vehicle/history/${car.vehicleId}`));
  }
  await context.close();
  const label = `growth: one car with ${size.toLocaleString("en")} entries`;
  return [
    [`${label}: first pull`, `${pullRate.toLocaleString("en")} rows/s`, ""],
    [`${label}: offline cold start to the vehicle page (median of 3)`, `${Math.round(percentile(starts, 50))} ms`, ""],
    [`${label}: history painted, offline (median of 3)`, `${Math.round(percentile(histories, 50))} ms`, ""],
  ];
}

export async function growthFigures(bench: GrowthBench): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  for (const size of smokeRun ? [50, 200] : [1_000, 10_000, 100_000]) rows.push(...(await historyFigures(bench, size)));
  for (const owners of smokeRun ? [1, 2] : [2, 20, 200]) {
    const figures = await workshopFigures(bench, { owners, each: benchSize(100, 5), prefix: `grow${owners}` });
    rows.push(...figures.slice(0, 2).map(([name, value]): [string, string, string] => [`growth: ${name}`, value, ""]));
  }
  return rows;
}
