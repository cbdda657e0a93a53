import type { VehicleDue } from "@odo/domain";
import { dueNoticeId, dueNoticeParams, type Notification } from "@odo/domain";
import type { OdoDatabase } from "./db.js";

/**
 * Writes a notice for each item that reached a level it had not reached before on this device
 * (nor in a notification from the server, which shares the id); returns the new ones.
 */
export async function writeNotices(
  db: OdoDatabase,
  userId: string,
  due: readonly VehicleDue[],
  now: Date,
): Promise<Notification[]> {
  const fresh: Notification[] = [];
  await db.transaction("rw", [db.notices, db.notifications], async () => {
    const ids = due.map(({ vehicle, item }) => dueNoticeId(userId, vehicle._id, item.occurrence, item.level));
    // Read at once, not one item after another: a workshop's first sync brings thousands.
    const [notices, notifications] = await Promise.all([db.notices.bulkGet(ids), db.notifications.bulkGet(ids)]);
    const told = new Set(ids.filter((_, index) => notices[index] || notifications[index]));
    due.forEach(({ vehicle, item }, index) => {
      const id = ids[index] ?? "";
      if (told.has(id)) return;
      told.add(id);
      fresh.push({
        _id: id,
        message: "",
        key: "due",
        params: dueNoticeParams(vehicle, item),
        read: false,
        createdAt: now.toISOString(),
      });
    });
    await db.notices.bulkAdd(fresh.map((notice) => ({ ...notice, shown: false })));
  });
  return fresh;
}

/** Where a due notice leads when tapped. */
export const noticeUrl = (notice: Notification) => `/vehicle/${String(notice.params?.vehicleId ?? "")}`;

/** A notice this device has shown as a system notification: it is not shown again. */
export async function markNoticeShown(db: OdoDatabase, id: string): Promise<void> {
  await db.notices.update(id, { shown: true });
}
