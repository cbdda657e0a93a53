import { z } from "zod";
import { listSizes } from "../app/constants.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";

/** What a notification says, rendered in the reader's language (docs/architecture.md "Reminders"). */
export const notificationKeys = [
  "vehicleGiven",
  "vehicleReceived",
  "shareGranted",
  "visitEnded",
  "due",
  /** A plan paid for (card or voucher) or chosen: `plan` is the new one. */
  "planChanged",
  /** A paid plan's time is over and the account is on free: `plan` is the one that ended. */
  "planEnded",
  /** A safety recall found for a vehicle: `vehicle`, `campaign`, `component` and `reference` (its source and number, "TC 2015239"). */
  "recallFound",
] as const;
export type NotificationKey = (typeof notificationKeys)[number];
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  _id: idSchema,
  /** The text in the language it was written in, for rows without a key (and older apps). */
  message: z.string(),
  key: z.enum(notificationKeys).nullable().optional(),
  params: notificationParamsSchema.optional(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** `PATCH /users/notifications/read` and the `notification.read` mutation. */
export const notificationReadSchema = z.object({ notificationId: idSchema });

const newestFirst = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt);

/**
 * Every notification once: a workshop's reminder of an item stands for the owner's own notice of
 * the same item on the same vehicle (they said the same thing twice in the bell).
 */
export function withoutRepeatedDue(notifications: readonly Notification[]): Notification[] {
  const fromShops = new Set(
    notifications
      .filter((notification) => notification.key === "due" && typeof notification.params?.shop === "string")
      .map((notification) => `${notification.params?.vehicleId}|${notification.params?.item}`),
  );
  return notifications.filter(
    (notification) =>
      notification.key !== "due" ||
      typeof notification.params?.shop === "string" ||
      !fromShops.has(`${notification.params?.vehicleId}|${notification.params?.item}`),
  );
}

/** The bell dropdown's rows: the 5 newest (SPEC §9). */
export function latestNotifications(
  notifications: readonly Notification[],
  limit: number = listSizes.notificationDropdown,
): Notification[] {
  return [...notifications].sort(newestFirst).slice(0, limit);
}

/** The badge shows while any notification is unread; recomputed after each read (SPEC §4). */
export function unreadCount(notifications: readonly Pick<Notification, "read">[]): number {
  return notifications.filter((notification) => !notification.read).length;
}
