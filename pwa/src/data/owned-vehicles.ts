import type { Vehicle } from "@odo/domain";
import type { OdoDatabase } from "../shared/sync/db.js";

/** The user's own vehicles on the device: a vehicle shared with them is its owner's to import into or export. */
export async function ownedVehicles(db: OdoDatabase): Promise<Vehicle[]> {
  return (await db.vehicles.toArray()).filter((vehicle) => !vehicle.access);
}
