import type { TimelineNeighbours, Vehicle } from "@odo/domain";
import type { FormEvent } from "react";
import { useNeighboursOnDevice } from "../../data/timeline.js";
import { useDatabase } from "../sync/context.js";
import { neighboursOnDevice } from "../sync/entry-reads.js";

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
  const current = useNeighboursOnDevice(vehicle, date, edited);
  return (event) => {
    event.preventDefault();
    if (current) save(current);
    else void neighboursOnDevice(db, vehicle, date ?? new Date().toISOString(), edited).then(save);
  };
}
