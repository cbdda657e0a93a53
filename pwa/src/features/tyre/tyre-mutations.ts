import {
  type TreadReading,
  type TreadReadingCreate,
  type TyreEvent,
  type TyreEventCreate,
  type TyreSet,
  type TyreSetCreate,
  tyreSetChanges,
} from "@odo/domain";
import type { OdoDatabase } from "../../shared/sync/db.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { newId } from "../../shared/sync/new-id.js";

/** The shared `tyreSet.create`, with the id fixed here so the server writes the same. */
export function addTyreSet(db: OdoDatabase, vehicleId: string, input: TyreSetCreate): Promise<TyreSet> {
  return runMutation(db, "tyreSet.create", { vehicleId, set: { ...input, _id: newId() } });
}

/** Sends only what the edit changed; nothing when nothing did. */
export async function updateTyreSet(db: OdoDatabase, before: TyreSet, edited: TyreSetCreate): Promise<void> {
  const patch = tyreSetChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  await runMutation(db, "tyreSet.update", { _id: before._id, patch });
}

/** Worn out or sold: kept for its history and what it cost, offered no more. */
export async function retireTyreSet(db: OdoDatabase, set: TyreSet, retired = true): Promise<void> {
  await runMutation(db, "tyreSet.update", { _id: set._id, patch: { retired } });
}

export async function deleteTyreSet(db: OdoDatabase, set: TyreSet): Promise<void> {
  await runMutation(db, "tyreSet.delete", { _id: set._id });
}

/** Tyres on, off or moved at a reading of the odometer. */
export function logTyreChange(db: OdoDatabase, vehicleId: string, input: TyreEventCreate): Promise<TyreEvent> {
  return runMutation(db, "tyreEvent.create", { vehicleId, event: { ...input, _id: newId() } });
}

export async function deleteTyreChange(db: OdoDatabase, event: TyreEvent): Promise<void> {
  await runMutation(db, "tyreEvent.delete", { _id: event._id });
}

/** Tread measured tyre by tyre. */
export function logTread(db: OdoDatabase, vehicleId: string, input: TreadReadingCreate): Promise<TreadReading> {
  return runMutation(db, "treadReading.create", { vehicleId, reading: { ...input, _id: newId() } });
}

export async function deleteTread(db: OdoDatabase, reading: TreadReading): Promise<void> {
  await runMutation(db, "treadReading.delete", { _id: reading._id });
}
