import type { Notification } from "@odo/domain";
import type { OdoDatabase } from "./db.js";
import { runMutation } from "./mutations.js";

/** Unread → read on click (SPEC §4), on the device at once and on the server when it syncs. */
export async function markRead(db: OdoDatabase, notification: Notification): Promise<void> {
  if (notification.read) return;
  // A notice only this device wrote is read here; one the server has too is read there as well.
  await db.notices.update(notification._id, { read: true });
  if (!(await db.notifications.get(notification._id))) return;
  await runMutation(db, "notification.read", { notificationId: notification._id });
}
