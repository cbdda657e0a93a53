import { randomBytes } from "node:crypto";
import { type Vehicle, type WebhookEventType, webhookPendingPerEndpoint } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { insertDelivery, pendingCount, trimLog, type WebhookRow } from "./webhooks-repository.js";

/** How a message names the vehicle it is about. */
export const webhookVehicle = (vehicle: Pick<Vehicle, "_id" | "fullname" | "plateNumber">) => ({
  _id: vehicle._id,
  fullname: vehicle.fullname,
  plateNumber: vehicle.plateNumber,
});

/** A message id as the spec's examples have them: `msg_` and random characters. */
const newMessageId = () => `msg_${randomBytes(16).toString("base64url")}`;

/**
 * Queues one message of `type` for each of these endpoints subscribed to it and turned on, in
 * the caller's unit: it is sent once the unit commits, or never if it rolls back. An endpoint with
 * `webhookPendingPerEndpoint` messages still waiting (a receiver down while a script logs in bulk)
 * takes no more until it catches up.
 */
export async function queueWebhookMessage(
  db: Db,
  endpoints: readonly WebhookRow[],
  type: WebhookEventType,
  data: unknown,
  now: Date,
): Promise<number> {
  let queued = 0;
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  for (const endpoint of endpoints) {
    if (endpoint.disabledAt || !endpoint.events.includes(type)) continue;
    if ((await pendingCount(db, endpoint.id)) >= webhookPendingPerEndpoint) continue;
    await insertDelivery(db, {
      id: newMessageId(),
      webhookId: endpoint.id,
      type,
      body,
      state: "pending",
      attempts: 0,
      lastStatus: null,
      createdAt: now.toISOString(),
      nextAttemptAt: now.toISOString(),
    });
    await trimLog(db, endpoint.id);
    queued += 1;
  }
  return queued;
}
