// Writes `/` as static HTML, one file per language (dist/landing.es.html, dist/landing.en.html),
// from the landing screen the app renders, so a first visit paints before any JavaScript runs.
// The server picks the file by Accept-Language. Run after `vite build`, before precompress.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { languages } from "@odo/domain";
import { createServer } from "vite";

const dist = new URL("../dist/", import.meta.url);
const template = readFileSync(new URL("landing.html", dist), "utf8");
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
      .replace(
        '<meta name="description" content="" />',
        `<meta name="description" content="${escapeAttribute(description)}" />`,
      )
      .replace('<div id="root"></div>', `<div id="root"><div data-prerendered="${language}">${body}</div></div>`);
    if (!html.includes("data-prerendered")) throw new Error("landing.html has no empty #root to fill");
    writeFileSync(new URL(`landing.${language}.html`, dist), html);
  }
  rmSync(new URL("landing.html", dist));
  console.log(`Prerendered / in ${languages.join(", ")}`);
} finally {
  await vite.close();
}
