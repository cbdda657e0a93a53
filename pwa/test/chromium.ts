import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

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
