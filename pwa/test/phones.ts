import type { Browser, BrowserContext } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "./chromium.js";

/**
 * The browser tests' phones. A worker runs one Chromium for all its files, and a phone a test is
 * done with is wiped and handed to the next test that asks for one with the same options.
 *
 * Why: a new context compiles the app's code again (Chromium keeps compiled code per context),
 * which was about half of a page's CPU on our two-core machine, and a new context and a new browser
 * cost the browser process more again. A wiped phone holds what a phone that never opened Odo
 * holds for the tests: no storage of any origin it visited, no cookies, no permissions, no routes,
 * online. Its compiled code and the HTTP cache of the app's hashed files stay; no test reads them.
 *
 * Phones with the service worker are never reused: they test what a first install does, and a warm
 * HTTP cache could hide a file the worker failed to precache.
 */

let running: Promise<Browser> | undefined;

/** This worker's Chromium, launched on first use (again if it went away). */
export async function workerBrowser(): Promise<Browser> {
  const browser = await running;
  if (browser?.isConnected()) return browser;
  running = launchChromium(inject("chromiumPath"));
  idle.clear();
  return running;
}

export interface PhoneOptions {
  deviceScaleFactor?: number;
  serviceWorker?: boolean;
}

const idle = new Map<string, BrowserContext[]>();
/** Contexts opened as the installed app, whose pages may wait for its service worker. */
const installed = new WeakSet<BrowserContext>();

export const opensAsInstalledApp = (context: BrowserContext) => installed.has(context);

/**
 * A phone-sized context in the given language (the app starts in the browser's language).
 *
 * It opens the app as a first visit does, before its service worker installs, unless
 * `serviceWorker` is set: installing it precaches every screen (about 3 MB) and cost 1.6 CPU-s a
 * context on our two-core machine, so only the tests that go offline and navigate, or that need
 * the worker's notifications, pay for it. Its `close()` hands it back wiped (see above).
 */
export async function phoneContext(
  locale: "es-ES" | "en-US" | "fr-FR" = "es-ES",
  { deviceScaleFactor = 1, serviceWorker = false }: PhoneOptions = {},
): Promise<BrowserContext> {
  const browser = await workerBrowser();
  const options = {
    viewport: { width: 390, height: 844 },
    locale,
    serviceWorkers: serviceWorker ? ("allow" as const) : ("block" as const),
    deviceScaleFactor,
  };
  if (serviceWorker) {
    const context = await browser.newContext(options);
    installed.add(context);
    inUse.add(context);
    context.on("close", () => inUse.delete(context));
    return context;
  }
  const kind = `${locale} ${deviceScaleFactor}`;
  const context = idle.get(kind)?.pop() ?? reusable(await browser.newContext(options), kind);
  inUse.add(context);
  return context;
}

/** Every phone a test has and has not closed. */
const inUse = new Set<BrowserContext>();

/**
 * Closes the phones the file's tests left open. A closed browser used to end them; a worker's
 * Chromium outlives the file, and a page left open goes on syncing and drawing for the rest of the run.
 */
export async function closeLeftPhones(): Promise<void> {
  await Promise.all([...inUse].map((context) => context.close()));
}

/** A new context made into a phone whose `close()` wipes it and puts it back for the next test. */
function reusable(context: BrowserContext, kind: string): BrowserContext {
  if (!idle.has(kind)) idle.set(kind, []);
  let shelf: string | undefined = kind;
  const origins = new Set<string>();
  context.on("page", (page) =>
    page.on("framenavigated", (frame) => {
      const { origin, protocol } = new URL(frame.url());
      if (protocol === "http:" || protocol === "https:") origins.add(origin);
    }),
  );
  // Init scripts cannot be taken back: a context given one is closed for good.
  const addInitScript = context.addInitScript.bind(context);
  context.addInitScript = (...args) => {
    shelf = undefined;
    return addInitScript(...args);
  };
  const closeForGood = context.close.bind(context);
  context.close = async (options) => {
    // A second close before the next test gets the phone does nothing.
    if (!inUse.delete(context)) return;
    try {
      await wipe(context, origins);
    } catch {
      // Its browser went away, or a page would not close: not a phone to hand out again.
      return closeForGood(options);
    }
    const phones = shelf === undefined ? undefined : idle.get(shelf);
    if (phones) phones.push(context);
    else await closeForGood(options);
  };
  return context;
}

const everyKindOfStorage = [
  "cookies",
  "local_storage",
  "indexeddb",
  "service_workers",
  "cache_storage",
  "file_systems",
  "storage_buckets",
].join(",");

/** Back to a phone that never opened Odo, but for the compiled code and the HTTP cache. */
async function wipe(context: BrowserContext, origins: Set<string>): Promise<void> {
  const [first, ...others] = context.pages();
  await Promise.all(others.map((page) => page.close()));
  // A blank document first: the app's open databases close before their storage goes.
  const blank = first ?? (await context.newPage());
  await blank.goto("about:blank");
  const cdp = await context.newCDPSession(blank);
  for (const origin of origins) {
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: everyKindOfStorage });
  }
  origins.clear();
  await cdp.detach();
  await blank.close();
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.unrouteAll({ behavior: "ignoreErrors" });
}
