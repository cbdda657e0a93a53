import { type HistoryEntry, historyEntries } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";
import { historyOf } from "../shared/sync/entry-reads.js";

/** Every maintenance, refuel and expense of a vehicle on the device, newest first, live. */
export function useHistoryEntries(vehicleId: string): HistoryEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const { maintenances, refuels, expenses } = await historyOf(db, vehicleId);
    return historyEntries(maintenances, refuels, expenses);
  }, [db, vehicleId]);
}
