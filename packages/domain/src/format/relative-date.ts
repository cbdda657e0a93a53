import type { Language } from "../app/constants.js";
import { calendarDaysBetween } from "./calendar.js";
import { dateTimeFormat, relativeTimeFormat } from "./intl-cache.js";

/** Up to this many days back a date reads "N days ago" (SPEC §9). */
export const relativeDaysLimit = 7;

/**
 * SPEC §9 relative dates: today shows the time, yesterday reads "yesterday", up to 7 days back
 * "N days ago", anything else (older, or in the future) a short date. In the user's language, as
 * their country writes it when `locale` names one ("es-PA").
 */
export function relativeDate(date: Date, now: Date, locale: Language | (string & {}), timeZone = "UTC"): string {
  const days = calendarDaysBetween(date, now, timeZone);
  if (days === 0) {
    return dateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" }).format(date);
  }
  if (days >= 1 && days <= relativeDaysLimit) {
    return relativeTimeFormat(locale, { numeric: "auto" }).format(-days, "day");
  }
  return shortDate(date, locale, timeZone);
}

/** As `relativeDate`, in days only: "today", "3 days ago", then the date (when something was last checked). */
export function relativeDay(date: Date, now: Date, locale: Language | (string & {}), timeZone = "UTC"): string {
  const days = calendarDaysBetween(date, now, timeZone);
  if (days >= 0 && days <= relativeDaysLimit)
    return relativeTimeFormat(locale, { numeric: "auto" }).format(-days, "day");
  return shortDate(date, locale, timeZone);
}

/** "Nov 3, 2026" / "3 nov 2026". */
export function shortDate(date: Date, locale: Language | (string & {}), timeZone = "UTC"): string {
  return dateTimeFormat(locale, { timeZone, day: "numeric", month: "short", year: "numeric" }).format(date);
}
