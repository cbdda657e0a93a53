import { odometerAfterChange, timelineEntries, type Vehicle } from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import { highestReadings } from "../sync/entry-reads.js";
import type { RowChange } from "../sync/mutations.js";

const stamp = () => new Date().toISOString();

/** The vehicle with its odometer moved to a higher reading, as the server does too. */
export function withReading(vehicle: Vehicle, km: number | null | undefined): RowChange[] {
  if (km === null || km === undefined || km <= vehicle.displacement) return [];
  return [{ table: "vehicles", key: vehicle._id, value: { ...vehicle, displacement: km, updatedAt: stamp() } }];
}

/**
 * After an entry was edited (its reading now `newKm`) or deleted: the odometer moves back when the
 * entry's old reading held it, as the server's `settleOdometer` does, so the device shows the
 * right km before the server answers.
 */
export async function settledOdometer(
  db: OdoDatabase,
  vehicle: Vehicle,
  entry: { _id: string; oldKm: number | null; newKm?: number | null | undefined },
): Promise<RowChange[]> {
  // The two highest readings: the highest may be the entry that changed.
  const { maintenances, refuels } = await highestReadings(db, vehicle._id);
  const remaining = timelineEntries(maintenances, refuels).filter((reading) => reading._id !== entry._id);
  const readings = [...remaining, { date: stamp(), km: entry.newKm ?? null }];
  const km = odometerAfterChange(vehicle, entry.oldKm, readings);
  return km === vehicle.displacement
    ? []
    : [{ table: "vehicles", key: vehicle._id, value: { ...vehicle, displacement: km, updatedAt: stamp() } }];
}
