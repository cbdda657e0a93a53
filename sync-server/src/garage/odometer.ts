import { odometerKm, type Vehicle } from "@odo/domain";
import type { Db } from "../db/open.js";
import { type AudienceMember, publishOdometer } from "./audience.js";
import { writeOdometer } from "./garage-repository.js";

const prepared = new WeakMap<Db, { get(vehicleId: string, again: string): { km: number | null } | undefined }>();

/** The highest km reading of a vehicle's history, read by SQLite without loading the rows. */
function highestReading(db: Db, vehicleId: string): number | null {
  let statement = prepared.get(db);
  if (!statement) {
    statement = db.$client.prepare(
      `SELECT max(km) AS km FROM (
         SELECT max(kms) AS km FROM maintenances WHERE vehicle_id = ?
         UNION ALL SELECT max(displacement) FROM refuels WHERE vehicle_id = ?)`,
    ) as { get(vehicleId: string, again: string): { km: number | null } | undefined };
    prepared.set(db, statement);
  }
  return statement.get(vehicleId, vehicleId)?.km ?? null;
}

/** The vehicle's current odometer from its own km and its whole history. */
export function currentKm(db: Db, vehicle: Vehicle): number {
  const highest = highestReading(db, vehicle._id);
  return odometerKm(vehicle, highest === null ? [] : [{ date: vehicle.updatedAt, km: highest }]);
}

/** A higher reading moves the odometer forward; a lower one leaves it where it is. */
export function moveOdometer(
  db: Db,
  vehicle: Vehicle,
  km: number | null | undefined,
  now: string,
  audience?: AudienceMember[],
): void {
  if (km !== null && km !== undefined && km > vehicle.displacement) {
    writeOdometer(db, vehicle._id, km, now);
    publishOdometer(db, { ...vehicle, displacement: km, updatedAt: now }, audience);
  }
}
