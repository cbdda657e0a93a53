import type { TimelineNeighbours, Vehicle } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";
import { neighboursOnDevice } from "../shared/sync/entry-reads.js";

/**
 * The readings either side of `date` on the vehicle's timeline (`edited` left out), kept up to date
 * while a form is open; `date` absent is "now" as of the last change on the device.
 */
export function useNeighboursOnDevice(
  vehicle: Vehicle,
  date: string | undefined,
  edited: { _id: string } | undefined,
): TimelineNeighbours | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () => neighboursOnDevice(db, vehicle, date ?? new Date().toISOString(), edited),
    [db, vehicle, date, edited],
  );
}
