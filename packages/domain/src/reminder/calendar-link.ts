import { z } from "zod";
import { timeZoneSchema } from "../notification/settings.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { calendarFeed } from "./calendar-feed.js";

/** `GET /calendar/{userId}/{secret}.ics`: the feed's address; anything else is a 404. */
export const calendarFeedParamsSchema = z.object({
  userId: idSchema,
  file: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${calendarFeed.tokenLength}}\\.ics$`), { error: "notFound" }),
});

/** `GET /users/calendar`: the owner's feed, if they made one. */
export const calendarLinkSchema = z.object({
  /** For calendar apps that subscribe by a click (Apple's, Outlook's, Thunderbird). */
  webcal: z.string(),
  /** For those that take a pasted address (Google Calendar's "From URL"). */
  https: z.string(),
  createdAt: isoDateTimeSchema,
  lastFetchedAt: isoDateTimeSchema.nullable(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/**
 * `POST /users/calendar`: the zone the feed's days are read in, the phone's when it is made (else
 * the one of the notification settings, which is UTC until the owner saves them).
 */
export const calendarLinkRequestSchema = z.object({ timeZone: timeZoneSchema.optional() }).nullish();
