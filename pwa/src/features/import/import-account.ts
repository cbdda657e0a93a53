import type { Expense, Maintenance, Refuel, Vehicle } from "@odo/domain";
import { ownedVehicles } from "../../data/owned-vehicles.js";
import type { OdoDatabase } from "../../shared/sync/db.js";
import { historyOfVehicles } from "../../shared/sync/entry-reads.js";

export interface OwnedHistory {
  vehicles: Vehicle[];
  maintenances: Maintenance[];
  refuels: Refuel[];
  expenses: Expense[];
}

/**
 * The user's own vehicles and their entries, which duplicates and the odometer timeline are
 * checked against. Read in the import worker: ten thousand entries never cross to the screen.
 */
export async function ownedHistory(db: OdoDatabase): Promise<OwnedHistory> {
  const vehicles = await ownedVehicles(db);
  const { maintenances, refuels, expenses } = await historyOfVehicles(
    db,
    vehicles.map((vehicle) => vehicle._id),
  );
  return { vehicles, maintenances, refuels, expenses };
}
