import { defaultNotificationSettings, garageDue } from "@odo/domain";
import { dueNoticeText } from "@odo/words";
import { garageRecords } from "../data/garage-records.js";
import { OdoDatabase } from "../shared/sync/db.js";
import { markNoticeShown, noticeUrl, writeNotices } from "../shared/sync/notice-store.js";

/**
 * The due check with the app closed (Periodic Background Sync): reads the user's garage from the
 * device, writes the notices of items that reached a new level, and shows each as a system
 * notification in the user's language. The app's own check skips what this one wrote.
 */
export async function checkDueOnDevice(registration: ServiceWorkerRegistration, userId: string): Promise<number> {
  const db = new OdoDatabase(userId);
  try {
    const me = await db.users.get(userId);
    if (!me) return 0;
    const settings = me.notificationSettings ?? defaultNotificationSettings;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || settings.timeZone;
    const due = garageDue(await garageRecords(db), new Date(), zone).filter(
      ({ vehicle }) => !settings.mutedVehicles.includes(vehicle._id),
    );
    const fresh = await writeNotices(db, userId, due, new Date());
    for (const notice of fresh) {
      const said = notice.params && dueNoticeText(notice.params, me.lang);
      if (!said) continue;
      await registration.showNotification(said.title, {
        body: said.body,
        tag: notice._id,
        data: { url: noticeUrl(notice) },
        icon: "/icons/icon-192.png",
      });
      await markNoticeShown(db, notice._id);
    }
    return fresh.length;
  } finally {
    db.close();
  }
}
