import { and, asc, eq, ne } from "drizzle-orm";
import { changeFeedOf } from "../db/change-feed.js";
import type { Db } from "../db/connection.js";
import { sessions } from "../db/schema.js";

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The user's sessions, the one used longest ago first. */
export async function sessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  return await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.lastSeenAt));
}

export async function touchSession(db: Db, sid: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at.toISOString() }).where(eq(sessions.id, sid));
}

/**
 * Ends sessions of `userId`: the one named, or every one but `keep`. Their devices are signed out
 * at their next request, and their open event streams are told once the unit commits.
 */
export async function deleteSessions(
  db: Db,
  userId: string,
  which: { only: string } | { allBut: string | undefined },
): Promise<number> {
  const chosen =
    "only" in which
      ? eq(sessions.id, which.only)
      : which.allBut === undefined
        ? undefined
        : ne(sessions.id, which.allBut);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), chosen))
    .returning({ id: sessions.id });
  changeFeedOf(db).sessionsEnded(userId);
  return ended.length;
}
