import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/open.js";
import { type UserRow, users } from "../db/schema.js";

export function userById(db: Db, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** Usernames are matched without regard to case. */
export function userByUsername(db: Db, username: string): UserRow | undefined {
  return db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).get();
}

export function userByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export function userByGoogleSubject(db: Db, subject: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.googleSubject, subject)).get();
}

export function updateUser(db: Db, id: string, patch: Partial<UserRow>, now: Date): UserRow | undefined {
  return db
    .update(users)
    .set({ ...patch, updatedAt: now.toISOString() })
    .where(eq(users.id, id))
    .returning()
    .get();
}

/** Whether a failed insert broke the unique index with this name. */
export function violatesUnique(error: unknown, index: string): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    error.code === "SQLITE_CONSTRAINT_UNIQUE" &&
    error.message.includes(index)
  );
}
