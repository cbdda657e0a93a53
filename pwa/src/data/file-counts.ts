import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";

const none: ReadonlyMap<string, number> = new Map();

/**
 * How many files each of a vehicle's entries carries, by entry id, live: the history's rows show
 * a paperclip where a receipt or an invoice is kept. One indexed read of the vehicle's files.
 */
export function useFileCounts(vehicleId: string): ReadonlyMap<string, number> {
  const db = useDatabase();
  return (
    useLiveQuery(async () => {
      const counts = new Map<string, number>();
      await db.attachments
        .where("vehicle")
        .equals(vehicleId)
        .each((file) => {
          if (file.purpose === "entry" && file.recordId)
            counts.set(file.recordId, (counts.get(file.recordId) ?? 0) + 1);
        });
      return counts;
    }, [db, vehicleId]) ?? none
  );
}
