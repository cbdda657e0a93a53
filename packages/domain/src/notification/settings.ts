import { z } from "zod";
import { partValue } from "../format/intl-cache.js";
import { type DueLevel, dueLevels } from "../reminder/due.js";
import { idSchema } from "../shared/ids.js";

/** Where reminders reach a user when the app is closed. */
export const notificationChannels = ["push", "email"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "invalidTime" });

/** An IANA zone the runtime knows ("America/Panama"); quiet hours and the digest follow it. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: "invalidOption" },
  );

/** At most this many vehicles muted (a business garage's whole fleet fits). */
export const mutedVehiclesMax = 1_000;

/** How reminders reach a user away from the app; part of the user, synced like their name. */
export const notificationSettingsSchema = z
  .object({
    /** Web Push to the devices the user subscribed. */
    push: z.boolean(),
    /** A mail when an item falls due or is overdue. */
    email: z.boolean(),
    /** A mail each week listing what is coming up. */
    digest: z.boolean(),
    /** Vehicles that never notify (they still show in the app's lists). */
    mutedVehicles: z.array(idSchema).max(mutedVehiclesMax),
    /** No push between these local times; what falls in them waits until they end. */
    quietHours: z.object({ from: timeOfDaySchema, to: timeOfDaySchema }).nullable(),
    timeZone: timeZoneSchema,
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The night, when the user first turns quiet hours on. */
export const defaultQuietHours = { from: "22:00", to: "07:00" };

/** Nothing leaves the app until the user asks for it; nights are quiet once they do. */
export const defaultNotificationSettings: NotificationSettings = {
  push: false,
  email: false,
  digest: false,
  mutedVehicles: [],
  quietHours: defaultQuietHours,
  timeZone: "UTC",
};

/**
 * A new account's settings: the defaults, in the zone its phone was in at sign-up (so a Panama
 * owner's "due today" turns at her midnight before she ever opens these settings).
 */
export function newAccountNotificationSettings(timeZone: string | undefined): NotificationSettings {
  return timeZone ? { ...defaultNotificationSettings, timeZone } : defaultNotificationSettings;
}

/** Which levels each channel tells about: push at every step, a mail once it is due. */
export const channelLevels: Record<NotificationChannel, readonly DueLevel[]> = {
  push: dueLevels.filter((level) => level !== "ok"),
  email: ["due", "overdue"],
};

/** Whether an item of `vehicleId` reaching `level` goes out on `channel`. */
export function notifiesOn(
  settings: NotificationSettings,
  channel: NotificationChannel,
  vehicleId: string,
  level: DueLevel,
): boolean {
  return settings[channel] && !settings.mutedVehicles.includes(vehicleId) && channelLevels[channel].includes(level);
}

/** The wall-clock parts of `moment` in `timeZone`. */
function localParts(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => partValue(parts, type);
  return {
    year: Number(part("year")),
    month: Number(part("month")),
    day: Number(part("day")),
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
    weekday: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(part("weekday")),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const minuteMs = 60_000;

/**
 * When a push may go out: `now`, or the end of the quiet hours `now` falls in. Quiet hours may
 * cross midnight (22:00–07:00); equal ends mean none.
 */
export function quietHoursEnd(settings: Pick<NotificationSettings, "quietHours" | "timeZone">, now: Date): Date {
  const quiet = settings.quietHours;
  if (!quiet) return now;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return now;
  const current = localParts(now, settings.timeZone).minutes;
  const inside = from < to ? current >= from && current < to : current >= from || current < to;
  if (!inside) return now;
  const waitMinutes = (to - current + 24 * 60) % (24 * 60);
  // Whole minutes from the current local minute; seconds already past count against the wait.
  const startOfMinute = now.getTime() - (now.getTime() % minuteMs);
  return new Date(startOfMinute + waitMinutes * minuteMs);
}

/** The weekly digest goes out once per ISO week, from Monday 08:00 in the user's zone. */
export const digestStart = { weekday: 0, minutes: 8 * 60 } as const;

/** The ISO week `now` falls in, in `timeZone` ("2026-W48"). */
export function isoWeekKey(now: Date, timeZone: string): string {
  const local = localParts(now, timeZone);
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day));
  // The week belongs to the year its Thursday falls in.
  date.setUTCDate(date.getUTCDate() + 3 - local.weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.floor((date.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Whether this week's digest may go out now (from Monday 08:00 local on). */
export function digestOpen(now: Date, timeZone: string): boolean {
  const local = localParts(now, timeZone);
  return local.weekday > digestStart.weekday || local.minutes >= digestStart.minutes;
}

/** The longest push endpoint kept; browsers' are a few hundred characters. */
export const pushEndpointMaxLength = 2_048;

/**
 * A browser's push service (RFC 8030) is reached over HTTPS only. The server also refuses an
 * endpoint whose host is not on the public internet, when it subscribes and when it sends.
 */
export const pushEndpointSchema = z.url({ protocol: /^https$/, error: "httpsUrl" }).max(pushEndpointMaxLength);

/**
 * Browsers a user may have receive their pushes at once: a new one past this replaces their
 * oldest, so no one account can make the scheduler wait on more.
 */
export const pushSubscriptionsPerUser = 10;

/** `POST /users/push-subscriptions`: what `PushSubscription.toJSON()` gives a browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/, { error: "invalidOption" }),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}=*$/, { error: "invalidOption" }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
