import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { apiKeys } from "../db/schema.js";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function apiKeysOf(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt));
}

export async function apiKeyCount(db: Db, userId: string): Promise<number> {
  return firstRow(await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId)))?.n ?? 0;
}

export async function insertApiKey(db: Db, row: ApiKeyRow): Promise<void> {
  await db.insert(apiKeys).values(row);
}

export async function deleteApiKey(db: Db, userId: string, id: string): Promise<number> {
  return (
    await db
      .delete(apiKeys)
      .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id)))
      .returning()
  ).length;
}

export async function apiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  return firstRow(await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1));
}

export async function touchApiKey(db: Db, id: string, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now.toISOString() }).where(eq(apiKeys.id, id));
}
