import type { NotificationChannel } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { dueDeliveries } from "../db/schema.js";

/**
 * The deliveries outbox: a notice or mail recorded in the unit that decides it, sent later by the
 * scheduler (notifications/deliver.ts), retried, once per occurrence and channel.
 */
/** Records that an occurrence goes out on a channel; false when it already was (the unique key). */
export async function addDelivery(
  db: Db,
  delivery: {
    userId: string;
    occurrence: string;
    channel: NotificationChannel;
    payload: unknown;
    notBefore: Date;
    now: Date;
  },
  state: "pending" | "skipped" = "pending",
): Promise<boolean> {
  const inserted = await db
    .insert(dueDeliveries)
    .values({
      userId: delivery.userId,
      occurrence: delivery.occurrence,
      channel: delivery.channel,
      state,
      payload: delivery.payload,
      notBefore: delivery.notBefore.toISOString(),
      createdAt: delivery.now.toISOString(),
    })
    .onConflictDoNothing()
    .returning({ userId: dueDeliveries.userId });
  return inserted.length === 1;
}
