import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium: CHROMIUM_PATH, else /usr/bin/chromium; when neither exists and we are root
 * with apt-get, it is installed; otherwise the run fails naming the package. Browser tests are
 * never skipped, and no browser is ever downloaded.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const root = process.getuid?.() === 0;
  if (root && existsSync("/usr/bin/apt-get")) {
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "The browser tests need Chromium: install Debian's package `chromium` (apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
}

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The features Playwright 1.65 turns off, copied because Chromium keeps only the last
 * `--disable-features` switch: ours replaces Playwright's, so it carries Playwright's list too.
 */
const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 156 builds the address bar's WebUI popup (chrome://omnibox-popup.top-chrome) for every
 * window, and a headless page is a window: it doubled the renderer's CPU of each new page (0.95 to
 * 0.5 CPU-s on our two-core machine), for a bar no test sees.
 */
const omniboxPopupFeatures = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxFullPopupV2",
];

const switchOf = (features: string[]) => `--disable-features=${features.join(",")}`;

/** Debian's Chromium driven by Playwright, as the browser tests and the bench run it. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    args: [...chromiumArgs, switchOf([...playwrightDisabledFeatures, ...omniboxPopupFeatures])],
    ignoreDefaultArgs: [switchOf(playwrightDisabledFeatures)],
  });
  const lists = featureSwitchesOfLaunchedChromium();
  if (lists !== 1) {
    await browser.close();
    throw new Error(
      `Chromium started with ${lists} --disable-features switches, and it keeps only the last: Playwright's list changed, copy it into test/chromium.ts`,
    );
  }
  return browser;
}

/** How many `--disable-features` switches the Chromium this process started runs with. */
function featureSwitchesOfLaunchedChromium(): number {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (Number(parent) !== process.pid) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (!args.some((arg) => arg === "--remote-debugging-pipe")) continue;
      return args.filter((arg) => arg.startsWith("--disable-features=")).length;
    } catch {
      // The process ended while we read it.
    }
  }
  throw new Error("the Chromium this process launched is not among its children");
}
