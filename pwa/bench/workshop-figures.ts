/**
 * The business plan's heavy day: one workshop with 2,000 customers' vehicles shared with it (20
 * owners of 100 each, every vehicle with its last service and a reminder coming up). The workshop
 * phone's first pull, then the shop panel opened and filtered, each timed as Chrome times an
 * interaction (from the tap to the frame that shows its result).
 */
import type { BrowserContext, Page } from "playwright-core";
import { newId, type SeedMutation } from "../test/seed.js";
import { armTapTimer, benchSize, percentile, tapToPaint } from "./floors.js";

export interface SeededAccount {
  token: string;
  user: { _id: string };
  vehicles: string[];
}

interface WorkshopBench {
  serverUrl: string;
  seed: (
    username: string,
    historyOf: (vehicles: string[]) => SeedMutation[],
    vehicleCount: number,
  ) => Promise<SeededAccount>;
  signedInContext: (account: SeededAccount) => Promise<BrowserContext>;
  paintedAt: (page: Page, selector: ".sync-indicator[title]") => Promise<number>;
}

export const workshopVehicles = { owners: benchSize(20, 2), each: benchSize(100, 5) } as const;
const day = 86_400_000;

/** Each vehicle's last oil change (some due soon, some not) and a reminder in the next 90 days. */
function customerHistory(vehicles: string[]): SeedMutation[] {
  return vehicles.flatMap((vehicleId, index): SeedMutation[] => [
    {
      name: "maintenance.create",
      args: {
        vehicleId,
        maintenance: {
          _id: newId(),
          type: "general",
          adjustments: ["changeOil"],
          kms: 195_000 + (index % 5) * 900,
          date: new Date(Date.now() - 120 * day).toISOString(),
        },
      },
    },
    {
      name: "reminder.create",
      args: {
        vehicleId,
        reminder: {
          _id: newId(),
          title: "Revisión de frenos",
          dueDate: new Date(Date.now() + (index % 90) * day).toISOString().slice(0, 10),
        },
      },
    },
  ]);
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

async function shareAll(serverUrl: string, owner: SeededAccount, shop: SeededAccount): Promise<void> {
  const call = (token: string, path: string, body: unknown) =>
    fetch(`${serverUrl}/api${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ payload?: { qr?: string } }>);
  await inParallel(owner.vehicles, 8, async (vehicleId) => {
    const grant = await call(owner.token, `/vehicles/${vehicleId}/shares`, { role: "workshop" });
    const qr = grant.payload?.qr;
    if (!qr) throw new Error(`no share grant for ${vehicleId}: ${JSON.stringify(grant)}`);
    await call(shop.token, "/shares/claim", { grant: qr.replace("odo-share:", "") });
  });
}

/** From a tap on `target` to the first frame in which `done` holds, in ms (`armTapTimer`). */
async function tapToResult(page: Page, target: string, done: string): Promise<number> {
  await armTapTimer(page, done);
  await page.locator(target).first().click();
  return tapToPaint(page);
}

export async function workshopFigures(
  bench: WorkshopBench,
  size: { owners: number; each: number; prefix: string } = { ...workshopVehicles, prefix: "bench" },
): Promise<[string, string, string][]> {
  const owners: SeededAccount[] = [];
  for (let index = 0; index < size.owners; index += 1) {
    owners.push(await bench.seed(`${size.prefix}owner${index}`, customerHistory, size.each));
  }
  const shop = await bench.seed(`${size.prefix}workshop`, () => [], 0);
  await fetch(`${bench.serverUrl}/api/shops`, {
    method: "POST",
    headers: { authorization: `Bearer ${shop.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      type: "mechanicalWorkshop",
      name: "Taller Bench",
      contactName: "Luis Bench",
      address: "Calle 50, Panamá",
      phone: "+507 6000-0000",
    }),
  });
  for (const owner of owners) await shareAll(bench.serverUrl, owner, shop);
  const total = size.owners * size.each;

  const context = await bench.signedInContext(shop);
  const page = await context.newPage();
  const firstPull = page.waitForRequest(/\/api\/sync\/pull/).then(() => Date.now());
  await page.goto(`${bench.serverUrl}/shop`);
  const started = await firstPull;
  const synced = await bench.paintedAt(page, ".sync-indicator[title]");
  const figures: [string, string, string][] = [
    [
      `workshop phone's first pull: ${total.toLocaleString("en")} shared vehicles with their history and status`,
      `${((synced - started) / 1000).toFixed(1)} s`,
      "≤ 15 s",
    ],
  ];

  // The panel opened from the profile (the app already running), then filtered and its window changed.
  const opens: number[] = [];
  const filters: number[] = [];
  const windows: number[] = [];
  const cards = `document.querySelectorAll(".vehicle-card").length > 0`;
  for (let run = 0; run < benchSize(5, 1); run += 1) {
    await page.goto(`${bench.serverUrl}/user/profile`);
    await page.locator('a[href="/shop"]').first().waitFor();
    opens.push(await tapToResult(page, 'a[href="/shop"]', cards));
    filters.push(
      await tapToResult(
        page,
        'input[name="status-filter"][value="urgent"] >> xpath=..',
        `document.querySelector('input[name="status-filter"][value="urgent"]').checked && document.querySelector(".shop-toolbar ~ *")`,
      ),
    );
    filters.push(
      await tapToResult(
        page,
        'input[name="status-filter"][value="all"] >> xpath=..',
        `document.querySelectorAll(".vehicle-card").length > 0 && document.querySelector('input[name="status-filter"][value="all"]').checked`,
      ),
    );
    windows.push(
      await tapToResult(
        page,
        'input[name="coming-due-window"][value="60"] >> xpath=..',
        `document.querySelector('input[name="coming-due-window"][value="60"]').checked`,
      ),
    );
    windows.push(
      await tapToResult(
        page,
        'input[name="coming-due-window"][value="30"] >> xpath=..',
        `document.querySelector('input[name="coming-due-window"][value="30"]').checked`,
      ),
    );
  }
  const row = (label: string, values: number[]): [string, string, string] => [
    `${label} (p50 / p95 of ${values.length})`,
    `${Math.round(percentile(values, 50))} / ${Math.round(percentile(values, 95))} ms`,
    "≤ 100 ms",
  ];
  figures.push(row(`shop panel opened with ${total.toLocaleString("en")} vehicles, tap to painted`, opens));
  figures.push(row("shop panel's status filter, tap to painted", filters));
  figures.push(row("shop panel's coming-due window (30 / 60 days), tap to painted", windows));
  await context.close();
  return figures;
}
