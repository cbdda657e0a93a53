import type { Maintenance, Refuel, Vehicle } from "@odo/domain";
import type { Db } from "../db/open.js";
import { logDelete, logPut } from "../sync/change-log.js";

/**
 * Who sees a vehicle and its history on their device. Today only the owner; shares add their
 * grantees here, so every write reaches everyone it affects through these functions.
 */
export function vehicleAudience(vehicle: Pick<Vehicle, "user">): string[] {
  return [vehicle.user._id];
}

export function publishVehicle(db: Db, vehicle: Vehicle): void {
  for (const userId of vehicleAudience(vehicle)) logPut(db, userId, "vehicle", vehicle._id, vehicle);
}

export function publishMaintenance(db: Db, vehicle: Vehicle, maintenance: Maintenance): void {
  for (const userId of vehicleAudience(vehicle)) logPut(db, userId, "maintenance", maintenance._id, maintenance);
}

export function publishRefuel(db: Db, vehicle: Vehicle, refuel: Refuel): void {
  for (const userId of vehicleAudience(vehicle)) logPut(db, userId, "refuel", refuel._id, refuel);
}

/** Tombstones for a vehicle and its whole history, for each user in `audience`. */
export function retractVehicle(
  db: Db,
  audience: readonly string[],
  vehicleId: string,
  history: { maintenanceIds: readonly string[]; refuelIds: readonly string[] },
): void {
  for (const userId of audience) {
    logDelete(db, userId, "vehicle", vehicleId);
    for (const id of history.maintenanceIds) logDelete(db, userId, "maintenance", id);
    for (const id of history.refuelIds) logDelete(db, userId, "refuel", id);
  }
}
