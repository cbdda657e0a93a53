import { type HistoryEntry, historyEntries } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../../shared/sync/context.js";
import { historyOf } from "../../shared/sync/entry-reads.js";

/** Every maintenance and refuel of a vehicle on the device, newest first, live. */
export function useHistoryEntries(vehicleId: string): HistoryEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const { maintenances, refuels } = await historyOf(db, vehicleId);
    return historyEntries(maintenances, refuels);
  }, [db, vehicleId]);
}
