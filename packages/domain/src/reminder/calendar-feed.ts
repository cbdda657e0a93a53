import { dayKey } from "../format/calendar.js";
import { dayMs, toTime } from "../shared/dates.js";
import type { DueItem } from "./due.js";

/**
 * The calendar feed (issue 52): what is due as all-day events a calendar app subscribes to. An
 * event's alarm rings at `alarmHour` the day before; a projected km date further than
 * `horizonDays` is left out (a bike ridden once a month would fill the next decade).
 */
export const calendarFeed = {
  alarmHour: 9,
  horizonDays: 730,
  /** A calendar app asks again after this; most poll far less often whatever the feed says. */
  refreshHours: 6,
  /** The feed's secret, in the URL: the bytes of its HMAC, as base64url. */
  tokenLength: 43,
} as const;

export interface CalendarEvent {
  /** Stable for one cycle of one item: a moved projection updates the event, a new cycle is a new one. */
  uid: string;
  vehicleId: string;
  vehicleName: string;
  item: DueItem;
  /** `yyyy-mm-dd` in the owner's zone. */
  day: string;
  /** The day comes from the km/day pace, not from a date. */
  projected: boolean;
  /** The day already passed (or the km): shown on today, so it is seen. */
  overdue: boolean;
}

/** The day an item falls due, and whether it was projected from the pace; null when it cannot be said. */
function dueDay(item: DueItem): { time: number; projected: boolean } | null {
  const dated = item.dueDate === null ? null : toTime(item.dueDate);
  const projected = item.projection && "date" in item.projection ? toTime(item.projection.date) : null;
  if (dated !== null && (projected === null || dated <= projected)) return { time: dated, projected: false };
  if (projected !== null) return { time: projected, projected: true };
  // A km item already passed has no projection left: it is due now.
  return item.kmLeft !== null && item.kmLeft <= 0 ? { time: Number.NEGATIVE_INFINITY, projected: false } : null;
}

/**
 * The feed's events for a garage's due items (every level, not just pressing ones), earliest first.
 * Pure: the server's feed and its tests read it alike.
 */
export function calendarEvents(
  garage: readonly { vehicle: { _id: string; fullname: string }; items: readonly DueItem[] }[],
  now: Date,
  timeZone: string,
): CalendarEvent[] {
  const today = dayKey(now, timeZone);
  const horizon = now.getTime() + calendarFeed.horizonDays * dayMs;
  const events: CalendarEvent[] = [];
  for (const { vehicle, items } of garage) {
    for (const item of items) {
      const due = dueDay(item);
      if (!due || due.time > horizon) continue;
      const day = due.time === Number.NEGATIVE_INFINITY ? today : dayKey(new Date(due.time), timeZone);
      const overdue = day <= today && item.level === "overdue";
      events.push({
        uid: `${vehicle._id}.${item.occurrence}`,
        vehicleId: vehicle._id,
        vehicleName: vehicle.fullname,
        item,
        day: overdue || day < today ? today : day,
        projected: due.projected,
        overdue,
      });
    }
  }
  return events.sort((a, b) => a.day.localeCompare(b.day) || a.uid.localeCompare(b.uid));
}
