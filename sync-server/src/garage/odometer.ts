import { odometerAfterChange, type Vehicle } from "@odo/domain";
import type { Db } from "../db/open.js";
import { statement } from "../db/statements.js";
import { type AudienceMember, publishOdometer } from "./audience.js";
import { writeOdometer } from "./garage-repository.js";

const highest = `SELECT max(km) AS km FROM (
  SELECT max(kms) AS km FROM maintenances WHERE vehicle_id = @vehicle
  UNION ALL SELECT max(displacement) FROM refuels WHERE vehicle_id = @vehicle) AS readings`;

/** The highest km reading of a vehicle's history, read by the database without loading the rows. */
async function highestReading(db: Db, vehicleId: string): Promise<number | null> {
  return (await statement<{ km: number | null }>(db, highest).get({ vehicle: vehicleId }))?.km ?? null;
}

/** A higher reading moves the odometer forward; a lower one leaves it where it is. */
export async function moveOdometer(
  db: Db,
  vehicle: Vehicle,
  km: number | null | undefined,
  now: string,
  audience?: AudienceMember[],
): Promise<void> {
  if (km !== null && km !== undefined && km > vehicle.displacement) {
    await writeOdometer(db, vehicle._id, km, now);
    await publishOdometer(db, { ...vehicle, displacement: km, updatedAt: now }, audience);
  }
}

/**
 * After an entry was edited or deleted: the stored odometer moves back when that entry's old
 * reading held it (a 900,000 typo removed), or forward to a higher new reading. Everyone who sees
 * km gets the vehicle again when it moved.
 */
export async function settleOdometer(
  db: Db,
  vehicle: Vehicle,
  changedFromKm: number | null,
  now: string,
  audience?: AudienceMember[],
): Promise<void> {
  const highest = await highestReading(db, vehicle._id);
  const km = odometerAfterChange(vehicle, changedFromKm, highest === null ? [] : [{ date: now, km: highest }]);
  if (km === vehicle.displacement) return;
  await writeOdometer(db, vehicle._id, km, now);
  await publishOdometer(db, { ...vehicle, displacement: km, updatedAt: now }, audience);
}
