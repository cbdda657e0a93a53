import {
  type Country,
  defaultNotificationSettings,
  type NotificationChannel,
  type NotificationSettings,
} from "@odo/domain";
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { jsonField, jsonIsTrue } from "../db/json.js";
import { builtOnce } from "../db/prepared.js";
import { rawRows } from "../db/raw.js";
import {
  changeLog,
  dueDeliveries,
  dueSchedule,
  pushSubscriptions,
  schedulerState,
  users,
  vehicles,
} from "../db/schema.js";

const stateName = "reminders";

/**
 * Takes (or keeps) the scheduler's lease until `until`: true for exactly one holder at a time,
 * whatever the number of server processes on the database.
 */
export async function claimLease(db: Db, holder: string, now: Date, until: Date): Promise<boolean> {
  await db.insert(schedulerState).values({ name: stateName }).onConflictDoNothing();
  const claimed = await db
    .update(schedulerState)
    .set({ holder, leaseUntil: until.toISOString() })
    .where(
      and(
        eq(schedulerState.name, stateName),
        or(
          isNull(schedulerState.leaseUntil),
          lt(schedulerState.leaseUntil, now.toISOString()),
          eq(schedulerState.holder, holder),
        ),
      ),
    )
    .returning({ name: schedulerState.name });
  return claimed.length === 1;
}

/** Lets another process take over at once (at shutdown). */
export async function releaseLease(db: Db, holder: string): Promise<void> {
  await db
    .update(schedulerState)
    .set({ leaseUntil: null })
    .where(and(eq(schedulerState.name, stateName), eq(schedulerState.holder, holder)));
}

const historyEntities = ["vehicle", "maintenance", "refuel", "expense", "reminder", "user"] as const;

/**
 * Marks for evaluation now every vehicle whose data changed since the last run (read from the
 * change log, so every way of writing counts), and every vehicle of a user who changed their
 * settings. The first run on a database marks every vehicle.
 */
export async function scheduleChangedVehicles(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const state = firstRow(await db.select().from(schedulerState).where(eq(schedulerState.name, stateName)));
  const lastSeq =
    firstRow(await db.select({ seq: sql<number | null>`max(${changeLog.seq})` }).from(changeLog))?.seq ?? 0;
  if (state?.changeSeq === null || state?.changeSeq === undefined) {
    const all = await rawRows(
      db,
      sql`insert into due_schedule (vehicle_id, next_at) select id, ${at} from vehicles where true
      on conflict (vehicle_id) do update set next_at = excluded.next_at returning vehicle_id`,
    );
    await db.update(schedulerState).set({ changeSeq: lastSeq }).where(eq(schedulerState.name, stateName));
    return all.length;
  }
  if (lastSeq <= state.changeSeq) return 0;
  const changed = await db
    .selectDistinct({
      vehicleId: sql<string | null>`case ${changeLog.entity} when 'vehicle' then ${changeLog.entityId}
        when 'user' then null else ${jsonField(db, changeLog.data, "vehicle")} end`,
      userId: sql<string | null>`case ${changeLog.entity} when 'user' then ${changeLog.entityId} else null end`,
    })
    .from(changeLog)
    .where(
      and(gt(changeLog.seq, state.changeSeq), lte(changeLog.seq, lastSeq), inArray(changeLog.entity, historyEntities)),
    );
  const vehicleIds = new Set(changed.flatMap((row) => (row.vehicleId ? [row.vehicleId] : [])));
  const userIds = changed.flatMap((row) => (row.userId ? [row.userId] : []));
  if (userIds.length > 0) {
    for (const row of await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.ownerId, userIds))) {
      vehicleIds.add(row.id);
    }
  }
  for (const vehicleId of vehicleIds) await scheduleVehicle(db, vehicleId, now);
  await db.update(schedulerState).set({ changeSeq: lastSeq }).where(eq(schedulerState.name, stateName));
  return vehicleIds.size;
}

const scheduleQuery = builtOnce((db) =>
  db
    .insert(dueSchedule)
    .values({ vehicleId: sql.placeholder("vehicleId"), nextAt: sql.placeholder("nextAt") })
    .onConflictDoUpdate({ target: dueSchedule.vehicleId, set: { nextAt: sql`excluded.next_at` } })
    .prepare(),
);

