import { preferredUnits, type Refuel, type RefuelCreate, refuelChanges, type User, type Vehicle } from "@odo/domain";
import type { OdoDatabase } from "../../shared/sync/db.js";
import type { CommitOptions } from "../../shared/sync/mutations.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { newId } from "../../shared/sync/new-id.js";

/** The shared `refuel.create`, with the id and the currency fixed here so the server writes the same. */
export function addRefuel(
  db: OdoDatabase,
  vehicle: Vehicle,
  author: User,
  input: RefuelCreate,
  options: CommitOptions = {},
): Promise<Refuel> {
  const refuel = { ...input, _id: newId(), currency: input.currency ?? preferredUnits(author).currency };
  return runMutation(db, "refuel.create", { vehicleId: vehicle._id, refuel }, options);
}

/** Sends only the fields the edit changed; nothing when nothing did. */
export async function updateRefuel(
  db: OdoDatabase,
  before: Refuel,
  edited: RefuelCreate,
  options: CommitOptions = {},
): Promise<void> {
  const patch = refuelChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  await runMutation(db, "refuel.update", { _id: before._id, patch }, options);
}

export async function deleteRefuel(db: OdoDatabase, refuel: Refuel): Promise<void> {
  await runMutation(db, "refuel.delete", { _id: refuel._id });
}
