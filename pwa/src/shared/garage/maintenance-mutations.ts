import {
  type Maintenance,
  type MaintenanceCreate,
  maintenanceChanges,
  preferredUnits,
  type User,
  type Vehicle,
} from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import type { CommitOptions } from "../sync/mutations.js";
import { runMutation } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";

/** The shared `maintenance.create`, with the id and the currency fixed here so the server writes the same. */
export function addMaintenance(
  db: OdoDatabase,
  vehicle: Vehicle,
  author: User,
  input: MaintenanceCreate,
  options: CommitOptions = {},
): Promise<Maintenance> {
  const maintenance = { ...input, _id: newId(), currency: input.currency ?? preferredUnits(author).currency };
  return runMutation(db, "maintenance.create", { vehicleId: vehicle._id, maintenance }, options);
}

/** Sends only the fields the edit changed; nothing when nothing did. */
export async function updateMaintenance(
  db: OdoDatabase,
  before: Maintenance,
  edited: MaintenanceCreate,
  options: CommitOptions = {},
): Promise<void> {
  const patch = maintenanceChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  await runMutation(db, "maintenance.update", { _id: before._id, patch }, options);
}

export async function deleteMaintenance(db: OdoDatabase, maintenance: Maintenance): Promise<void> {
  await runMutation(db, "maintenance.delete", { _id: maintenance._id });
}
