import { latestNotifications, type Notification, unreadCount, withoutRepeatedDue } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";

/**
 * Every notification on the device, newest first: the synced ones and the due notices this device
 * wrote (a notice the server also sent shows once, as the server's; a workshop's reminder of an item
 * stands for the device's own notice of it). Undefined while opening.
 */
export function useNotifications(): Notification[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const [synced, notices] = await Promise.all([db.notifications.toArray(), db.notices.toArray()]);
    const ids = new Set(synced.map((notification) => notification._id));
    return withoutRepeatedDue([...synced, ...notices.filter((notice) => !ids.has(notice._id))]).sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
  }, [db]);
}

export function useBell() {
  const all = useNotifications() ?? [];
  return { latest: latestNotifications(all), unread: unreadCount(all) };
}
