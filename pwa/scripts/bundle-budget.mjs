// Prints, and enforces, how much JavaScript (gzip) the browser needs: to show `/` (the prerendered
// landing page's scripts and what they import statically), and to start the app (the entry chunk,
// its static imports and the default language's catalog). Run after the build.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export const budgetKb = 100;
export const appBudgetKb = 150;
const dist = new URL("../dist/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", dist), "utf8"));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipKb = (keys) => {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith(".js")) total += gzipSync(readFileSync(new URL(file, dist))).length;
  }
  return total / 1024;
};

/** Every script a page names (module or classic), with the chunks each imports statically. */
function scriptKb(page, extraKeys = []) {
  const html = readFileSync(new URL(page, dist), "utf8");
  const keys = new Set();
  let classicBytes = 0;
  for (const [, src] of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g)) {
    const key = byFile.get(src);
    if (key) closure(key, keys);
    else if (src.endsWith(".js")) classicBytes += gzipSync(readFileSync(new URL(src, dist))).length;
  }
  for (const key of extraKeys) closure(key, keys);
  return gzipKb(keys) + classicBytes / 1024;
}

const kb = scriptKb("landing.es.html");
// The app also loads the default language's catalog before its first paint.
const catalog = Object.keys(manifest).find((key) => key.startsWith("src/locales/es/messages"));
const appKb = scriptKb("index.html", catalog ? [catalog] : []);

export const firstScreenKb = kb;
console.log(`JavaScript to show /: ${kb.toFixed(1)} kB gzip (budget ${budgetKb} kB)`);
console.log(`JavaScript to start the app: ${appKb.toFixed(1)} kB gzip (budget ${appBudgetKb} kB)`);
if (kb > budgetKb) {
  console.error("Over budget: / must show without the app's code.");
  process.exitCode = 1;
}
if (appKb > appBudgetKb) {
  console.error("Over budget: load more of the app on demand.");
  process.exitCode = 1;
}
