import type { OdoDatabase } from "../shared/sync/db.js";
import { everyEntry } from "../shared/sync/entry-reads.js";

// No React here: the service worker reads the garage with it too.
/** What the garage's due check reads: every vehicle, entry, reminder and paper on the device. */
export async function garageRecords(db: OdoDatabase) {
  const [vehicles, { maintenances, refuels }, reminders, attachments] = await Promise.all([
    db.vehicles.toArray(),
    everyEntry(db),
    db.reminders.toArray(),
    db.attachments.filter((attachment) => attachment.purpose === "paper").toArray(),
  ]);
  return { vehicles, maintenances, refuels, reminders, attachments };
}
