import {
  comingDueWindowsDays,
  comingDueWithin,
  dueItems,
  dueItemsFor,
  dueNoticeParams,
  type SentShopReminder,
  type ShopReminderInput,
  shopReminderChannels,
  shopReminderLimits,
  shopReminderNoticeId,
} from "@odo/domain";
import { dueNoticeText } from "@odo/words";
import { and, eq, gt, sql } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { shopReminders, shops, vehicles } from "../db/schema.js";
import { lockUserForCount } from "../db/user-lock.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { insertNotification } from "../inbox/inbox.js";
import { queueNotice } from "../notifications/queue-notice.js";
import { recipient } from "../notifications/scheduler-repository.js";
import type { Requester } from "../requester.js";
import { vehicleAccess } from "../store/access.js";
import { vehicleHistory } from "../store/vehicle-history.js";

const widestWindowDays = Math.max(...comingDueWindowsDays);

/**
 * `POST /shops/reminders`: a workshop reminds an owner of something coming due on a vehicle they
 * share with it. It reaches the owner as their own notices do (the app's inbox; push and mail as
 * they chose, push held back through quiet hours), once per item's occurrence, whoever asks.
 * The share is the owner's consent: without it the vehicle is not the shop's to see (404).
 */
export async function remindOwner(
  deps: AppDeps,
  actor: Requester,
  input: ShopReminderInput,
): Promise<SentShopReminder> {
  const { vehicle, role } = await vehicleAccess(deps.db, actor, input.vehicleId);
  const shop = firstRow(await deps.db.select().from(shops).where(eq(shops.ownerId, actor.id)));
  if (role !== "workshop" || !shop) throw new ApiError("FORBIDDEN");
  const owner = await recipient(deps.db, vehicle.user._id);
  if (!owner) throw new ApiError("VEHICLE_NOT_FOUND");
  const now = deps.clock();
  const history = await vehicleHistory(deps.db, vehicle._id);
  // What the workshop's role sees of the vehicle, as its panel lists it (no insurance, no taxes).
  const items = dueItemsFor(
    role,
    dueItems(vehicle, { ...history, country: owner.country }, history.reminders, now, owner.settings.timeZone),
  );
  const item = comingDueWithin(items, widestWindowDays, now).find((candidate) => candidate.id === input.itemId);
  if (!item) throw new ApiError("DUE_ITEM_NOT_FOUND");
  const sentAt = now.toISOString();
  // A limit per shop and owner, decided once across processes (the owner's row is the lock): a
  // date moved back and forth starts a new occurrence, and must not start a new stream of messages.
  await lockUserForCount(deps.db, owner.id);
  const [lately] = await deps.db
    .select({ count: sql<number>`count(*)` })
    .from(shopReminders)
    .innerJoin(vehicles, eq(vehicles.id, shopReminders.vehicleId))
    .where(
      and(
        eq(shopReminders.sentBy, actor.id),
        eq(vehicles.ownerId, owner.id),
        gt(shopReminders.sentAt, new Date(now.getTime() - shopReminderLimits.weekMs).toISOString()),
      ),
    );
  if (Number(lately?.count ?? 0) >= shopReminderLimits.perOwnerPerWeek) throw new ApiError("SHOP_REMINDER_LIMIT");
  const stored = await deps.db
    .insert(shopReminders)
    .values({ vehicleId: vehicle._id, occurrence: item.occurrence, sentBy: actor.id, sentAt })
    .onConflictDoNothing()
    .returning({ occurrence: shopReminders.occurrence });
  if (stored.length === 0) throw new ApiError("ALREADY_REMINDED");

  const id = shopReminderNoticeId(owner.id, vehicle._id, item.occurrence);
  // Which shop reminds, and how to reach it.
  const params = { ...dueNoticeParams(vehicle, item), shop: shop.name, shopPhone: shop.phone };
  const said = dueNoticeText(params, owner.lang);
  await insertNotification(
    deps,
    owner.id,
    { key: "due", params, message: said ? `${said.title}: ${said.body}` : vehicle.fullname },
    id,
  );
  const channels = shopReminderChannels(owner.settings, vehicle._id);
  await queueNotice(deps, owner, id, { notificationId: id, params }, channels, now);
  return { vehicleId: vehicle._id, occurrence: item.occurrence, sentAt };
}

/** `GET /shops/reminders`: what this shop has reminded owners of, so the panel shows it as sent. */
export async function sentShopReminders(deps: AppDeps, actor: Requester): Promise<SentShopReminder[]> {
  const rows = await deps.db.select().from(shopReminders).where(eq(shopReminders.sentBy, actor.id));
  return rows.map(({ vehicleId, occurrence, sentAt }) => ({ vehicleId, occurrence, sentAt }));
}