/** Looks at the vehicle again at `at`. */
export async function scheduleVehicle(db: Db, vehicleId: string, at: Date): Promise<void> {
  await scheduleQuery(db).run({ vehicleId, nextAt: at.toISOString() });
}

export async function unscheduleVehicle(db: Db, vehicleId: string): Promise<void> {
  await db.delete(dueSchedule).where(eq(dueSchedule.vehicleId, vehicleId));
}

/** Vehicles whose evaluation time has come, the longest waiting first. */
export async function vehiclesToEvaluate(db: Db, now: Date, limit: number): Promise<string[]> {
  return (
    await db
      .select({ vehicleId: dueSchedule.vehicleId })
      .from(dueSchedule)
      .where(lte(dueSchedule.nextAt, now.toISOString()))
      .orderBy(asc(dueSchedule.nextAt))
      .limit(limit)
  ).map((row) => row.vehicleId);
}

export interface Recipient {
  id: string;
  email: string;
  name: string;
  lang: "en" | "es";
  /** Where they live: its law sets the minimum tread of their tyres. */
  country: Country;
  settings: NotificationSettings;
  active: boolean;
}

const recipientQuery = builtOnce((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lang: users.lang,
      country: users.country,
      settings: users.notificationSettings,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

export async function recipient(db: Db, userId: string): Promise<Recipient | undefined> {
  const row = await recipientQuery(db).get({ userId });
  return row && { ...row, settings: row.settings ?? defaultNotificationSettings };
}

/** Users who asked for the weekly digest. */
export async function digestReaders(db: Db): Promise<Recipient[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(jsonIsTrue(db, users.notificationSettings, "digest"));
  const readers: Recipient[] = [];
  for (const row of rows) {
    const reader = await recipient(db, row.id);
    if (reader) readers.push(reader);
  }
  return readers;
}

export async function deliveryExists(
  db: Db,
  userId: string,
  occurrence: string,
  channel: NotificationChannel,
): Promise<boolean> {
  return (
    firstRow(
      await db
        .select({ state: dueDeliveries.state })
        .from(dueDeliveries)
        .where(
          and(
            eq(dueDeliveries.userId, userId),
            eq(dueDeliveries.occurrence, occurrence),
            eq(dueDeliveries.channel, channel),
          ),
        ),
    ) !== undefined
  );
}

export type DeliveryRow = typeof dueDeliveries.$inferSelect;

/**
 * Deliveries ready to go: pending ones whose time has come, and ones left `sending` by a process
 * that stopped mid-send once its lease has passed (`not_before` was set to the lease's end), so
 * nobody else is sending them.
 */
export async function readyDeliveries(db: Db, now: Date, limit: number): Promise<DeliveryRow[]> {
  return await db
    .select()
    .from(dueDeliveries)
    .where(and(inArray(dueDeliveries.state, ["pending", "sending"]), lte(dueDeliveries.notBefore, now.toISOString())))
    .orderBy(asc(dueDeliveries.notBefore))
    .limit(limit);
}

const deliveryKey = (row: Pick<DeliveryRow, "userId" | "occurrence" | "channel">) =>
  and(
    eq(dueDeliveries.userId, row.userId),
    eq(dueDeliveries.occurrence, row.occurrence),
    eq(dueDeliveries.channel, row.channel),
  );

export async function markDelivery(
  db: Db,
  row: Pick<DeliveryRow, "userId" | "occurrence" | "channel">,
  change: Partial<Pick<DeliveryRow, "state" | "attempts" | "notBefore" | "sentAt" | "deliveredTo">>,
): Promise<void> {
  await db.update(dueDeliveries).set(change).where(deliveryKey(row));
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function saveSubscription(db: Db, row: PushSubscriptionRow): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt },
    });
}

export async function removeSubscription(db: Db, endpoint: string, userId?: string): Promise<boolean> {
  const where = userId
    ? and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))
    : eq(pushSubscriptions.endpoint, endpoint);
  return (
    (await db.delete(pushSubscriptions).where(where).returning({ endpoint: pushSubscriptions.endpoint })).length === 1
  );
}
