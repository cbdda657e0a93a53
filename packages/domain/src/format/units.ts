import type { Language } from "../app/constants.js";
import { numberFormat } from "./intl-cache.js";

const number = (lang: Language, decimals: { min: number; max: number }) =>
  numberFormat(lang, { minimumFractionDigits: decimals.min, maximumFractionDigits: decimals.max });

/** Amounts are dollars with two decimals (SPEC §9): "$1,234.50" / "$1234,50". */
export function formatAmount(amount: number, lang: Language): string {
  return `$${number(lang, { min: 2, max: 2 }).format(amount)}`;
}

/** Litres read "lts" in Spanish (SPEC §9) and "L" in English, its usual symbol there. */
export function formatLitres(litres: number, lang: Language): string {
  return `${number(lang, { min: 0, max: 3 }).format(litres)} ${lang === "en" ? "L" : "lts"}`;
}

/** Distances read "km" (SPEC §9). */
export function formatKm(km: number, lang: Language): string {
  return `${number(lang, { min: 0, max: 2 }).format(km)} km`;
}

/** A file's size as the user reads it: "240 kB", "3.4 MB", "1.2 GB" (binary steps, as phones show). */
export function formatBytes(bytes: number, locale: string): string {
  const steps = [
    ["byte", 1],
    ["kilobyte", 1_024],
    ["megabyte", 1_048_576],
    ["gigabyte", 1_073_741_824],
  ] as const;
  const [unit, size] = [...steps].reverse().find(([, step]) => bytes >= step) ?? steps[0];
  const value = bytes / size;
  return numberFormat(locale, {
    style: "unit",
    unit,
    // CLDR's short byte is "byte" whatever the count ("46 byte"); the long form says "46 bytes".
    unitDisplay: unit === "byte" ? "long" : "short",
    maximumFractionDigits: value < 10 && unit !== "byte" ? 1 : 0,
  }).format(value);
}
