import {
  applyVehicleUpdate,
  type Maintenance,
  type MaintenanceCreate,
  newMaintenance,
  newRefuel,
  newVehicle,
  type Refuel,
  type RefuelCreate,
  type ResetMaintenanceType,
  type Vehicle,
  type VehicleCreate,
  type VehicleUpdate,
} from "@odo/domain";
import type { OdoDatabase } from "../../shared/sync/db.js";
import { type CommitOptions, commitMutation, type RowChange } from "../../shared/sync/mutations.js";
import { newId } from "../../shared/sync/new-id.js";

const now = () => new Date().toISOString();

/** The vehicle with its odometer moved to a higher reading, as the server will do too. */
function withReading(vehicle: Vehicle, km: number | null | undefined): RowChange[] {
  if (km === null || km === undefined || km <= vehicle.displacement) return [];
  return [{ table: "vehicles", key: vehicle._id, value: { ...vehicle, displacement: km, updatedAt: now() } }];
}

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
    ...history.maintenances.map((m) => ({ table: "maintenances" as const, key: m._id, value: null })),
    ...history.refuels.map((r) => ({ table: "refuels" as const, key: r._id, value: null })),
  ]);
}

export async function addMaintenance(
  db: OdoDatabase,
  vehicle: Vehicle,
  authorId: string,
  input: MaintenanceCreate,
  options: CommitOptions = {},
): Promise<Maintenance> {
  const maintenance = newMaintenance(input, { _id: newId(), vehicleId: vehicle._id, authorId, now: now() });
  await commitMutation(
    db,
    "maintenance.create",
    { vehicleId: vehicle._id, maintenance: { ...input, _id: maintenance._id } },
    [{ table: "maintenances", key: maintenance._id, value: maintenance }, ...withReading(vehicle, maintenance.kms)],
    options,
  );
  return maintenance;
}

export async function deleteMaintenance(db: OdoDatabase, maintenance: Maintenance): Promise<void> {
  await commitMutation(db, "maintenance.delete", { _id: maintenance._id }, [
    { table: "maintenances", key: maintenance._id, value: null },
  ]);
}

export async function addRefuel(
  db: OdoDatabase,
  vehicle: Vehicle,
  authorId: string,
  input: RefuelCreate,
  options: CommitOptions = {},
): Promise<Refuel> {
  const refuel = newRefuel(input, {
    _id: newId(),
    vehicleId: vehicle._id,
    authorId,
    vehicleFuel: vehicle.energyType,
    now: now(),
  });
  await commitMutation(
    db,
    "refuel.create",
    { vehicleId: vehicle._id, refuel: { ...input, _id: refuel._id } },
    [{ table: "refuels", key: refuel._id, value: refuel }, ...withReading(vehicle, refuel.displacement)],
    options,
  );
  return refuel;
}

export async function deleteRefuel(db: OdoDatabase, refuel: Refuel): Promise<void> {
  await commitMutation(db, "refuel.delete", { _id: refuel._id }, [{ table: "refuels", key: refuel._id, value: null }]);
}
