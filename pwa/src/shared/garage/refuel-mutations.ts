import { preferredUnits, type Refuel, type RefuelCreate, refuelChanges, type User, type Vehicle } from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import type { CommitOptions } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";
import { runMutation } from "./run-mutation.js";

/** The shared `refuel.create`, with the id and the currency fixed here so the server writes the same. */
export function addRefuel(
  db: OdoDatabase,
  vehicle: Vehicle,
  author: User,
  input: RefuelCreate,
  options: CommitOptions = {},
): Promise<Refuel> {
  const refuel = { ...input, _id: newId(), currency: input.currency ?? preferredUnits(author).currency };
  return runMutation(db, author, "refuel.create", { vehicleId: vehicle._id, refuel }, options);
}

/** Sends only the fields the edit changed; nothing when nothing did. */
export async function updateRefuel(
  db: OdoDatabase,
  editor: User,
  before: Refuel,
  edited: RefuelCreate,
  options: CommitOptions = {},
): Promise<void> {
  const patch = refuelChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  await runMutation(db, editor, "refuel.update", { _id: before._id, patch }, options);
}

export async function deleteRefuel(db: OdoDatabase, actor: User, refuel: Refuel): Promise<void> {
  await runMutation(db, actor, "refuel.delete", { _id: refuel._id });
}
