import {
  createRefuel,
  type Refuel,
  type RefuelCreate,
  type RefuelUpdate,
  deleteRefuel as sharedDelete,
  updateRefuel as sharedUpdate,
} from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { refuels } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { vehicleWith } from "../store/access.js";
import { runMutator } from "../store/run-mutator.js";
import { refuelView } from "../store/views.js";

/** `POST /refuels/{vehicleId}`: the shared `refuel.create`. */
export function addRefuel(deps: AppDeps, actor: Requester, vehicleId: string, input: RefuelCreate): Promise<Refuel> {
  return runMutator(deps, actor, createRefuel, { vehicleId, refuel: input });
}

/** A vehicle's refuels, newest first; none is a 404 (SPEC §8). */
export async function listRefuels(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Refuel[]> {
  await vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
  const rows = await deps.db.select().from(refuels).where(eq(refuels.vehicleId, vehicleId)).orderBy(desc(refuels.date));
  if (rows.length === 0) throw new ApiError("REFUELS_NOT_FOUND");
  return rows.map(refuelView);
}

export async function refuelDetail(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  refuelId: string,
): Promise<Refuel> {
  await vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
  const row = firstRow(await deps.db.select().from(refuels).where(eq(refuels.id, refuelId)));
  if (!row || row.vehicleId !== vehicleId) throw new ApiError("REFUEL_NOT_FOUND");
  return refuelView(row);
}

/** `PATCH /refuels/{id}`: the shared `refuel.update`. */
export async function updateRefuel(
  deps: AppDeps,
  actor: Requester,
  refuelId: string,
  patch: RefuelUpdate,
): Promise<Refuel> {
  return (await runMutator(deps, actor, sharedUpdate, { _id: refuelId, patch })).row;
}

/** `DELETE /refuels/{id}`: the shared `refuel.delete`. */
export function deleteRefuel(deps: AppDeps, actor: Requester, refuelId: string): Promise<void> {
  return runMutator(deps, actor, sharedDelete, { _id: refuelId });
}
