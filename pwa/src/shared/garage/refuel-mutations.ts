import {
  newRefuel,
  preferredUnits,
  type Refuel,
  type RefuelCreate,
  refuelChanges,
  type User,
  type Vehicle,
  withRefuelFields,
} from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import { type CommitOptions, commitMutation } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";
import { settledOdometer, withReading } from "./odometer-changes.js";

/** 0 is "no reading" (SPEC §3). */
const readingOf = (refuel: Pick<Refuel, "displacement">) => (refuel.displacement > 0 ? refuel.displacement : null);

/**
 * Starts the write at once, reading nothing first: the screen already holds the author (as the
 * device has them), so the confirmation can be painted in the frame after the tap.
 */
export async function addRefuel(
  db: OdoDatabase,
  vehicle: Vehicle,
  author: User,
  input: RefuelCreate,
  options: CommitOptions = {},
): Promise<Refuel> {
  const refuel = newRefuel(input, {
    _id: newId(),
    vehicleId: vehicle._id,
    authorId: author._id,
    vehicleFuel: vehicle.energyType,
    currency: preferredUnits(author).currency,
    now: new Date().toISOString(),
  });
  await commitMutation(
    db,
    "refuel.create",
    { vehicleId: vehicle._id, refuel: { ...input, currency: refuel.currency, _id: refuel._id } },
    [{ table: "refuels", key: refuel._id, value: refuel, was: null }, ...withReading(vehicle, refuel.displacement)],
    options,
  );
  return refuel;
}

/** Sends only the fields the edit changed; nothing when nothing did. */
export async function updateRefuel(
  db: OdoDatabase,
  vehicle: Vehicle,
  before: Refuel,
  edited: RefuelCreate,
  options: CommitOptions = {},
): Promise<void> {
  const patch = refuelChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  const next = withRefuelFields(before, edited);
  await commitMutation(
    db,
    "refuel.update",
    { _id: before._id, patch },
    [
      { table: "refuels", key: before._id, value: next, was: before },
      ...(await settledOdometer(db, vehicle, { _id: before._id, oldKm: readingOf(before), newKm: readingOf(next) })),
    ],
    options,
  );
}

export async function deleteRefuel(db: OdoDatabase, vehicle: Vehicle, refuel: Refuel): Promise<void> {
  await commitMutation(db, "refuel.delete", { _id: refuel._id }, [
    { table: "refuels", key: refuel._id, value: null, was: refuel },
    ...(await settledOdometer(db, vehicle, { _id: refuel._id, oldKm: readingOf(refuel) })),
  ]);
}
