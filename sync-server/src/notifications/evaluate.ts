import {
  capabilitiesByRole,
  digestOpen,
  dueItems,
  dueItemsOver,
  dueNoticeId,
  dueNoticeParams,
  isoWeekKey,
  type NotificationParams,
  nextDueChange,
  notifiesOn,
  openRecalls,
  pressingItems,
  recallNoticeParams,
  type Vehicle,
} from "@odo/domain";
import { dueNoticeText } from "@odo/words";
import type { AppDeps } from "../deps.js";
import { addDelivery } from "../inbox/deliveries.js";
import { insertNotification } from "../inbox/inbox.js";
import { findVehicle, sharesOf, vehiclesOwnedBy, vehiclesSharedWith } from "../store/repository.js";
import { vehicleHistory } from "../store/vehicle-history.js";
import { vehicleView } from "../store/views.js";
import { queueWebhookMessage, webhookVehicle } from "../webhooks/queue-message.js";
import { webhooksOf } from "../webhooks/webhooks-repository.js";
import { queueNotice } from "./queue-notice.js";
import {
  deliveryExists,
  type Recipient,
  recipient,
  scheduleVehicle,
  unscheduleVehicle,
} from "./scheduler-repository.js";

/** How far ahead a vehicle's dates are looked at; with no change in sight it is looked at again then. */
export const evaluationHorizonMs = 7 * 86_400_000;

/**
 * Looks at one vehicle for its owner and its household: each item that reached a new level becomes
 * a notification for each of them (which syncs to their devices) and, in the same transaction, one
 * delivery per channel each turned on, in their own quiet hours. Then schedules the next look: the
 * next minute a date turns an item, or the horizon. Returns how many notices it wrote.
 */
export async function evaluateVehicle(deps: AppDeps, vehicleId: string, now: Date): Promise<number> {
  const row = await findVehicle(deps.db, vehicleId);
  const owner = row && (await recipient(deps.db, row.ownerId));
  if (!row || !owner) {
    await unscheduleVehicle(deps.db, vehicleId);
    return 0;
  }
  const vehicle = vehicleView(row);
  const history = await vehicleHistory(deps.db, vehicleId);
  const evaluate = dueItemsOver(
    vehicle,
    { ...history, country: owner.country },
    history.reminders,
    owner.settings.timeZone,
  );
  let written = 0;
  const household = (await sharesOf(deps.db, vehicleId)).filter(
    (share) => capabilitiesByRole[share.role].receivesReminders,
  );
  const readers = [owner];
  for (const share of household) {
    const member = await recipient(deps.db, share.userId);
    if (member) readers.push(member);
  }
  const pressing = pressingItems(evaluate(now));
  for (const reader of readers) {
    if (reader.settings.mutedVehicles.includes(vehicleId)) continue;
    for (const item of pressing) if (await notifyOnce(deps, reader, vehicle, item, now)) written += 1;
  }
  const next = nextDueChange(evaluate, now, evaluationHorizonMs);
  await scheduleVehicle(deps.db, vehicleId, next ?? new Date(now.getTime() + evaluationHorizonMs));
  return written;
}

async function notifyOnce(
  deps: AppDeps,
  owner: Recipient,
  vehicle: Vehicle,
  item: Parameters<typeof dueNoticeParams>[1],
  now: Date,
): Promise<boolean> {
  const id = dueNoticeId(owner.id, vehicle._id, item.occurrence, item.level);
  const params = dueNoticeParams(vehicle, item);
  const said = dueNoticeText(params, owner.lang);
  const notification = await insertNotification(
    deps,
    owner.id,
    { key: "due", params, message: said ? `${said.title}: ${said.body}` : vehicle.fullname },
    id,
  );
  // Already told (a run before a restart, or another process): nothing more to send.
  if (!notification) return false;
  const channels = (["push", "email"] as const).filter((channel) =>
    notifiesOn(owner.settings, channel, vehicle._id, item.level),
  );
  await queueNotice(deps, owner, id, { notificationId: id, params }, channels, now);
  // Scripts hear of it once too, in the same unit as the notification.
  const data = { vehicle: webhookVehicle(vehicle), item };
  await queueWebhookMessage(deps.db, await webhooksOf(deps.db, [owner.id]), "item.due", data, now);
  return true;
}

/**
 * What the weekly digest lists for a reader: for each of their unmuted vehicles, its open safety
 * recalls first (a week in, one not yet repaired is still worth saying), then every pressing item.
 */
async function digestItems(deps: AppDeps, reader: Recipient, now: Date): Promise<NotificationParams[]> {
  const items: NotificationParams[] = [];
  const household = (await vehiclesSharedWith(deps.db, reader.id)).filter(
    (shared) => capabilitiesByRole[shared.role].receivesReminders,
  );
  const rows = [...(await vehiclesOwnedBy(deps.db, reader.id)), ...household.map((shared) => shared.row)];
  for (const row of rows) {
    if (reader.settings.mutedVehicles.includes(row.id)) continue;
    const vehicle = vehicleView(row);
    const history = await vehicleHistory(deps.db, row.id);
    const owner = row.ownerId === reader.id ? reader : await recipient(deps.db, row.ownerId);
    const tyres = { ...history, country: owner?.country ?? reader.country };
    for (const report of history.recalls) {
      const open = openRecalls(report, history.maintenances);
      items.push(...open.map((recall) => recallNoticeParams(vehicle, report.source, recall)));
    }
    const pressing = pressingItems(dueItems(vehicle, tyres, history.reminders, now, reader.settings.timeZone));
    items.push(...pressing.map((item) => dueNoticeParams(vehicle, item)));
  }
  return items;
}

/**
 * Queues this week's digest for a reader once Monday 08:00 has come where they live; a week with
 * nothing coming up is recorded as skipped, so it is not looked at again.
 */
export async function queueDigest(deps: AppDeps, reader: Recipient, now: Date): Promise<boolean> {
  if (!reader.active || !digestOpen(now, reader.settings.timeZone)) return false;
  const occurrence = `digest:${isoWeekKey(now, reader.settings.timeZone)}`;
  if (await deliveryExists(deps.db, reader.id, occurrence, "email")) return false;
  const items = await digestItems(deps, reader, now);
  const delivery = {
    userId: reader.id,
    occurrence,
    channel: "email" as const,
    payload: { items },
    notBefore: now,
    now,
  };
  return (await addDelivery(deps.db, delivery, items.length > 0 ? "pending" : "skipped")) && items.length > 0;
}
