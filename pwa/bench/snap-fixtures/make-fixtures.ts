/**
 * Writes the photo fixtures of issue "Snap to log" (`images/` and `truth.json`): every one is
 * synthetic, drawn in Chromium as our users' receipts and displays look (Terpel in Colombia; Puma,
 * Texaco and Delta in Panama; PDV in Venezuela; Repsol and Cepsa in Spain; a US pump's receipt in
 * gallons; an EV charger's in kWh; LED and LCD pump displays; LCD odometers), each also as a
 * phone would take it: glare, an angle, blur, low light. Run from `pwa`:
 * `npx tsx bench/snap-fixtures/make-fixtures.ts`. The images are committed; this says how they
 * were made.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { litSegments } from "../../src/shared/snap/seven-segment.js";
import { findChromium, launchChromium } from "../../test/chromium.js";
import type { FixtureTruth } from "./grey-fixtures.js";

const here = import.meta.dirname;

type Variant = "clean" | "glare" | "angle" | "blur" | "lowLight";
type Truth = FixtureTruth;

interface Fixture {
  name: string;
  html: string;
  size: { width: number; height: number };
  truth: Truth;
}

const receiptStyle =
  "margin:0;background:#6b6258;display:grid;place-items:center;height:100vh;font:17px/1.4 'DejaVu Sans Mono',monospace";
const paper = (lines: readonly string[]) =>
  `<pre style="margin:0;padding:22px 26px;background:#f6f3ec;color:#1d1d1d;box-shadow:0 2px 8px #0006">${lines
    .map((line) => line.replaceAll("&", "&amp;").replaceAll("<", "&lt;"))
    .join("\n")}</pre>`;

const receipts: { name: string; truth: Truth & { kind: "receipt" }; lines: string[] }[] = [
  {
    name: "terpel-bogota",
    truth: {
      kind: "receipt",
      country: "colombia",
      currency: "COP",
      unit: "usGal",
      quantity: 9.874,
      price: 15_900,
      amount: 156_997,
    },
    lines: [
      "        TERPEL",
      "  EDS LA 80 - BOGOTA",
      "NIT 830.095.213-0",
      "FECHA: 2026-11-28 07:41",
      "PRODUCTO: GASOLINA CORRIENTE",
      "GALONES:          9,874",
      "PRECIO/GAL:  $ 15.900",
      "TOTAL:       $ 156.997",
      "",
      "  GRACIAS POR SU COMPRA",
    ],
  },
  {
    name: "puma-panama",
    truth: {
      kind: "receipt",
      country: "panama",
      currency: "USD",
      unit: "usGal",
      quantity: 8.5,
      price: 4.199,
      amount: 35.69,
    },
    lines: [
      "      PUMA ENERGY",
      "   VIA ESPANA, PANAMA",
      "RUC 155612345-2-2015",
      "28/11/2026   09:05",
      "SUPER 95",
      "GALONES          8.500",
      "PRECIO      B/. 4.199",
      "TOTAL       B/. 35.69",
    ],
  },
  {
    name: "texaco-panama",
    truth: {
      kind: "receipt",
      country: "panama",
      currency: "USD",
      unit: "usGal",
      quantity: 12.345,
      price: 4.089,
      amount: 50.48,
    },
    lines: [
      "        TEXACO",
      "  EST. COSTA DEL ESTE",
      "28/11/2026  17:30",
      "REGULAR 91",
      "VOLUMEN (GAL)   12.345",
      "PRECIO/GAL      $4.089",
      "TOTAL A PAGAR  $50.48",
      "EFECTIVO       $60.00",
      "CAMBIO          $9.52",
    ],
  },
  {
    name: "delta-panama",
    truth: {
      kind: "receipt",
      country: "panama",
      currency: "USD",
      unit: "usGal",
      quantity: 6.25,
      price: 4.259,
      amount: 26.62,
    },
    lines: [
      "         DELTA",
      "   DAVID, CHIRIQUI",
      "28/11/2026  06:48",
      "DIESEL",
      "GALONES           6.250",
      "P/U              4.259",
      "TOTAL B/.        26.62",
    ],
  },
  {
    name: "pdv-venezuela",
    truth: { kind: "receipt", country: "venezuela", currency: "VES", unit: "l", quantity: 40, price: 0.5, amount: 20 },
    lines: [
      "          PDV",
      "  E/S LOS PALOS GRANDES",
      "RIF J-00123456-7",
      "28/11/2026 10:20",
      "GASOLINA 91",
      "LITROS          40,00",
      "PRECIO Bs        0,50",
      "TOTAL Bs        20,00",
    ],
  },
  {
    name: "repsol-madrid",
    truth: {
      kind: "receipt",
      country: "spain",
      currency: "EUR",
      unit: "l",
      quantity: 42.15,
      price: 1.589,
      amount: 66.98,
    },
    lines: [
      "        REPSOL",
      "   E.S. GOYA MADRID",
      "28/11/2026  08:12",
      "Gasóleo A      42,15 L",
      "Precio       1,589 €/L",
      "Base imponible  55,35",
      "IVA 21%         11,63",
      "TOTAL          66,98 €",
    ],
  },
  {
    name: "cepsa-sevilla",
    truth: {
      kind: "receipt",
      country: "spain",
      currency: "EUR",
      unit: "l",
      quantity: 35.6,
      price: 1.629,
      amount: 57.99,
    },
    lines: [
      "         CEPSA",
      "  E.S. TRIANA SEVILLA",
      "28/11/2026  19:02",
      "Sin Plomo 95",
      "Litros           35,60",
      "Precio/L      1,629 €",
      "IMPORTE        57,99 €",
      "Tarjeta ****4821",
    ],
  },
  {
    name: "shell-usa",
    truth: {
      kind: "receipt",
      country: "usa",
      currency: "USD",
      unit: "usGal",
      quantity: 10.512,
      price: 3.459,
      amount: 36.36,
    },
    lines: [
      "         SHELL",
      "  1200 MAIN ST, AUSTIN",
      "11/28/2026  07:55",
      "PUMP 04   UNLEADED",
      "GALLONS          10.512",
      "PRICE/GAL       $3.459",
      "FUEL SALE       $36.36",
      "CREDIT          $36.36",
    ],
  },
  {
    name: "charger-spain",
    truth: {
      kind: "receipt",
      country: "spain",
      currency: "EUR",
      unit: "kWh",
      quantity: 32.5,
      price: 0.45,
      amount: 14.63,
    },
    lines: [
      "      IBERDROLA",
      "  PUNTO DE RECARGA 0412",
      "28/11/2026  21:40",
      "Duración       00:48",
      "Energía      32,5 kWh",
      "Precio     0,45 €/kWh",
      "Total          14,63 €",
    ],
  },
];

/** One row of seven-segment digits as SVG: hexagonal bars, a lean, the decimal point in the gap. */
function segmentRow(text: string, y: number, height: number, colours: { on: string; off: string }): string {
  const w = height * 0.55;
  const t = height * 0.12;
  const step = w + height * 0.36;
  const bar = (x0: number, y0: number, horizontal: boolean, length: number) =>
    horizontal
      ? `${x0},${y0} ${x0 + t / 2},${y0 - t / 2} ${x0 + length - t / 2},${y0 - t / 2} ${x0 + length},${y0} ${x0 + length - t / 2},${y0 + t / 2} ${x0 + t / 2},${y0 + t / 2}`
      : `${x0},${y0} ${x0 + t / 2},${y0 + t / 2} ${x0 + t / 2},${y0 + length - t / 2} ${x0},${y0 + length} ${x0 - t / 2},${y0 + length - t / 2} ${x0 - t / 2},${y0 + t / 2}`;
  let x = 20;
  let svg = "";
  const digits = text.replace(".", "").length;
  const right = 20 + 7 * step;
  x = right - digits * step;
  for (const char of text) {
    if (char === ".") {
      svg += `<circle cx="${x - step + w + height * 0.18}" cy="${y + height - t / 2}" r="${t * 0.6}" fill="${colours.on}"/>`;
      continue;
    }
    const on = litSegments[char]?.[0] ?? "";
    const g = 1.5;
    const bars: Record<string, string> = {
      a: bar(x + g, y, true, w - 2 * g),
      g: bar(x + g, y + height / 2, true, w - 2 * g),
      d: bar(x + g, y + height, true, w - 2 * g),
      f: bar(x, y + g, false, height / 2 - 2 * g),
      b: bar(x + w, y + g, false, height / 2 - 2 * g),
      e: bar(x, y + height / 2 + g, false, height / 2 - 2 * g),
      c: bar(x + w, y + height / 2 + g, false, height / 2 - 2 * g),
    };
    for (const [segment, points] of Object.entries(bars)) {
      svg += `<polygon points="${points}" fill="${on.includes(segment) ? colours.on : colours.off}"/>`;
    }
    x += step;
  }
  return svg;
}

