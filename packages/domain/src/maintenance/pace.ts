import { dayMs, toTime } from "../shared/dates.js";
import type { KmReading } from "./odometer.js";

/** A pace is read from the readings of the last 180 days, spanning at least 14 of them. */
export const paceWindow = { days: 180, minSpanDays: 14 } as const;

/** How fast a vehicle is driven, or why that cannot be said. */
export type Pace = { kmPerDay: number } | { reason: "tooFewReadings" | "notMoving" };

/**
 * The vehicle's recent km per day from its dated readings: from the earliest to the latest reading
 * of the last 180 days, when they are at least 14 days apart. Fewer readings, or readings too close
 * together, say nothing reliable about a pace; a vehicle whose km did not grow is not moving.
 */
export function drivingPace(readings: readonly KmReading[], now: Date): Pace {
  const until = now.getTime();
  const since = until - paceWindow.days * dayMs;
  // The earliest and the latest of the window (by time, then km), in one pass: the reminder run
  // asks this of every vehicle a dozen times over (nextDueChange), so nothing is sorted.
  let first: { time: number; km: number } | undefined;
  let last: { time: number; km: number } | undefined;
  for (const reading of readings) {
    if (reading.km === null || reading.km === undefined) continue;
    const time = toTime(reading.date);
    if (time < since || time > until) continue;
    const { km } = reading;
    if (!first || time < first.time || (time === first.time && km < first.km)) first = { time, km };
    if (!last || time > last.time || (time === last.time && km > last.km)) last = { time, km };
  }
  if (!first || !last || last.time - first.time < paceWindow.minSpanDays * dayMs) return { reason: "tooFewReadings" };
  const kmPerDay = (last.km - first.km) / ((last.time - first.time) / dayMs);
  return kmPerDay > 0 ? { kmPerDay } : { reason: "notMoving" };
}

/** When `kmLeft` more km are reached at `pace`: "around 12 March". */
export function projectedDate(kmLeft: number, pace: { kmPerDay: number }, now: Date): string {
  return new Date(now.getTime() + (Math.max(kmLeft, 0) / pace.kmPerDay) * dayMs).toISOString();
}
