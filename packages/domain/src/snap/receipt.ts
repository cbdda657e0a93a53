import type { Country } from "../app/regions.js";
import { foldedText } from "../shared/text.js";
import { type Currency, currencies, type VolumeUnit } from "../units/units.js";
import { numberCandidates, numberWritingOf } from "./number-writing.js";
import { fittingSale, type Sale, type SaleUnit } from "./sale-gate.js";

/** Where the figures come from: a printed receipt's text lines, or a pump's display rows, top to bottom. */
export type SaleDocument = { kind: "receipt"; lines: readonly string[] } | { kind: "display"; rows: readonly string[] };

/** The owner's side of a reading: where they live, their currency and volume unit, and what the form logs. */
export interface SaleContext {
  country: Country;
  currency: Currency;
  volumeUnit: VolumeUnit;
  energy: "fuel" | "electricity";
}

/** A document's sale, checked; or why none of its three figures is filled. */
export type SaleReading =
  | { sale: Sale; currency: Currency; currencyStated: boolean }
  | { sale: null; reason: "noFigures" | "noFit" };

type Role = "quantity" | "price" | "amount";

/** A label's words in the languages receipts come in: a figure takes the role of the label before it. */
const labels: [Role, RegExp][] = [
  ["price", /\b(precio|price|p\/?u\b|ppu|unitario|preco|prix)/g],
  ["amount", /\b(total|importe|monto|a pagar|valor|venta|sale|amount|cobrado)/g],
  [
    "quantity",
    /\b(galones|galon|gallons?|litros?|liters?|litres?|lts?|volumen|volume|cantidad|qty|kwh|energia|energy)\b/g,
  ],
];

/** The label nearest before `at` in a line, else the line's first (a label after its figure: "42,15 Litros"). */
function labelAt(text: string, at: number): Role | undefined {
  const found = labels
    .flatMap(([role, pattern]) => [...text.matchAll(pattern)].map((match) => ({ role, index: match.index ?? 0 })))
    .sort((a, b) => a.index - b.index);
  return (found.filter((label) => label.index < at).at(-1) ?? found[0])?.role;
}
const unitWords: [SaleUnit, RegExp][] = [
  ["kWh", /\bkwh\b/],
  ["usGal", /\b(gal|gals|galon|galones|gallons?|g)\b/],
  ["l", /\b(l|lt|lts|litro|litros|liters?|litres?)\b/],
];
/** A unit written right after a figure ("42,15 L"), or a price's "/L", "€/L", "$/gal". */
const after = {
  perUnit: /^\s*(€|\$|bs\.?)?\s*\/\s*(kwh|gal|galon|l|lt|litro)\b/,
  unit: /^\s*(kwh|gal|gals|galones|galon|gallons?|l|lt|lts|litros?|liters?|litres?)\b/,
};
const figure = /\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?/g;

function unitIn(text: string): SaleUnit | undefined {
  return unitWords.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The currency a receipt names: a code, or a sign only one currency uses ("€", "Bs.", "B/."). */
function statedCurrency(text: string): Currency | undefined {
  if (/€|\beur\b/.test(text)) return "EUR";
  if (/\bbs\.?(?=\s|\d|$)|\bves\b/.test(text)) return "VES";
  if (/\bb\/\./.test(text)) return "PAB";
  return currencies.find((code) => new RegExp(`\\b${code.toLowerCase()}\\b`).test(text));
}

/**
 * A receipt's figures by their role: a figure followed by a unit is the quantity, one followed by
 * "/L" the unit price; any other takes its line's label. Lines with no label and no unit (the
 * station's tax number, the date) are passed over.
 */
function receiptCandidates(lines: readonly string[], context: SaleContext) {
  const writing = numberWritingOf(context.country);
  const found: Record<Role, number[]> = { quantity: [], price: [], amount: [] };
  let unit: SaleUnit | undefined;
  let currency: Currency | undefined;
  for (const line of lines) {
    const text = foldedText(line);
    currency ??= statedCurrency(text);
    for (const match of text.matchAll(figure)) {
      const at = match.index ?? 0;
      const rest = text.slice(at + match[0].length);
      const perUnit = after.perUnit.exec(rest);
      const role: Role | undefined = perUnit ? "price" : after.unit.test(rest) ? "quantity" : labelAt(text, at);
      if (!role) continue;
      if (role === "quantity") unit ??= unitIn(after.unit.exec(rest)?.[1] ?? text);
      if (role === "price" && perUnit) unit ??= unitIn(perUnit[2] ?? "");
      // "Subtotal" and a tax line's figures are amounts that are not what was paid: the total's come first.
      const list = found[role];
      const values = numberCandidates(match[0].trim(), writing);
      if (role === "amount" && /\btotal\b/.test(text) && !/subtotal/.test(text)) list.unshift(...values);
      else list.push(...values);
    }
  }
  return { found, unit, currency };
}

/**
 * The refuel a document says, checked before anything is filled (issue "Snap to log"): a pump's
 * display rows are the amount, the quantity and the unit price, top to bottom, as pumps show them; a
 * receipt's figures are found by their labels and units, in the country's way of writing numbers.
 * Only three figures that agree (quantity × price = amount, `fittingSale`) fill the form.
 */
export function documentSale(document: SaleDocument, context: SaleContext): SaleReading {
  const ownUnit: SaleUnit = context.energy === "electricity" ? "kWh" : context.volumeUnit;
  if (document.kind === "display") {
    const writing = numberWritingOf(context.country);
    const [amount, quantity, price] = document.rows.map((row) => numberCandidates(row, writing));
    if (document.rows.length !== 3 || !amount?.length || !quantity?.length || !price?.length) {
      return { sale: null, reason: "noFigures" };
    }
    const sale = fittingSale({ amount, quantity, price }, ownUnit, context.currency);
    return sale ? { sale, currency: context.currency, currencyStated: false } : { sale: null, reason: "noFit" };
  }
  const { found, unit, currency } = receiptCandidates(document.lines, context);
  if (found.quantity.length === 0 || found.price.length === 0 || found.amount.length === 0) {
    return { sale: null, reason: "noFigures" };
  }
  // Panama's balboa is the dollar by law (B/. 1 = US$ 1): a receipt in balboas is in the owner's dollars.
  const paidIn = currency === "PAB" && context.currency === "USD" ? "USD" : (currency ?? context.currency);
  const sale = fittingSale(found, unit ?? ownUnit, paidIn);
  return sale ? { sale, currency: paidIn, currencyStated: currency !== undefined } : { sale: null, reason: "noFit" };
}
