import type { BrowserContext, Page } from "playwright-core";

/**
 * Floors for the PWA's figures, measured in the same run: what the same Chromium does with the
 * same data and no app around it. Our machines differ by 2× from day to day; a figure's ratio to
 * its floor does not.
 *
 * A bare page is served at `/api/bench-floor/…`: the service worker leaves `/api/` to the network
 * (sw.ts), where the bench answers it, so the page shares the app's origin and its IndexedDB.
 */
const floorPath = "/api/bench-floor/";

const pages = {
  /** Opens the user's database, reads the vehicle and every record of its entries, paints rows. */
  "cold-start": `<!doctype html><meta charset="utf-8"><title>floor</title><ul id="rows"></ul><script>
    const params = new URLSearchParams(location.search);
    const vehicleId = params.get("vehicle");
    const open = indexedDB.open("odo-" + params.get("user"));
    open.onsuccess = () => {
      const transaction = open.result.transaction(["vehicles", "entryRecords"]);
      transaction.objectStore("vehicles").get(vehicleId);
      const records = transaction.objectStore("entryRecords").getAll(IDBKeyRange.bound([vehicleId], [vehicleId, []]));
      records.onsuccess = () => {
        const entries = records.result.flatMap((record) => [...record.maintenances, ...record.refuels]);
        entries.sort((a, b) => (a.date < b.date ? 1 : -1));
        for (const entry of entries.slice(0, 20)) {
          const row = document.createElement("li");
          row.className = "history-row";
          row.textContent = entry.date + " " + (entry.kms ?? entry.displacement);
          document.getElementById("rows").append(row);
        }
      };
    };
  </script>`,
  /** A button that opens a dialog. */
  tap: `<!doctype html><meta charset="utf-8"><title>floor</title>
    <button id="save" style="font: 16px sans-serif; padding: 12px 24px">Guardar</button>
    <dialog id="done"><p>Guardado</p></dialog>
    <script>document.getElementById("save").addEventListener("click", () => document.getElementById("done").showModal());</script>`,
};

/** Answers the bare pages in `context` (before any of its pages asks for one). */
export async function serveFloorPages(context: BrowserContext): Promise<void> {
  await context.route(`**${floorPath}**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(floorPath.length) as keyof typeof pages;
    return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: pages[name] ?? "" });
  });
}

export const floorUrl = (origin: string, name: keyof typeof pages, query: Record<string, string> = {}) =>
  `${origin}${floorPath}${name}?${new URLSearchParams(query)}`;

/**
 * Arms the page to time the next tap: from the click event's timestamp to the first frame whose
 * callbacks find `done` true (by default, a `dialog[open]`). The same measure for the app and the
 * floor (Chrome's Event Timing reports nothing under 16 ms, so it cannot time a floor).
 */
export async function armTapTimer(page: Page, done = `document.querySelector("dialog[open]")`): Promise<void> {
  await page.evaluate(`(() => {
    window.__tapToPaint = new Promise((resolve) => {
      addEventListener("click", (event) => {
        const tapped = event.timeStamp;
        const look = () => ((${done}) ? resolve(performance.now() - tapped) : requestAnimationFrame(look));
        requestAnimationFrame(look);
      }, { capture: true, once: true });
    });
  })()`);
}

/** The nearest-rank percentile: the smallest value that `p` % of the values do not exceed. */
/**
 * `BENCH_SMOKE=1` (CI's run): every part of the bench, on a handful of rows and one round each, so a
 * change that breaks the bench fails CI; its figures mean nothing.
 */
export const smokeRun = process.env.BENCH_SMOKE === "1";
export const benchSize = (full: number, smoke: number) => (smokeRun ? smoke : full);

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const tapToPaint = (page: Page) => page.evaluate<number>("window.__tapToPaint");

/** The floor under saving: the bare page's tap, timed as the app's is, `count` times. */
export async function tapFloor(context: BrowserContext, origin: string, count: number): Promise<number[]> {
  const page = await context.newPage();
  const times: number[] = [];
  for (let run = 0; run < count; run += 1) {
    await page.goto(floorUrl(origin, "tap"));
    await armTapTimer(page);
    await page.locator("#save").click({ delay: 80 });
    times.push(await tapToPaint(page));
  }
  await page.close();
  return times;
}

/**
 * The floor under the first pull, on the app's page once its pull is done: the records the pull
 * left in the user's database (vehicles, entry records and their ids) read, then written back
 * unchanged in `transactions` transactions, as many as the pull had pages. Rows a second, for
 * `rows` rows: the least work that reaches the same database. It lasts some 40–70 ms, so one pass
 * swings by half: it runs once the page has settled (the garage drawn after the pull), three times,
 * and the median pass counts.
 */
export async function firstPullFloor(page: Page, userId: string, rows: number, transactions: number): Promise<number> {
  return page.evaluate<number>(`(async () => {
    await new Promise((resolve) => setTimeout(resolve, ${floorSettleMs}));
    const db = await new Promise((resolve) => { const open = indexedDB.open("odo-${userId}"); open.onsuccess = () => resolve(open.result); });
    const stores = ["vehicles", "entryRecords", "entryIds"];
    const read = (store) => new Promise((resolve) => { const all = db.transaction(store).objectStore(store).getAll(); all.onsuccess = () => resolve(all.result); });
    const contents = await Promise.all(stores.map(read));
    const passes = [];
    for (let pass = 0; pass < 3; pass += 1) {
      const started = performance.now();
      for (let part = 0; part < ${transactions}; part += 1) {
        await new Promise((resolve, reject) => {
          const transaction = db.transaction(stores, "readwrite");
          stores.forEach((store, index) => {
            const values = contents[index];
            const size = Math.ceil(values.length / ${transactions});
            for (const value of values.slice(part * size, (part + 1) * size)) transaction.objectStore(store).put(value);
          });
          transaction.oncomplete = resolve;
          transaction.onerror = reject;
        });
      }
      passes.push((performance.now() - started) / 1000);
    }
    db.close();
    const seconds = passes.sort((a, b) => a - b)[1];
    return Math.round(${rows} / seconds);
  })()`);
}

/** How long the first pull's floor waits for the app's page to settle after its pull. */
const floorSettleMs = 1_000;

/** A figure's ratio to its floor, as the server bench prints it. */
export const ratioRow = (label: string, odo: number, floor: number, unit: string): [string, string, string] => [
  `${label}: floor ${floor.toLocaleString("en")} ${unit}; Odo ÷ floor`,
  (odo / floor).toFixed(2),
  "",
];
