import type { ResetMaintenanceType, Vehicle, VehicleCreate, VehicleUpdate } from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import type { CommitOptions } from "../sync/mutations.js";
import { runMutation } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";

/**
 * The shared `vehicle.create`. A retried vehicle keeps the id it was refused with, so the
 * maintenances and refuels logged for it before the refusal still point at it when they are
 * retried in turn.
 */
export function addVehicle(
  db: OdoDatabase,
  input: VehicleCreate,
  options: CommitOptions & { id?: string | undefined } = {},
): Promise<Vehicle> {
  return runMutation(db, "vehicle.create", { ...input, _id: options.id ?? newId() }, options);
}

/**
 * Ends a workshop visit (SPEC §2 maintenance mode): the workshop's Done, or the owner collecting
 * the vehicle. Offline too: the mark goes at once on this device and the server tells the owner.
 */
export async function endWorkshopVisit(db: OdoDatabase, vehicle: Vehicle): Promise<void> {
  await runMutation(db, "vehicle.endVisit", { _id: vehicle._id });
}

/** Sends only the fields that changed, so edits from two devices to different fields both win. */
export async function updateVehicle(
  db: OdoDatabase,
  vehicle: Vehicle,
  patch: VehicleUpdate,
  options: CommitOptions = {},
): Promise<void> {
  await runMutation(db, "vehicle.update", { _id: vehicle._id, patch }, options);
}

export async function saveSettings(
  db: OdoDatabase,
  vehicle: Vehicle,
  settings: { maintenanceInterval: number; resetMaintenanceType: ResetMaintenanceType },
  options: CommitOptions = {},
): Promise<void> {
  await runMutation(db, "vehicle.settings", { _id: vehicle._id, settings }, options);
}

/** The vehicle and its whole history leave the device at once. */
export async function deleteVehicle(db: OdoDatabase, vehicle: Vehicle): Promise<void> {
  await runMutation(db, "vehicle.delete", { _id: vehicle._id });
}
