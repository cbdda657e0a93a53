import { latestNotifications, type Notification, unreadCount } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../../shared/sync/context.js";
import type { OdoDatabase } from "../../shared/sync/db.js";
import { commitMutation } from "../../shared/sync/mutations.js";

/** Every notification on the device, newest first; undefined while the database opens. */
export function useNotifications(): Notification[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.notifications.orderBy("createdAt").reverse().toArray(), [db]);
}

export function useBell() {
  const all = useNotifications() ?? [];
  return { latest: latestNotifications(all), unread: unreadCount(all) };
}

/** Unread → read on click (SPEC §4), on the device at once and on the server when it syncs. */
export async function markRead(db: OdoDatabase, notification: Notification): Promise<void> {
  if (notification.read) return;
  await commitMutation(db, "notification.read", { notificationId: notification._id }, [
    { table: "notifications", key: notification._id, value: { ...notification, read: true } },
  ]);
}
