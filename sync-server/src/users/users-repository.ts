import type { UserRole } from "@odo/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { type UserRow, users } from "../db/schema.js";
import { statement } from "../db/statements.js";

export async function userById(db: Db, id: string): Promise<UserRow | undefined> {
  return firstRow(await db.select().from(users).where(eq(users.id, id)));
}

/** Usernames are matched without regard to case. */
export async function userByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return firstRow(await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`));
}

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return firstRow(await db.select().from(users).where(eq(users.email, email.toLowerCase())));
}

export async function userByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return firstRow(await db.select().from(users).where(eq(users.googleSubject, subject)));
}

export async function updateUser(db: Db, id: string, patch: Partial<UserRow>, now: Date): Promise<UserRow | undefined> {
  return firstRow(
    await db
      .update(users)
      .set({ ...patch, updatedAt: now.toISOString() })
      .where(eq(users.id, id))
      .returning(),
  );
}

/** Whether a failed insert broke the unique index with this name (SQLite names it in the message). */
export function violatesUnique(error: unknown, index: string): boolean {
  if (!(error instanceof Error) || !("code" in error)) return false;
  if (error.code === "23505") return "constraint_name" in error && error.constraint_name === index;
  return error.code === "SQLITE_CONSTRAINT_UNIQUE" && error.message.includes(index);
}

interface SessionAccount {
  role: UserRole;
  active: number;
  sessionVersion: number;
  /** When the token's session was last seen; null when that session was ended (or the token has none). */
  lastSeenAt: string | null;
}

/**
 * What every authenticated request checks of its account and its session (`sid`, "" for a token
 * from before sessions were kept): prepared once, read on each request.
 */
export async function sessionAccount(db: Db, id: string, sid: string): Promise<SessionAccount | undefined> {
  return statement<SessionAccount>(
    db,
    `SELECT u.role, u.active, u.session_version AS "sessionVersion", s.last_seen_at AS "lastSeenAt"
     FROM users u LEFT JOIN sessions s ON s.id = ? AND s.user_id = u.id WHERE u.id = ?`,
  ).get([sid, id]);
}
