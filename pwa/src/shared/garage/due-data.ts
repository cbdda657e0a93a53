import { useLiveQuery } from "dexie-react-hooks";
import { timeZone } from "../i18n/format.js";
import { useDatabase } from "../sync/context.js";
import { everyEntry } from "../sync/entry-reads.js";
import { garageDue, type VehicleDue } from "./garage-due.js";

export type { VehicleDue } from "./garage-due.js";

/**
 * Everything in the garage that needs a look now, most pressing first, from the device: the
 * "Due soon" list and the notices of things that changed.
 */
export function useGarageDue(tick = 0, enabled = true): VehicleDue[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!enabled) return undefined;
    const [vehicles, { maintenances, refuels }, reminders, attachments] = await Promise.all([
      db.vehicles.toArray(),
      everyEntry(db),
      db.reminders.toArray(),
      db.attachments.filter((attachment) => attachment.purpose === "paper").toArray(),
    ]);
    return garageDue({ vehicles, maintenances, refuels, reminders, attachments }, new Date(), timeZone());
    // `tick` re-reads as time passes (dates come due with no change in the data).
  }, [db, tick, enabled]);
}
