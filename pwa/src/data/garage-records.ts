import type { OdoDatabase } from "../shared/sync/db.js";
import { everyEntry } from "../shared/sync/entry-reads.js";

// No React here: the service worker reads the garage with it too.
/** What the garage's due check reads: every vehicle, entry, reminder, paper and tyre set on the device. */
export async function garageRecords(db: OdoDatabase) {
  const [vehicles, { maintenances, refuels, tyreEvents, treadReadings }, reminders, attachments, tyreSets, me] =
    await Promise.all([
      db.vehicles.toArray(),
      everyEntry(db),
      db.reminders.toArray(),
      db.attachments.filter((attachment) => attachment.purpose === "paper").toArray(),
      db.tyreSets.toArray(),
      db.users.get(db.userId),
    ]);
  // The owner's country sets the legal minimum tread (the service worker has no signed-in shell to ask).
  const country = me?.country ?? "none";
  return { vehicles, maintenances, refuels, reminders, attachments, tyreSets, tyreEvents, treadReadings, country };
}
