import type { Db } from "../db/connection.js";
import { statement } from "../db/statements.js";

const highest = `SELECT max(km) AS km FROM (
  SELECT max(kms) AS km FROM maintenances WHERE vehicle_id = @vehicle
  UNION ALL SELECT max(displacement) FROM refuels WHERE vehicle_id = @vehicle
  UNION ALL SELECT max(km) FROM expenses WHERE vehicle_id = @vehicle) AS readings`;

/** The highest km reading of a vehicle's history, read by the database without loading the rows. */
export async function highestReading(db: Db, vehicleId: string): Promise<number | null> {
  return (await statement<{ km: number | null }>(db, highest).get({ vehicle: vehicleId }))?.km ?? null;
}
