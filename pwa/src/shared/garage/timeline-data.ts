import { type TimelineNeighbours, timelineEntries, timelineNeighbours, type Vehicle } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import type { FormEvent } from "react";
import { useDatabase } from "../sync/context.js";
import type { OdoDatabase } from "../sync/db.js";
import { entriesAfter, highestReadings, historyOf } from "../sync/entry-reads.js";

/**
 * The neighbours on the device of a reading dated `date` (docs/architecture.md "Odometer timeline"),
 * found as the domain's `timelineNeighbours` finds them. A reading dated now, the usual case,
 * reads almost nothing: no record's latest date comes after it, and the odometer needs only the
 * highest readings, kept beside the records. A backfill reads the vehicle's history. `edited`
 * leaves out the entry being edited.
 */
export async function neighboursOnDevice(
  db: OdoDatabase,
  vehicle: Vehicle,
  date: string,
  edited?: { _id: string },
): Promise<TimelineNeighbours> {
  const candidate = { _id: edited?._id, date };
  const after = await entriesAfter(db, vehicle._id, date);
  const later = timelineEntries(after.maintenances, after.refuels).filter(
    (entry) => entry._id !== edited?._id && entry.km !== null && entry.km !== undefined,
  );
  if (later.length > 0) {
    const { maintenances, refuels } = await historyOf(db, vehicle._id);
    return timelineNeighbours(candidate, vehicle, timelineEntries(maintenances, refuels));
  }
  // The two highest of each kind: the highest may be the entry being edited. An edited entry
  // below them never held the odometer, so leaving it unread changes nothing.
  const { maintenances, refuels } = await highestReadings(db, vehicle._id);
  return timelineNeighbours(candidate, vehicle, timelineEntries(maintenances, refuels));
}

/**
 * A form's submit handler that checks a reading against its neighbours on the device. They are
 * read while the form is open and kept up to date, so a save usually runs in the tap's own event;
 * only a tap in the first milliseconds waits for IndexedDB. `date` absent is "now" as of the last
 * change on the device: an entry dated between then and the save would itself be a change, and
 * re-read them.
 */
export function useSubmitWithNeighbours(
  vehicle: Vehicle,
  date: string | undefined,
  edited: { _id: string } | undefined,
  save: (neighbours: TimelineNeighbours) => void,
): (event: FormEvent) => void {
  const db = useDatabase();
  const current = useLiveQuery(
    () => neighboursOnDevice(db, vehicle, date ?? new Date().toISOString(), edited),
    [db, vehicle, date, edited],
  );
  return (event) => {
    event.preventDefault();
    if (current) save(current);
    else void neighboursOnDevice(db, vehicle, date ?? new Date().toISOString(), edited).then(save);
  };
}
