import { type TimelineNeighbours, timelineEntries, timelineNeighbours, type Vehicle } from "@odo/domain";
import Dexie from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import type { FormEvent } from "react";
import { useDatabase } from "../sync/context.js";
import type { OdoDatabase } from "../sync/db.js";

const ofVehicle = (id: string): [[string, unknown], [string, unknown]] => [
  [id, Dexie.minKey],
  [id, Dexie.maxKey],
];

/**
 * The neighbours on the device of a reading dated `date` (ARCHITECTURE.md "Odometer timeline"),
 * found as the domain's `timelineNeighbours` finds them. A reading dated now, the usual case,
 * reads no history: nothing comes after it, and the odometer needs only the highest readings,
 * straight from the indexes. A backfill reads the vehicle's history. `edited` leaves out the entry
 * being edited.
 */
export async function neighboursOnDevice(
  db: OdoDatabase,
  vehicle: Vehicle,
  date: string,
  edited?: { _id: string },
): Promise<TimelineNeighbours> {
  const [laterMaintenances, laterRefuels] = await Promise.all([
    db.maintenances
      .where("[vehicle+date]")
      .between([vehicle._id, date], [vehicle._id, Dexie.maxKey], false, true)
      .toArray(),
    db.refuels.where("[vehicle+date]").between([vehicle._id, date], [vehicle._id, Dexie.maxKey], false, true).toArray(),
  ]);
  const later = timelineEntries(laterMaintenances, laterRefuels).filter(
    (entry) => entry._id !== edited?._id && entry.km !== null && entry.km !== undefined,
  );
  if (later.length > 0) {
    const [maintenances, refuels] = await Promise.all([
      db.maintenances.where("vehicle").equals(vehicle._id).toArray(),
      db.refuels.where("vehicle").equals(vehicle._id).toArray(),
    ]);
    return timelineNeighbours({ _id: edited?._id, date }, vehicle, timelineEntries(maintenances, refuels));
  }
  // The two highest of each table: the highest may be the entry being edited. An edited entry
  // below them never held the odometer, so leaving it unread changes nothing.
  const [lower, upper] = ofVehicle(vehicle._id);
  const [maintenances, refuels] = await Promise.all([
    db.maintenances.where("[vehicle+kms]").between(lower, upper).reverse().limit(2).toArray(),
    db.refuels.where("[vehicle+displacement]").between(lower, upper).reverse().limit(2).toArray(),
  ]);
  return timelineNeighbours({ _id: edited?._id, date }, vehicle, timelineEntries(maintenances, refuels));
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