const displays: { name: string; led: boolean; rows: [string, string, string]; truth: Truth & { kind: "display" } }[] = [
  {
    name: "pump-bogota-led",
    led: true,
    rows: ["156.997", "9.874", "15.900"],
    truth: {
      kind: "display",
      country: "colombia",
      currency: "COP",
      unit: "usGal",
      quantity: 9.874,
      price: 15_900,
      amount: 156_997,
    },
  },
  {
    name: "pump-medellin-lcd",
    led: false,
    rows: ["97.944", "6.160", "15.900"],
    truth: {
      kind: "display",
      country: "colombia",
      currency: "COP",
      unit: "usGal",
      quantity: 6.16,
      price: 15_900,
      amount: 97_944,
    },
  },
  {
    name: "pump-panama-lcd",
    led: false,
    rows: ["35.69", "8.500", "4.199"],
    truth: {
      kind: "display",
      country: "panama",
      currency: "USD",
      unit: "usGal",
      quantity: 8.5,
      price: 4.199,
      amount: 35.69,
    },
  },
  {
    name: "pump-madrid-led",
    led: true,
    rows: ["66.98", "42.15", "1.589"],
    truth: {
      kind: "display",
      country: "spain",
      currency: "EUR",
      unit: "l",
      quantity: 42.15,
      price: 1.589,
      amount: 66.98,
    },
  },
  {
    name: "pump-austin-lcd",
    led: false,
    rows: ["36.36", "10.512", "3.459"],
    truth: {
      kind: "display",
      country: "usa",
      currency: "USD",
      unit: "usGal",
      quantity: 10.512,
      price: 3.459,
      amount: 36.36,
    },
  },
  {
    name: "pump-caracas-led",
    led: true,
    rows: ["20.00", "40.00", "0.50"],
    truth: { kind: "display", country: "venezuela", currency: "VES", unit: "l", quantity: 40, price: 0.5, amount: 20 },
  },
];

