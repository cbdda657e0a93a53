import { z } from "zod";

/** Dates travel as ISO 8601 strings with a zone (what `Date.prototype.toISOString` gives). */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalidDate"),
});
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/**
 * Accepts a Date, an ISO string or a `yyyy-mm-dd` form value and gives back an ISO string.
 * A bare calendar date becomes noon UTC, which stays on the same calendar day from UTC−11 to
 * UTC+11, so "insurance due 1 Dec" shows as 1 Dec in Panama and in Madrid alike.
 */
export const dateInputSchema = z
  .preprocess((value) => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
    if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T12:00:00.000Z`;
    return value;
  }, isoDateTimeSchema)
  // Stored in UTC, so instants compare as text (the server orders a timeline with SQL).
  .transform((value) => new Date(value).toISOString());

export function toTime(date: string | Date): number {
  return typeof date === "string" ? Date.parse(date) : date.getTime();
}

/**
 * The last instant a date-only entry (a `yyyy-mm-dd` stored at noon UTC, see `dateInputSchema`) of
 * the user's today can fall on: twelve hours from now. An expense dated today has come, whatever
 * the hour and the zone (from UTC−11 to UTC+11), and one dated tomorrow has not.
 */
export function todayHorizon(now: Date): number {
  return now.getTime() + 12 * 3_600_000;
}
