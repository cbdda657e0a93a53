import { z } from "zod";
import { addMonths } from "../format/calendar.js";
import { isoDateTimeSchema, todayHorizon, toTime } from "../shared/dates.js";
import { expenseLimits } from "./categories.js";

/**
 * How an expense repeats: every N calendar months from the date of the expense that starts the
 * series, until a date or not. Each occurrence is an entry of its own, confirmed by the owner (or
 * logged by the app when `autoLog`); `skipped` are occurrences the owner said did not happen.
 */
export const recurrenceSchema = z.object({
  everyMonths: z.number().int().min(1).max(expenseLimits.everyMonthsMax),
  until: isoDateTimeSchema.nullable(),
  autoLog: z.boolean(),
  skipped: z.array(z.number().int().min(1)),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** An occurrence of a series: its number (the first expense is 0) and the date it falls on. */
export interface Occurrence {
  index: number;
  date: string;
}

/**
 * The date of occurrence `index`, counted from the series' first date each time, so a series
 * started on 31 January falls on 28 or 29 February and again on 31 March (never drifting to the 28th).
 */
export function occurrenceDate(start: string, recurrence: Pick<Recurrence, "everyMonths">, index: number): string {
  return addMonths(start, index * recurrence.everyMonths);
}

/** Occurrences from the second on whose date is up to `through` and within the series' end. */
function occurrencesThrough(start: string, recurrence: Recurrence, through: number): Occurrence[] {
  const end = recurrence.until === null ? through : Math.min(through, toTime(recurrence.until));
  const found: Occurrence[] = [];
  for (let index = 1; ; index++) {
    const date = occurrenceDate(start, recurrence, index);
    if (toTime(date) > end) return found;
    found.push({ index, date });
  }
}

/**
 * The occurrences of a series that have come (today's included) and are not logged nor skipped, oldest first: what
 * the owner is asked to confirm. Never invented: an occurrence is logged only when confirmed (or by
 * an owner who chose `autoLog`). At most the latest `expenseLimits.missedListed`.
 */
export function pendingOccurrences(
  series: { date: string; recurrence: Recurrence | null },
  loggedIndexes: readonly number[],
  now: Date,
): Occurrence[] {
  if (!series.recurrence) return [];
  const done = new Set([...loggedIndexes, ...series.recurrence.skipped]);
  return occurrencesThrough(series.date, series.recurrence, todayHorizon(now))
    .filter((occurrence) => !done.has(occurrence.index))
    .slice(-expenseLimits.missedListed);
}

/** The occurrences falling after `from` and up to `to` (the forecast's months). */
export function occurrencesBetween(
  series: { date: string; recurrence: Recurrence | null },
  from: Date,
  to: Date,
): Occurrence[] {
  if (!series.recurrence) return [];
  return occurrencesThrough(series.date, series.recurrence, to.getTime()).filter(
    (occurrence) => toTime(occurrence.date) > from.getTime(),
  );
}

/**
 * The id of occurrence `index` of a series, the same on every device: two phones that both log it
 * while offline write one entry. A UUID of version 8 (RFC 9562's custom layout) made of the series'
 * id and the occurrence's number, so it never meets an id of version 7 the devices make.
 */
export function occurrenceId(seriesId: string, index: number): string {
  const suffix = index.toString(16).padStart(4, "0").slice(-4);
  return `${seriesId.slice(0, 14)}8${seriesId.slice(15, 32)}${suffix}`;
}
