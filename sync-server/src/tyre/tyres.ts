import {
  createTreadReading,
  createTyreEvent,
  createTyreSet,
  deleteTreadReading,
  deleteTyreEvent,
  deleteTyreSet,
  rowSeenBy,
  type TreadReading,
  type TreadReadingCreate,
  type TreadReadingUpdate,
  type TyreEvent,
  type TyreEventCreate,
  type TyreEventUpdate,
  type TyreSet,
  type TyreSetCreate,
  type TyreSetUpdate,
  updateTreadReading,
  updateTyreEvent,
  updateTyreSet,
} from "@odo/domain";
import type { AppDeps } from "../deps.js";
import type { Requester } from "../requester.js";
import { vehicleWith } from "../store/access.js";
import { runMutator } from "../store/run-mutator.js";
import { tyresOf } from "../store/vehicle-history.js";

/** A vehicle's tyres as one reply: its sets, their moves and the tread readings. */
export interface VehicleTyres {
  sets: TyreSet[];
  events: TyreEvent[];
  readings: TreadReading[];
}

/** `GET /vehicles/{id}/tyres`: whoever follows the vehicle's upkeep; a set's price only where spending is seen. */
export async function listTyres(deps: AppDeps, actor: Requester, vehicleId: string): Promise<VehicleTyres> {
  const { role } = await vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const rows = await tyresOf(deps.db, vehicleId);
  return {
    sets: rows.tyreSets.map((set) => rowSeenBy("tyreSet", set, role, actor.id)),
    events: rows.tyreEvents,
    readings: rows.treadReadings,
  };
}

export const addTyreSet = (deps: AppDeps, actor: Requester, vehicleId: string, set: TyreSetCreate) =>
  runMutator(deps, actor, createTyreSet, { vehicleId, set });

export async function changeTyreSet(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  setId: string,
  patch: TyreSetUpdate,
): Promise<TyreSet> {
  return (await runMutator(deps, actor, updateTyreSet, { _id: setId, patch, inVehicle: vehicleId })).row;
}

export const removeTyreSet = (deps: AppDeps, actor: Requester, vehicleId: string, setId: string) =>
  runMutator(deps, actor, deleteTyreSet, { _id: setId, inVehicle: vehicleId });

export const addTyreEvent = (deps: AppDeps, actor: Requester, vehicleId: string, event: TyreEventCreate) =>
  runMutator(deps, actor, createTyreEvent, { vehicleId, event });

export const addTreadReading = (deps: AppDeps, actor: Requester, vehicleId: string, reading: TreadReadingCreate) =>
  runMutator(deps, actor, createTreadReading, { vehicleId, reading });

export async function changeTyreEvent(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  eventId: string,
  patch: TyreEventUpdate,
): Promise<TyreEvent> {
  return (await runMutator(deps, actor, updateTyreEvent, { _id: eventId, patch, inVehicle: vehicleId })).row;
}

export const removeTyreEvent = (deps: AppDeps, actor: Requester, vehicleId: string, eventId: string) =>
  runMutator(deps, actor, deleteTyreEvent, { _id: eventId, inVehicle: vehicleId });

export async function changeTreadReading(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  readingId: string,
  patch: TreadReadingUpdate,
): Promise<TreadReading> {
  return (await runMutator(deps, actor, updateTreadReading, { _id: readingId, patch, inVehicle: vehicleId })).row;
}

export const removeTreadReading = (deps: AppDeps, actor: Requester, vehicleId: string, readingId: string) =>
  runMutator(deps, actor, deleteTreadReading, { _id: readingId, inVehicle: vehicleId });
