// Prints, and enforces, how much JavaScript the browser needs to show `/`: the entry chunk, the
// chunks it imports statically, and the landing route's own chunk (gzip). Run after `vite build`.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export const budgetKb = 150;
const dist = new URL("../dist/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", dist), "utf8"));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const landing = Object.keys(manifest).find((key) => key.startsWith("src/routes/index.tsx"));
// The default language's catalog is loaded before the first paint too.
const catalog = Object.keys(manifest).find((key) => key.startsWith("src/locales/es/messages"));
const keys = new Set([
  ...closure("index.html"),
  ...(landing ? closure(landing) : []),
  ...(catalog ? closure(catalog) : []),
]);
let total = 0;
for (const key of keys) {
  const file = manifest[key].file;
  if (!file.endsWith(".js")) continue;
  total += gzipSync(readFileSync(new URL(file, dist))).length;
}
const kb = total / 1024;
export const firstScreenKb = kb;
console.log(`JavaScript to show /: ${kb.toFixed(1)} kB gzip (budget ${budgetKb} kB)`);
if (kb > budgetKb) {
  console.error("Over budget: load more of the app on demand.");
  process.exitCode = 1;
}
