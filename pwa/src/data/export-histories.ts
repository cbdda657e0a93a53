import type { VehicleRecords } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";
import type { OdoDatabase } from "../shared/sync/db.js";
import { historyOf } from "../shared/sync/entry-reads.js";
import { ownedVehicles } from "./owned-vehicles.js";

/**
 * What an export holds, from the device: the user's own vehicles (or the one asked for) with
 * their maintenances, refuels, expenses, reminders, tyres and files' records. Works offline; a vehicle shared with the user is
 * its owner's to export.
 */
export async function exportHistories(db: OdoDatabase, vehicleId?: string): Promise<VehicleRecords[]> {
  const vehicles = (await ownedVehicles(db)).filter((vehicle) => !vehicleId || vehicle._id === vehicleId);
  return Promise.all(
    vehicles.map(async (vehicle) => {
      const [entries, reminders, attachments, tyreSets] = await Promise.all([
        historyOf(db, vehicle._id),
        db.reminders.where("vehicle").equals(vehicle._id).toArray(),
        db.attachments.where("vehicle").equals(vehicle._id).toArray(),
        db.tyreSets.where("vehicle").equals(vehicle._id).toArray(),
      ]);
      return { vehicle, ...entries, reminders, attachments, tyreSets };
    }),
  );
}

/** The export's records, kept current as the device changes. */
export function useExportHistories(vehicleId?: string): VehicleRecords[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => exportHistories(db, vehicleId), [db, vehicleId]);
}
