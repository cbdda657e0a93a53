// Writes `/` as static HTML, one file per language (dist/landing.es.html, dist/landing.en.html):
// the built index.html with the landing screen the app renders in its root, and the landing's boot
// script in place of the app's scripts, so a first visit paints before any JavaScript runs.
// The server picks the file by Accept-Language. Run after `vite build`, before precompress; the
// files are not in the service worker's precache, so offline `/` is the app's own landing screen.
import { readFileSync, writeFileSync } from "node:fs";
import { languages } from "@odo/domain";
import { createServer } from "vite";

const dist = new URL("../dist/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", dist), "utf8"));
const boot = manifest["src/features/landing/landing-boot.ts"]?.file;
if (!boot) throw new Error("the build has no landing boot script (vite.config.ts input)");
const template = readFileSync(new URL("index.html", dist), "utf8")
  .replaceAll(/\s*<script type="module"[^>]*><\/script>/g, "")
  .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, "")
  .replace("</head>", `<script type="module" crossorigin src="/${boot}"></script></head>`);
const escapeAttribute = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const vite = await createServer({
  root: new URL("..", import.meta.url).pathname,
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const { prerenderLanding } = await vite.ssrLoadModule("/src/features/landing/landing-prerender.tsx");
  for (const language of languages) {
    const { body, description } = await prerenderLanding(language);
    const html = template
      .replace('<html lang="es">', `<html lang="${language}">`)
      .replace("<title>", `<meta name="description" content="${escapeAttribute(description)}" />\n    <title>`)
      .replace('<div id="root"></div>', `<div id="root"><div data-prerendered="${language}">${body}</div></div>`);
    if (!html.includes("data-prerendered")) throw new Error("index.html has no empty #root to fill");
    writeFileSync(new URL(`landing.${language}.html`, dist), html);
  }
  console.log(`Prerendered / in ${languages.join(", ")}`);
} finally {
  await vite.close();
}
