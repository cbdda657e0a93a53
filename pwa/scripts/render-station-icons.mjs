// Renders the gas-station badges the domain names (SPEC §9: puma.png, terpel.png, texaco.png,
// delta.png, pdv.png): a coloured disc with the chain's initial, not the chains' trademarks.
// Run once after changing them: node scripts/render-station-icons.mjs
import { chromium } from "playwright-core";

const stations = {
  "puma.png": ["#d81e05", "P"],
  "terpel.png": ["#f2a900", "T"],
  "texaco.png": ["#111827", "Tx"],
  "delta.png": ["#0057b8", "D"],
  "pdv.png": ["#c8102e", "PDV"],
};
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
const page = await browser.newPage({ viewport: { width: 64, height: 64 } });
for (const [file, [colour, text]] of Object.entries(stations)) {
  await page.setContent(
    `<body style="margin:0;background:transparent"><div style="width:64px;height:64px;border-radius:50%;background:${colour};color:#fff;display:grid;place-items:center;font:800 ${text.length > 2 ? 18 : 26}px system-ui,sans-serif">${text}</div></body>`,
  );
  await page.screenshot({
    path: new URL(`../public/stations/${file}`, import.meta.url).pathname,
    omitBackground: true,
  });
}
await browser.close();
console.log("station badges written to public/stations");