const odometers = [48_213, 127_655, 3_417];

function displayHtml(rows: readonly string[], led: boolean, lean: number): string {
  const colours = led ? { on: "#ff3b1f", off: "#2a0d08" } : { on: "#1c1f1a", off: "#b9bfae" };
  const face = led ? "#0b0b0b" : "#c6ccb9";
  const height = 56;
  const svgRows = rows.map((row, index) => segmentRow(row, 24 + index * (height + 34), height, colours)).join("");
  const svgHeight = 24 + rows.length * (height + 34);
  return `<div style="background:#3b3f46;padding:28px;display:inline-block"><svg width="440" height="${svgHeight}" style="background:${face};display:block"><g transform="skewX(${-lean})">${svgRows}</g></svg></div>`;
}

const variants: Record<Variant, string> = {
  clean: "",
  glare: `<div style="position:absolute;inset:0;background:radial-gradient(circle at 68% 30%, #fffc 0, #fff6 18%, #fff0 42%)"></div>`,
  angle: "",
  blur: "",
  lowLight: `<div style="position:absolute;inset:0;background:#0007"></div>`,
};
const variantStyle: Record<Variant, string> = {
  clean: "",
  glare: "",
  angle: "transform:perspective(700px) rotateY(16deg) rotateZ(-3deg)",
  blur: "filter:blur(1.1px)",
  lowLight: "filter:brightness(.55) contrast(.85)",
};

function page(body: string, variant: Variant): string {
  return `<body style="${receiptStyle};position:relative;overflow:hidden"><div style="${variantStyle[variant]}">${body}</div>${variants[variant]}</body>`;
}

function fixtures(): Fixture[] {
  const list: Fixture[] = [];
  const receiptVariants: Variant[] = ["clean", "angle", "lowLight"];
  for (const receipt of receipts) {
    for (const variant of receiptVariants) {
      list.push({
        name: `receipt-${receipt.name}-${variant}`,
        html: page(paper(receipt.lines), variant),
        size: { width: 480, height: 560 },
        truth: receipt.truth,
      });
    }
  }
  const displayVariants: Variant[] = ["clean", "glare", "angle", "blur"];
  for (const display of displays) {
    for (const variant of displayVariants) {
      list.push({
        name: `display-${display.name}-${variant}`,
        html: page(displayHtml(display.rows, display.led, 8), variant),
        size: { width: 560, height: 420 },
        truth: display.truth,
      });
    }
  }
  for (const km of odometers) {
    for (const variant of ["clean", "glare", "lowLight"] as Variant[]) {
      const digits = String(km).padStart(6, "0");
      list.push({
        name: `odometer-${digits}-${variant}`,
        html: page(displayHtml([digits], false, 0), variant),
        size: { width: 560, height: 240 },
        truth: { kind: "odometer", km },
      });
    }
  }
  return list;
}

const browser = await launchChromium(findChromium());
const context = await browser.newContext({ deviceScaleFactor: 1 });
const images = join(here, "images");
mkdirSync(images, { recursive: true });
const truth: Record<string, Truth & { synthetic: true }> = {};
for (const fixture of fixtures()) {
  const tab = await context.newPage();
  await tab.setViewportSize(fixture.size);
  await tab.setContent(fixture.html);
  const file = `${fixture.name}.jpg`;
  await tab.screenshot({ path: join(images, file), type: "jpeg", quality: 70 });
  await tab.close();
  truth[file] = { ...fixture.truth, synthetic: true };
}
writeFileSync(join(here, "truth.json"), `${JSON.stringify(truth, null, 1)}\n`);
await browser.close();
console.log(`${Object.keys(truth).length} fixtures written to ${images}`);
