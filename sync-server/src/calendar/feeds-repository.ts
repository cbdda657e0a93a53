import { eq } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { calendarFeeds } from "../db/schema.js";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function feedOf(db: Db, userId: string): Promise<CalendarFeedRow | undefined> {
  return firstRow(await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1));
}

/** A new address for the user's feed: the old one, if any, stops. */
export async function replaceFeed(
  db: Db,
  userId: string,
  feed: { nonce: string; timeZone: string | null },
  now: Date,
): Promise<void> {
  const values = { userId, ...feed, createdAt: now.toISOString(), lastFetchedAt: null };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { ...feed, createdAt: values.createdAt, lastFetchedAt: null },
    });
}

export async function deleteFeed(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
  return deleted.length;
}

export async function feedFetched(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(calendarFeeds).set({ lastFetchedAt: now.toISOString() }).where(eq(calendarFeeds.userId, userId));
}
