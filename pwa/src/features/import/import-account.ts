import type { Maintenance, Refuel, Vehicle } from "@odo/domain";
import type { OdoDatabase } from "../../shared/sync/db.js";

export interface OwnedHistory {
  vehicles: Vehicle[];
  maintenances: Maintenance[];
  refuels: Refuel[];
}

/** The vehicles an import can go to: the user's own (a shared vehicle's history is its owner's). */
export async function ownedVehicles(db: OdoDatabase): Promise<Vehicle[]> {
  return (await db.vehicles.toArray()).filter((vehicle) => !vehicle.access);
}

/**
 * The user's own vehicles and their entries, which duplicates and the odometer timeline are
 * checked against. Read in the import worker: ten thousand entries never cross to the screen.
 */
export async function ownedHistory(db: OdoDatabase): Promise<OwnedHistory> {
  const vehicles = await ownedVehicles(db);
  const ids = vehicles.map((vehicle) => vehicle._id);
  const [maintenances, refuels] = await Promise.all([
    db.maintenances.where("vehicle").anyOf(ids).toArray(),
    db.refuels.where("vehicle").anyOf(ids).toArray(),
  ]);
  return { vehicles, maintenances, refuels };
}
