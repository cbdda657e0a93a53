import { type CalendarEvent, calendarFeed, type DistanceUnit, dayMs, type Language } from "@odo/domain";
import { calendarEventWords, calendarName } from "@odo/words";
import ical, { ICalAlarmType } from "ical-generator";

const hourSeconds = 3_600;

/**
 * The feed as iCalendar text: one all-day event per due item, with an alarm at `alarmHour` the day
 * before in the reader's own zone (an all-day event has no zone: the calendar app reads its day
 * where the phone is).
 */
export function calendarIcs(
  events: readonly CalendarEvent[],
  reader: { lang: Language; timeZone: string; distance: DistanceUnit },
  publicUrl: string,
  now: Date,
): string {
  const calendar = ical({
    name: calendarName(reader.lang),
    prodId: { company: "Odo", product: "due", language: reader.lang.toUpperCase() },
    ttl: calendarFeed.refreshHours * hourSeconds,
  });
  calendar.x([{ key: "X-WR-TIMEZONE", value: reader.timeZone }]);
  const alarmBefore = (24 - calendarFeed.alarmHour) * hourSeconds;
  for (const event of events) {
    const link = `${publicUrl}/vehicle/${event.vehicleId}`;
    const words = calendarEventWords(event, reader.lang, reader.distance, link);
    const start = new Date(`${event.day}T00:00:00.000Z`);
    calendar.createEvent({
      id: `${event.uid}@odo`,
      start,
      end: new Date(start.getTime() + dayMs),
      allDay: true,
      stamp: now,
      summary: words.summary,
      description: words.description,
      url: link,
      alarms: [{ type: ICalAlarmType.display, trigger: alarmBefore, description: words.alarm }],
    });
  }
  return calendar.toString();
}
