import { type WallTime, wallTimeToIso } from "../format/calendar.js";
import { comparableWords } from "../shared/text.js";

/**
 * Numbers as other apps write them: `1089.40`, `"$1,089.40"` (LubeLogger's `ToString("C")`),
 * `1.089,40 €`, `40,5`. With both marks the last one is the decimal mark; with one mark seen
 * several times it groups thousands; a single mark is read with the file's `decimalMark`.
 * Returns undefined for a blank cell and NaN for text that is no number.
 */
export function sourceNumber(text: string, decimalMark: "." | "," = "."): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  // Symbols and codes may stand before or after the number, never inside it.
  const body = /^[^\d]*?(\d(?:[\d.,\s'\u00a0\u202f]*\d)?)[^\d]*$/.exec(trimmed)?.[1];
  if (body === undefined) return Number.NaN;
  const negative = /^\(.*\)$/.test(trimmed) || /^[^\d]*-/.test(trimmed);
  const digits = body.replaceAll(/[^\d.,]/g, "");
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  let decimal: "." | "," | undefined;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? "." : ",";
  else if (lastDot >= 0) decimal = digits.split(".").length > 2 ? undefined : decimalMark === "." ? "." : undefined;
  else if (lastComma >= 0) decimal = digits.split(",").length > 2 ? undefined : decimalMark === "," ? "," : undefined;
  const grouping = decimal === "." ? "," : decimal === "," ? "." : /[.,]/g;
  const normal = digits.replaceAll(grouping, "").replace(",", ".");
  if (!/^\d*\.?\d*$/.test(normal) || normal === ".") return Number.NaN;
  const value = Number(normal);
  return negative ? -value : value;
}

/**
 * The decimal mark of a file's number cells: a comma when some cell has a comma that cannot group
 * thousands (`40,5`, `3,1415`) and no cell has a dot after a comma.
 */
export function decimalMarkOf(cells: readonly string[]): "." | "," {
  let commaDecimal = false;
  for (const cell of cells) {
    const digits = cell.replaceAll(/[^\d.,]/g, "");
    if (/,\d*\./.test(digits)) return ".";
    if (/\.\d*,/.test(digits)) commaDecimal = true;
    else if (/^\d*,(\d{1,2}|\d{4,})$/.test(digits)) commaDecimal = true;
  }
  return commaDecimal ? "," : ".";
}

/** The order of day, month and year in a file's dates. */
export type DateOrder = "ymd" | "dmy" | "mdy";

const datePattern =
  /^\s*(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})(?:[T\s,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?)?\s*$/;
const timePattern = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/;

function dateNumbers(text: string): number[] | undefined {
  const match = datePattern.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * The order a file writes its dates in. A 4-digit first number is year first; a first number
 * above 12 is day first, a second one above 12 month first. When every date fits both (all days
 * ≤ 12), the order under which the dates rise with the odometer wins: a car's readings only go up.
 */
export function dateOrderOf(
  dates: readonly { date: string; km?: number | undefined }[],
  preferred: DateOrder = "mdy",
): DateOrder {
  const parsed = dates.flatMap(({ date, km }) => {
    const numbers = dateNumbers(date);
    return numbers ? [{ numbers, km }] : [];
  });
  if (parsed.some(({ numbers }) => (numbers[0] ?? 0) > 31)) return "ymd";
  const dayFirst = parsed.some(({ numbers }) => (numbers[0] ?? 0) > 12);
  const monthFirst = parsed.some(({ numbers }) => (numbers[1] ?? 0) > 12);
  if (dayFirst && !monthFirst) return "dmy";
  if (monthFirst && !dayFirst) return "mdy";
  const inversions = (order: DateOrder) => {
    const dated = parsed
      .filter((entry) => entry.km !== undefined && entry.km > 0)
      .map((entry) => ({ time: Date.parse(calendarIso(entry.numbers, order) ?? ""), km: entry.km ?? 0 }))
      .sort((a, b) => a.time - b.time);
    return dated.filter((entry, index) => index > 0 && entry.km < (dated[index - 1]?.km ?? 0)).length;
  };
  const [dmy, mdy] = [inversions("dmy"), inversions("mdy")];
  if (dmy !== mdy) return dmy < mdy ? "dmy" : "mdy";
  return preferred;
}

function calendarIso(numbers: number[], order: DateOrder): string | undefined {
  const [a = 0, b = 0, c = 0] = numbers;
  const [year, month, day] = order === "ymd" ? [a, b, c] : order === "dmy" ? [c, b, a] : [c, a, b];
  const fullYear = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const check = new Date(Date.UTC(fullYear, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return undefined;
  return `${String(fullYear).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function hours(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === "pm";
  return (hour % 12) + (pm ? 12 : 0);
}

/**
 * The instant of a date cell (and an optional separate time cell), read in `order` as a wall-clock
 * time in `timeZone`. A date without a time is noon UTC, as a form's bare date is, so it stays on
 * its calendar day everywhere. Undefined when the text is no date.
 */
export function sourceDate(text: string, order: DateOrder, timeZone: string, timeText = ""): string | undefined {
  const match = datePattern.exec(text);
  if (!match) return undefined;
  const day = calendarIso([Number(match[1]), Number(match[2]), Number(match[3])], order);
  if (!day) return undefined;
  const time = match[4] ? match : timePattern.exec(timeText);
  const [hourText, minuteText, secondText, meridiem] = match[4]
    ? [match[4], match[5], match[6], match[7]]
    : time
      ? [time[1], time[2], time[3], time[4]]
      : [];
  if (hourText === undefined) return `${day}T12:00:00.000Z`;
  const wall: WallTime = {
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8, 10)),
    hour: hours(Number(hourText), meridiem),
    minute: Number(minuteText),
    second: Number(secondText ?? 0),
  };
  if (wall.hour > 23 || wall.minute > 59) return undefined;
  return wallTimeToIso(wall, timeZone);
}

const truthy = new Set(["1", "true", "yes", "y", "full", "si", "sí", "sim", "да", "tak", "ja", "oui", "x"]);

/** A yes/no cell in any of the languages the apps export in; blank is `fallback`. */
export function sourceFlag(text: string, fallback: boolean): boolean {
  const value = text.trim().toLowerCase();
  if (value === "") return fallback;
  return truthy.has(value);
}

/** A header cell reduced for matching: lower case, no accents, punctuation as single spaces (`Odo (mi)` → `odo mi`). */
export const headerKey = comparableWords;
