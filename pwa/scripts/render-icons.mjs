// Renders public/favicon.svg into the PNG icons the manifest lists. Run once after changing the
// logo: node scripts/render-icons.mjs (uses Debian's Chromium through playwright-core).
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const svg = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const targets = [
  { file: "icon-192.png", size: 192, padding: 0, background: "transparent" },
  { file: "icon-512.png", size: 512, padding: 0, background: "transparent" },
  // Maskable icons keep their content inside the central 80 % safe zone on a full-bleed background.
  { file: "icon-maskable-512.png", size: 512, padding: 0.12, background: "#0f766e" },
];
for (const { file, size, padding, background } of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(
    `<body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">
       <div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({
    path: new URL(`../public/icons/${file}`, import.meta.url).pathname,
    omitBackground: background === "transparent",
  });
  await page.close();
}
await browser.close();
console.log("icons written to public/icons");
