import { defaultNotificationSettings } from "@odo/domain";
import { dueNoticeText } from "@odo/words";
import { garageDue } from "../shared/garage/garage-due.js";
import { noticeUrl, writeNotices } from "../shared/garage/notice-store.js";
import { OdoDatabase } from "../shared/sync/db.js";
import { everyEntry } from "../shared/sync/entry-reads.js";

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
    const [vehicles, { maintenances, refuels }, reminders, attachments] = await Promise.all([
      db.vehicles.toArray(),
      everyEntry(db),
      db.reminders.toArray(),
      db.attachments.filter((attachment) => attachment.purpose === "paper").toArray(),
    ]);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || settings.timeZone;
    const due = garageDue({ vehicles, maintenances, refuels, reminders, attachments }, new Date(), zone).filter(
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
      await db.notices.update(notice._id, { shown: true });
    }
    return fresh.length;
  } finally {
    db.close();
  }
}
