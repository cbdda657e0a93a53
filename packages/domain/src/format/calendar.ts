import { dayMs } from "../shared/dates.js";
import { partValue } from "./intl-cache.js";

/**
 * Calendar days and months as a person in `timeZone` sees them. Passing the zone (the browser's,
 * or UTC on the server) keeps these pure: a refuel at 20:00 on 31 October in Panama counts in
 * October there, even though it is 1 November in UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (cached === undefined) {
    cached = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** `yyyy-mm-dd` of the instant in the zone. */
export function dayKey(date: Date, timeZone = "UTC"): string {
  // The server's zone, read on every due date of every vehicle a reminder run looks at: the ISO
  // text is the same day without the cost of Intl's parts.
  if (timeZone === "UTC") return date.toISOString().slice(0, 10);
  const parts = formatter(timeZone).formatToParts(date);
  return `${partValue(parts, "year")}-${partValue(parts, "month")}-${partValue(parts, "day")}`;
}

/** `yyyy-mm` of the instant in the zone. */
export function monthKey(date: Date, timeZone = "UTC"): string {
  return dayKey(date, timeZone).slice(0, 7);
}

/** No zone is more than 14 hours from UTC: an instant a day outside a month's UTC span is not in it. */

/**
 * A test of whether an instant (ISO) falls in `month` (`yyyy-mm`) as seen in the zone. Instants
 * far from the month are refused from their number alone; only those near it are placed on the
 * calendar, which is what costs (a ten-year history has a handful per month).
 */
export function inMonthOf(month: string, timeZone = "UTC"): (iso: string) => boolean {
  const [year = 0, monthNumber = 0] = month.split("-").map(Number);
  const from = Date.UTC(year, monthNumber - 1, 1) - dayMs;
  const to = Date.UTC(year, monthNumber, 1) + dayMs;
  return (iso) => {
    const time = Date.parse(iso);
    return time >= from && time < to && monthKey(new Date(time), timeZone) === month;
  };
}

/** Whole calendar days from `earlier` to `later` in the zone (0 on the same day). */
export function calendarDaysBetween(earlier: Date, later: Date, timeZone = "UTC"): number {
  const start = Date.parse(`${dayKey(earlier, timeZone)}T00:00:00Z`);
  const end = Date.parse(`${dayKey(later, timeZone)}T00:00:00Z`);
  return Math.round((end - start) / dayMs);
}

/** The instant `months` calendar months after `iso` (UTC), on the last day when the month is shorter. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

/** A wall-clock time as a person in a zone reads it, as in other apps' exports (no zone written). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(partValue(parts, type));
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - (instant - (instant % 1000));
}

/**
 * The instant a wall-clock time in `timeZone` stands for. Two passes settle the zone's offset
 * across a daylight-saving change; a time skipped by the change reads as the hour after it.
 */
export function wallTimeToIso(time: WallTime, timeZone = "UTC"): string {
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second ?? 0);
  let instant = asUtc - offsetMs(asUtc, timeZone);
  instant = asUtc - offsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}
