import { type Country, countryCodes } from "../app/regions.js";
import { numberFormat } from "../format/intl-cache.js";

/** How numbers are written where a receipt was printed: "1.234,56" in Spain and Colombia, "1,234.56" in Panama. */
export interface NumberWriting {
  decimal: "," | ".";
  group: "," | "." | " ";
}

/** Countries of the Americas whose own language is not Spanish: their locale's numbers are another's. */
const localeLanguage: Partial<Record<Country, string>> = {
  brazil: "pt",
  haiti: "fr",
  suriname: "nl",
  usa: "en",
  canada: "en",
  belize: "en",
  jamaica: "en",
  bahamas: "en",
  barbados: "en",
  trinidadAndTobago: "en",
  antiguaAndBarbuda: "en",
  dominica: "en",
  grenada: "en",
  saintKittsAndNevis: "en",
  saintLucia: "en",
  saintVincent: "en",
  guyana: "en",
};

/** The country's own way of writing numbers, from its locale's data (CLDR): no table of our own to drift. */
export function numberWritingOf(country: Country): NumberWriting {
  const code = countryCodes[country];
  const locale = code ? `${localeLanguage[country] ?? "es"}-${code}` : "en";
  const parts = numberFormat(locale, { useGrouping: true }).formatToParts(12_345.6);
  const decimal = parts.find((part) => part.type === "decimal")?.value === "," ? "," : ".";
  const groupMark = parts.find((part) => part.type === "group")?.value ?? ",";
  const group = groupMark === "." ? "." : groupMark === "," ? "," : " ";
  return { decimal, group };
}

const digitsOnly = /^\d+$/;
const grouped = (parts: string[]) =>
  parts.length > 1 && /^\d{1,3}$/.test(parts[0] ?? "") && parts.slice(1).every((part) => /^\d{3}$/.test(part));

/**
 * What a number read off a receipt or a display can mean, most likely first. "1.234,56" has one
 * meaning; "9.874" is 9.874 and also 9,874 where "." groups thousands (a Colombian pump shows pesos
 * so), "156.997" too; the writing of the country decides which comes first. Nothing for a text
 * that is no number.
 */
export function numberCandidates(text: string, writing: NumberWriting): number[] {
  const bare = text.replaceAll(/[\s\u00a0\u202f]/g, writing.group === " " ? "" : " ").trim();
  if (!/^\d[\d.,]*$/.test(bare)) return [];
  const marks = [...new Set(bare.replaceAll(/\d/g, ""))];
  if (marks.length === 0) return [Number(bare)];
  if (marks.length === 2) {
    // Both marks: the last one is the decimal mark, the other groups.
    const decimal = bare.lastIndexOf(",") > bare.lastIndexOf(".") ? "," : ".";
    const [whole = "", fraction = "", ...rest] = bare.split(decimal);
    const groups = whole.split(decimal === "," ? "." : ",");
    if (rest.length > 0 || !grouped(groups) || !digitsOnly.test(fraction)) return [];
    return [Number(`${groups.join("")}.${fraction}`)];
  }
  const mark = marks[0] as "," | ".";
  const parts = bare.split(mark);
  const asDecimal = parts.length === 2 && parts.every((part) => digitsOnly.test(part)) ? [Number(parts.join("."))] : [];
  const asGroups = grouped(parts) ? [Number(parts.join(""))] : [];
  const ordered = mark === writing.decimal ? [...asDecimal, ...asGroups] : [...asGroups, ...asDecimal];
  return [...new Set(ordered)];
}
