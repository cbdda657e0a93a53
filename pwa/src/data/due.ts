import { garageDue, type VehicleDue } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { timeZone } from "../shared/i18n/format.js";
import { useDatabase } from "../shared/sync/context.js";
import { waitsForFirstPull } from "../shared/sync/db.js";
import { garageRecords } from "./garage-records.js";

export type { VehicleDue } from "@odo/domain";

/**
 * Everything in the garage that needs a look now, most pressing first, from the device: the
 * "Due soon" list and the notices of things that changed.
 */
export function useGarageDue(tick = 0, enabled = true): VehicleDue[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!enabled || (await waitsForFirstPull(db))) return undefined;
    return garageDue(await garageRecords(db), new Date(), timeZone());
    // `tick` re-reads as time passes (dates come due with no change in the data).
  }, [db, tick, enabled]);
}
