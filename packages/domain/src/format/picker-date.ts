import { datePicker } from "../app/constants.js";
import { dayKey } from "./calendar.js";
import { dateTimeFormat, partValue } from "./intl-cache.js";

/**
 * An instant in the date picker's pattern (SPEC §9: `MMM dd, yyyy HH:mm`), month names in the
 * user's language and the clock in 24 hours, as a person in `timeZone` reads it. The pattern is
 * the spec's, whatever order the locale would choose, so the field reads the same in both
 * languages ("Nov 23, 2026 16:47", "nov 23, 2026 16:47").
 */
export function pickerDateText(date: Date, locale: string, timeZone = "UTC"): string {
  const parts = dateTimeFormat(locale, {
    timeZone,
    year: "numeric",
    month: "short",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => partValue(parts, type);
  const tokens: Record<string, string> = {
    MMM: part("month").replace(/\.$/, ""),
    dd: part("day"),
    yyyy: part("year"),
    HH: part("hour"),
    mm: part("minute"),
  };
  return datePicker.format.replace(/MMM|dd|yyyy|HH|mm/g, (token) => tokens[token] ?? token);
}

/** The years the picker offers (SPEC §9 "year list of 12"): this one and the eleven before it. */
export function pickerYears(now: Date, timeZone = "UTC"): { first: number; last: number } {
  const last = Number(dayKey(now, timeZone).slice(0, 4));
  return { first: last - datePicker.yearListLength + 1, last };
}
