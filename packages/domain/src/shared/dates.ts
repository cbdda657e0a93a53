import { z } from "zod";

/** Dates travel as ISO 8601 strings with a zone (what `Date.prototype.toISOString` gives). */
/** A day in milliseconds: dates here are instants, a day 24 hours of them. */
export const dayMs = 86_400_000;

export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalidDate"),
});
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/**
 * The dates Odo takes at all: a vehicle's life fits between these. A date in year 9999 made the
 * newest reading of a timeline and moved an owner's odometer; one in 1900 started a series that
 * logged 1,522 payments. Each entry's own bound against today is its mutator's (`dateAhead`).
 */
export const dateLimits = {
  earliest: Date.UTC(1900, 0, 1),
  latest: Date.UTC(2200, 0, 1),
  /** An entry may be dated this far past the clock of whoever logs it: another time zone, a slow clock. */
  entryAheadMs: 24 * 3_600_000,
  /** A payment (without a reading) may be logged this far ahead, as when insurance is paid in advance. */
  paymentAheadMs: 366 * 24 * 3_600_000,
} as const;

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
  .refine(
    (value) => {
      const time = Date.parse(value);
      return time >= dateLimits.earliest && time < dateLimits.latest;
    },
    { error: "dateOutOfRange" },
  )
  // Stored in UTC, so instants compare as text (the server orders a timeline with SQL).
  .transform((value) => new Date(value).toISOString());

/** Whether `date` lies further past `now` than `aheadMs` allows: an entry logged for a day that has not come. */
export function dateAhead(date: string, now: string, aheadMs: number = dateLimits.entryAheadMs): boolean {
  return toTime(date) > toTime(now) + aheadMs;
}

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
