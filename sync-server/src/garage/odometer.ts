import { kmReadings, odometerKm, type Vehicle } from "@odo/domain";
import type { Db } from "../db/open.js";
import { saveVehicle, vehicleHistory } from "./vehicles.js";

/** The vehicle's current odometer from its own km and its whole history. */
export function currentKm(db: Db, vehicle: Vehicle): number {
  const history = vehicleHistory(db, vehicle._id);
  return odometerKm(vehicle, kmReadings(history.maintenances, history.refuels));
}

/** A higher reading moves the odometer forward; a lower one leaves it where it is. */
export function moveOdometer(db: Db, vehicle: Vehicle, km: number | null | undefined, now: string): void {
  if (km !== null && km !== undefined && km > vehicle.displacement) {
    saveVehicle(db, { ...vehicle, displacement: km, updatedAt: now });
  }
}
