import {
  type CalendarLink,
  calendarEvents,
  capabilitiesByRole,
  type DueItem,
  defaultNotificationSettings,
  dueItems,
  dueItemsFor,
  preferredUnits,
} from "@odo/domain";
import { type AppDeps, reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { vehiclesOwnedBy, vehiclesSharedWith } from "../store/repository.js";
import { vehicleHistory } from "../store/vehicle-history.js";
import { vehicleView } from "../store/views.js";
import { userById } from "../users/users-repository.js";
import { feedSecret, newFeedNonce, secretMatches } from "./feed-secret.js";
import { deleteFeed, feedFetched, feedOf, replaceFeed } from "./feeds-repository.js";
import { calendarIcs } from "./ics.js";

/** The feed's addresses for its owner, or null without one. */
async function linkOf(deps: AppDeps, userId: string): Promise<CalendarLink | null> {
  const [feed, user] = [await feedOf(deps.db, userId), await userById(deps.db, userId)];
  if (!feed || !user) return null;
  const secret = feedSecret(deps.config.tokenEncryptionKey, feed, user.passwordHash);
  const https = `${deps.config.publicUrl}/api/calendar/${userId}/${secret}.ics`;
  return {
    https,
    webcal: https.replace(/^https?:/, "webcal:"),
    createdAt: feed.createdAt,
    lastFetchedAt: feed.lastFetchedAt,
  };
}

/** `GET /users/calendar`. */
export function calendarLink(deps: ServerDeps, actor: Requester): Promise<CalendarLink | null> {
  return reading(deps, (unit) => linkOf(unit, actor.id));
}

/** `POST /users/calendar`: a new address; the old one, if any, stops answering. */
export function renewCalendarLink(deps: ServerDeps, actor: Requester, timeZone?: string): Promise<CalendarLink> {
  return writing(deps, async (unit) => {
    await replaceFeed(unit.db, actor.id, { nonce: newFeedNonce(), timeZone: timeZone ?? null }, deps.clock());
    const link = await linkOf(unit, actor.id);
    if (!link) throw new ApiError("UNAUTHORIZED");
    return link;
  });
}

/** `DELETE /users/calendar`. */
export async function revokeCalendarLink(deps: ServerDeps, actor: Requester): Promise<void> {
  const deleted = await writing(deps, ({ db }) => deleteFeed(db, actor.id));
  if (deleted === 0) throw new ApiError("CALENDAR_NOT_FOUND");
}

/** Every vehicle the user follows the reminders of, and what is coming up for each. */
async function garageItems(
  deps: AppDeps,
  userId: string,
  country: Parameters<typeof dueItems>[1]["country"],
  timeZone: string,
) {
  const followed = [
    ...(await vehiclesOwnedBy(deps.db, userId)).map((row) => ({ row, role: "owner" as const })),
    ...(await vehiclesSharedWith(deps.db, userId)).filter(({ role }) => capabilitiesByRole[role].receivesReminders),
  ];
  const garage: { vehicle: { _id: string; fullname: string }; items: DueItem[] }[] = [];
  for (const { row, role } of followed) {
    const vehicle = vehicleView(row);
    const history = await vehicleHistory(deps.db, vehicle._id);
    const facts = { ...history, ...(country ? { country } : {}) };
    garage.push({
      vehicle,
      items: dueItemsFor(role, dueItems(vehicle, facts, history.reminders, deps.clock(), timeZone)),
    });
  }
  return garage;
}

/**
 * `GET /calendar/{userId}/{secret}.ics`: the feed, for whoever holds its address (a calendar app
 * sends no session). A wrong, revoked or outdated secret is a 404 like an unknown address.
 */
export async function calendarFeedText(deps: ServerDeps, userId: string, secret: string): Promise<string> {
  const now = deps.clock();
  const text = await reading(deps, async (unit) => {
    const [feed, user] = [await feedOf(unit.db, userId), await userById(unit.db, userId)];
    const expected = feed && user?.active ? feedSecret(deps.config.tokenEncryptionKey, feed, user.passwordHash) : "";
    if (!feed || !user || !expected || !secretMatches(expected, secret)) throw new ApiError("CALENDAR_NOT_FOUND");
    const timeZone = feed.timeZone ?? (user.notificationSettings ?? defaultNotificationSettings).timeZone;
    const events = calendarEvents(await garageItems(unit, userId, user.country, timeZone), now, timeZone);
    const reader = { lang: user.lang, timeZone, distance: preferredUnits(user).distance };
    return calendarIcs(events, reader, deps.config.publicUrl, now);
  });
  await writing(deps, ({ db }) => feedFetched(db, userId, now));
  return text;
}
