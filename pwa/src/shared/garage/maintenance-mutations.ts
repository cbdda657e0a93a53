import {
  type Maintenance,
  type MaintenanceCreate,
  maintenanceChanges,
  newMaintenance,
  preferredUnits,
  type User,
  type Vehicle,
  withMaintenanceFields,
} from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import { type CommitOptions, commitMutation } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";
import { settledOdometer, withReading } from "./odometer-changes.js";

/** Starts the write at once, reading nothing first (see `addRefuel`). */
export async function addMaintenance(
  db: OdoDatabase,
  vehicle: Vehicle,
  author: User,
  input: MaintenanceCreate,
  options: CommitOptions = {},
): Promise<Maintenance> {
  const maintenance = newMaintenance(input, {
    _id: newId(),
    vehicleId: vehicle._id,
    authorId: author._id,
    currency: preferredUnits(author).currency,
    now: new Date().toISOString(),
    // As the server records it: a workshop's work carries its shop's name.
    loggedByShop: vehicle.access?.role === "workshop" ? author.shop?.name : null,
  });
  await commitMutation(
    db,
    "maintenance.create",
    { vehicleId: vehicle._id, maintenance: { ...input, currency: maintenance.currency, _id: maintenance._id } },
    [
      { table: "maintenances", key: maintenance._id, value: maintenance, was: null },
      ...withReading(vehicle, maintenance.kms),
    ],
    options,
  );
  return maintenance;
}

/** Sends only the fields the edit changed; nothing when nothing did. */
export async function updateMaintenance(
  db: OdoDatabase,
  vehicle: Vehicle,
  before: Maintenance,
  edited: MaintenanceCreate,
  options: CommitOptions = {},
): Promise<void> {
  const patch = maintenanceChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  const next = withMaintenanceFields(before, edited);
  await commitMutation(
    db,
    "maintenance.update",
    { _id: before._id, patch },
    [
      { table: "maintenances", key: before._id, value: next, was: before },
      ...(await settledOdometer(db, vehicle, { _id: before._id, oldKm: before.kms, newKm: next.kms })),
    ],
    options,
  );
}

export async function deleteMaintenance(db: OdoDatabase, vehicle: Vehicle, maintenance: Maintenance): Promise<void> {
  await commitMutation(db, "maintenance.delete", { _id: maintenance._id }, [
    { table: "maintenances", key: maintenance._id, value: null, was: maintenance },
    ...(await settledOdometer(db, vehicle, { _id: maintenance._id, oldKm: maintenance.kms })),
  ]);
}
