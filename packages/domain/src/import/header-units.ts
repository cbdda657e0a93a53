import { type Currency, currencies, type DistanceUnit, type VolumeUnit } from "../units/units.js";
import { headerKey } from "./source-values.js";

/** The units a header names for its column's values (`Odômetro (km)`, `Цена / л`, `Total (R$)`). */
export interface HeaderUnits {
  distance?: DistanceUnit | undefined;
  volume?: VolumeUnit | undefined;
  currency?: Currency | undefined;
}

/**
 * Unit words as the apps write them in their eight languages, compared by `headerKey` (so `Km`,
 * `KM` and `km.` are one word). A price column's unit is its volume (`Preço / L`, `Cost/Gallon`).
 */
const distanceWords: Record<string, DistanceUnit> = Object.fromEntries([
  ...["km", "км", "kms", "kilometers", "kilometres", "kilometros", "quilometros", "kilometer", "kilometre"].map(
    (word) => [word, "km"] as const,
  ),
  ...["chilometri", "kilometry", "километры", "километров"].map((word) => [word, "km"] as const),
  ...["mi", "mile", "miles", "millas", "milhas", "мили", "миль", "meilen", "miglia", "mil"].map(
    (word) => [word, "mi"] as const,
  ),
]);
const volumeWords: Record<string, VolumeUnit> = Object.fromEntries([
  ...["l", "л", "lt", "lts", "ltr", "liter", "liters", "litre", "litres", "litros", "litro", "литры", "литров"].map(
    (word) => [word, "l"] as const,
  ),
  ...["litri", "litry", "litrow"].map((word) => [word, "l"] as const),
  ...[
    "gal",
    "gallon",
    "gallons",
    "galon",
    "galones",
    "galao",
    "galoes",
    "us gal",
    "us gallons",
    "галлон",
    "галлоны",
  ].map((word) => [word, "usGal"] as const),
  ...["imp gal", "uk gal", "imperial gallons", "uk gallons", "gal uk", "gal imp"].map(
    (word) => [word, "ukGal"] as const,
  ),
]);
/** Money signs that name one currency; `$` alone does not: it is the sign of a dozen currencies. */
const currencySigns: readonly [string, Currency][] = [
  ["R$", "BRL"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["₽", "RUB"],
  ["руб", "RUB"],
  ["zł", "PLN"],
  ["S/", "PEN"],
  ["₡", "CRC"],
];

/** The currency a cell or a header's unit names by its sign or its ISO code, if it names one. */
export function currencyInText(text: string): Currency | undefined {
  const sign = currencySigns.find(([written]) => text.includes(written));
  if (sign) return sign[1];
  return currencyCodes.find(([, pattern]) => pattern.test(text))?.[0];
}

const currencyCodes = currencies.map((code) => [code, new RegExp(`(^|[^A-Za-z])${code}([^A-Za-z]|$)`)] as const);

/** Words after a unit mark that name no unit Odo converts but are units all the same. */
const otherUnitWords = new Set(["%", "min", "мин", "kwh", "квтч", "h", "ч", "optional", "opcional", "opcion"]);

interface UnitWord {
  distance?: DistanceUnit;
  volume?: VolumeUnit;
  currency?: Currency;
  other?: true;
}

function unitWord(text: string): UnitWord | undefined {
  const raw = text.trim().toLowerCase();
  const key = headerKey(text);
  const distance = distanceWords[key];
  if (distance) return { distance };
  const volume = volumeWords[key];
  if (volume) return { volume };
  const currency = currencyInText(text.trim()) ?? currencyInText(text.trim().toUpperCase());
  if (currency) return { currency };
  if (raw === "$") return { other: true };
  if (otherUnitWords.has(raw) || otherUnitWords.has(key)) return { other: true };
  return undefined;
}

/** A header cut into its name and the unit written after it, if any. */
interface SplitHeader {
  name: string;
  unit?: UnitWord | undefined;
}

/**
 * Splits the unit off a header: in parentheses or brackets at its end (`Odometer (mi)`, any text
 * there is taken for a unit or a remark like `(optional)`), or after a comma or a slash when what
 * follows is a unit word (`Пробег, км`, `Цена / л`, `Cost/Gallon`).
 */
function splitHeader(text: string): SplitHeader {
  const trimmed = text
    .replace(/^\uFEFF/, "")
    .trim()
    .replace(/^["']+|["']+$/g, "")
    .trim();
  const bracketed = /^(.*?)\s*[([]([^()[\]]*)[)\]]\s*$/.exec(trimmed);
  if (bracketed?.[1]) return { name: bracketed[1], unit: unitWord(bracketed[2] ?? "") ?? { other: true } };
  const marked = /^(.*?)\s*[,/]\s*([^,/]+)$/.exec(trimmed);
  if (marked?.[1]) {
    const unit = unitWord(marked[2] ?? "");
    if (unit) return { name: marked[1], unit };
  }
  return { name: trimmed };
}

/** A header's name without its unit, reduced for matching (`"Odômetro (km)"` → `odometro`). */
export function headerName(text: string): string {
  return headerKey(splitHeader(text).name);
}

/** The units a header names, after its name or as its name, if it names any. */
export function headerUnits(text: string): HeaderUnits {
  const { name, unit } = splitHeader(text);
  if (unit) return { distance: unit.distance, volume: unit.volume, currency: unit.currency };
  // A column named by its unit (`Litros`, `Gallons`, fuelly.com's `km`) holds values in it.
  const named = unitWord(name);
  return { distance: named?.distance, volume: named?.volume };
}
