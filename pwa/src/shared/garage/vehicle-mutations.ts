import {
  applyVehicleUpdate,
  type Maintenance,
  newVehicle,
  type Refuel,
  type ResetMaintenanceType,
  type Vehicle,
  type VehicleCreate,
  type VehicleUpdate,
} from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import { type CommitOptions, commitMutation } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";

const now = () => new Date().toISOString();

/**
 * A retried vehicle keeps the id it was refused with, so the maintenances and refuels logged for it
 * before the refusal still point at it when they are retried in turn.
 */
export async function addVehicle(
  db: OdoDatabase,
  ownerId: string,
  input: VehicleCreate,
  options: CommitOptions & { id?: string | undefined } = {},
): Promise<Vehicle> {
  const vehicle = newVehicle(input, { _id: options.id ?? newId(), ownerId, now: now() });
  await commitMutation(
    db,
    "vehicle.create",
    { ...input, _id: vehicle._id },
    [{ table: "vehicles", key: vehicle._id, value: vehicle }],
    options,
  );
  return vehicle;
}

/**
 * Ends a workshop visit (SPEC §2 maintenance mode): the workshop's Done, or the owner collecting
 * the vehicle. Offline too: the mark goes at once on this device and the server tells the owner.
 */
export async function endWorkshopVisit(db: OdoDatabase, vehicle: Vehicle): Promise<void> {
  await commitMutation(db, "vehicle.endVisit", { _id: vehicle._id }, [
    { table: "vehicles", key: vehicle._id, value: { ...vehicle, workshopVisit: null, updatedAt: now() } },
  ]);
}

/** Sends only the fields that changed, so edits from two devices to different fields both win. */
export async function updateVehicle(
  db: OdoDatabase,
  vehicle: Vehicle,
  patch: VehicleUpdate,
  options: CommitOptions = {},
): Promise<void> {
  await commitMutation(
    db,
    "vehicle.update",
    { _id: vehicle._id, patch },
    [{ table: "vehicles", key: vehicle._id, value: applyVehicleUpdate(vehicle, patch, now()) }],
    options,
  );
}

export async function saveSettings(
  db: OdoDatabase,
  vehicle: Vehicle,
  settings: { maintenanceInterval: number; resetMaintenanceType: ResetMaintenanceType },
  options: CommitOptions = {},
): Promise<void> {
  await commitMutation(
    db,
    "vehicle.settings",
    { _id: vehicle._id, settings },
    [{ table: "vehicles", key: vehicle._id, value: { ...vehicle, settings, updatedAt: now() } }],
    options,
  );
}

/** The vehicle and its whole history leave the device at once. */
export async function deleteVehicle(
  db: OdoDatabase,
  vehicle: Vehicle,
  history: { maintenances: Maintenance[]; refuels: Refuel[] },
) {
  await commitMutation(db, "vehicle.delete", { _id: vehicle._id }, [
    { table: "vehicles", key: vehicle._id, value: null },
    ...history.maintenances.map((m) => ({ table: "maintenances" as const, key: m._id, value: null, was: m })),
    ...history.refuels.map((r) => ({ table: "refuels" as const, key: r._id, value: null, was: r })),
  ]);
}
