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
    for (const { vehicle, item } of due) {
      const id = dueNoticeId(userId, vehicle._id, item.occurrence, item.level);
      if ((await db.notices.get(id)) || (await db.notifications.get(id))) continue;
      const notice: Notification = {
        _id: id,
        message: "",
        key: "due",
        params: dueNoticeParams(vehicle, item),
        read: false,
        createdAt: now.toISOString(),
      };
      await db.notices.add({ ...notice, shown: false });
      fresh.push(notice);
    }
  });
  return fresh;
}

/** Where a due notice leads when tapped. */
export const noticeUrl = (notice: Notification) => `/vehicle/${String(notice.params?.vehicleId ?? "")}`;

/** A notice this device has shown as a system notification: it is not shown again. */
export async function markNoticeShown(db: OdoDatabase, id: string): Promise<void> {
  await db.notices.update(id, { shown: true });
}
