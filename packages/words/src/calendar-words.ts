import { type CalendarEvent, type DistanceUnit, formatDistance, type Language } from "@odo/domain";
import { dueItemLine, dueItemName } from "./due-words.js";
import { say } from "./say.js";

const calendarWords = {
  name: /*i18n*/ { id: "calendar.name", message: "Odo: what is due" },
  summary: /*i18n*/ { id: "calendar.summary", message: "{vehicle}: {item}" },
  overdueSummary: /*i18n*/ { id: "calendar.summary.overdue", message: "{vehicle}: {item} (overdue)" },
  projected: /*i18n*/ {
    id: "calendar.projected",
    message: "At your pace of {pace} a day, Odo expects the vehicle to reach {distance} around this day.",
  },
  dated: /*i18n*/ { id: "calendar.dated", message: "Due on this day." },
  alarm: /*i18n*/ { id: "calendar.alarm", message: "Tomorrow: {summary}" },
  open: /*i18n*/ { id: "calendar.open", message: "Open it in Odo: {link}" },
};

/** The feed's name, as the calendar app lists it. */
export function calendarName(lang: Language): string {
  return say(lang, calendarWords.name);
}

/** One event's words: its title, its alarm's, and what the event says of where its day came from. */
export function calendarEventWords(
  event: CalendarEvent,
  lang: Language,
  unit: DistanceUnit,
  link: string,
): { summary: string; alarm: string; description: string } {
  const values = { vehicle: event.vehicleName, item: dueItemName(event.item, lang) };
  const summary = say(lang, event.overdue ? calendarWords.overdueSummary : calendarWords.summary, values);
  const projection = event.item.projection;
  const why =
    event.projected && projection && "date" in projection && event.item.dueKm !== null
      ? say(lang, calendarWords.projected, {
          pace: formatDistance(projection.kmPerDay, unit, lang),
          distance: formatDistance(event.item.dueKm, unit, lang),
        })
      : event.overdue
        ? dueItemLine(event.item, lang)
        : say(lang, calendarWords.dated);
  return {
    summary,
    alarm: say(lang, calendarWords.alarm, { summary }),
    description: `${why}\n\n${say(lang, calendarWords.open, { link })}`,
  };
}
