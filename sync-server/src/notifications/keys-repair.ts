import { readNotificationSentence } from "@odo/words";
import { eq, isNull } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import type { DataRepair } from "../db/repairs.js";
import { notifications } from "../db/schema.js";
import { notificationView, publishNotification } from "../inbox/inbox.js";

/**
 * Notifications were stored as text in the recipient's language of the day, so a language switch
 * left them in the old one. Rows whose text is one of ours get its key and parameters back (and
 * reach the devices again); any other keeps its text.
 */
export const notificationKeysRepair: DataRepair = {
  name: "2026-11-23-notification-keys",
  async run(db) {
    for (const row of await db.select().from(notifications).where(isNull(notifications.key))) {
      const parsed = readNotificationSentence(row.message);
      if (!parsed) continue;
      const updated = firstRow(
        await db.update(notifications).set(parsed).where(eq(notifications.id, row.id)).returning(),
      );
      if (updated) await publishNotification(db, row.userId, notificationView(updated));
    }
  },
};
