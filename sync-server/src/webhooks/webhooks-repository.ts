import { webhookLogLength } from "@odo/domain";
import { and, asc, count, desc, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { webhookDeliveries, webhooks } from "../db/schema.js";

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export function webhooksOf(db: Db, userIds: readonly string[]): Promise<WebhookRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhooks)
    .where(inArray(webhooks.userId, [...userIds]))
    .orderBy(asc(webhooks.createdAt));
}

export async function webhookById(db: Db, id: string): Promise<WebhookRow | undefined> {
  return firstRow(await db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1));
}

export async function webhookCount(db: Db, userId: string): Promise<number> {
  return firstRow(await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId)))?.n ?? 0;
}

export async function insertWebhook(db: Db, row: WebhookRow): Promise<void> {
  await db.insert(webhooks).values(row);
}

export async function deleteWebhook(db: Db, userId: string, id: string): Promise<number> {
  return (
    await db
      .delete(webhooks)
      .where(and(eq(webhooks.userId, userId), eq(webhooks.id, id)))
      .returning()
  ).length;
}

export async function setWebhookState(db: Db, id: string, state: Pick<WebhookRow, "failuresInARow" | "disabledAt">) {
  await db.update(webhooks).set(state).where(eq(webhooks.id, id));
}

/** The endpoint's last deliveries, newest first: what its owner sees. */
export function deliveryLog(db: Db, webhookId: string): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(webhookLogLength);
}

export async function pendingCount(db: Db, webhookId: string): Promise<number> {
  const pending = and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.state, "pending"));
  return firstRow(await db.select({ n: count() }).from(webhookDeliveries).where(pending))?.n ?? 0;
}

export async function insertDelivery(db: Db, row: WebhookDeliveryRow): Promise<void> {
  await db.insert(webhookDeliveries).values(row);
}

/** Keeps an endpoint's finished deliveries to the log's length; pending ones all stay. */
export async function trimLog(db: Db, webhookId: string): Promise<void> {
  const kept = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(webhookLogLength);
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        notInArray(webhookDeliveries.state, ["pending"]),
        notInArray(webhookDeliveries.id, kept),
      ),
    );
}

/** Deliveries whose next attempt has come, oldest first. */
export function dueDeliveries(db: Db, now: Date, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.state, "pending"), lte(webhookDeliveries.nextAttemptAt, now.toISOString())))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
}

/**
 * Takes a delivery for one attempt: its next attempt moves to `until`, so another process (or the
 * next round) leaves it alone. False when someone else took it first.
 */
export async function claimDelivery(db: Db, row: WebhookDeliveryRow, until: Date): Promise<boolean> {
  const taken = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: until.toISOString() })
    .where(
      and(
        eq(webhookDeliveries.id, row.id),
        eq(webhookDeliveries.state, "pending"),
        sql`${webhookDeliveries.nextAttemptAt} = ${row.nextAttemptAt}`,
      ),
    )
    .returning();
  return taken.length === 1;
}

export async function recordAttempt(
  db: Db,
  id: string,
  outcome: Pick<WebhookDeliveryRow, "state" | "attempts" | "lastStatus" | "nextAttemptAt">,
): Promise<void> {
  await db.update(webhookDeliveries).set(outcome).where(eq(webhookDeliveries.id, id));
}
