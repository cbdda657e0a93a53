import {
  detailedMaintenanceStatus,
  limitRefusal,
  type MaintenanceStatusSummary,
  maintenanceStatus,
  planLimitMessage,
  createVehicle as sharedCreate,
  deleteVehicle as sharedDelete,
  updateSettings as sharedSettings,
  updateVehicle as sharedUpdate,
  type Vehicle,
  type VehicleCreate,
  type VehicleLimits,
  type VehicleUpdate,
  vehicleLimitsFor,
} from "@odo/domain";
import type { Db } from "../db/connection.js";
import { lockUserForCount } from "../db/user-lock.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { vehicleAccess, vehicleWith } from "../store/access.js";
import { publishVehicle, vehicleAs } from "../store/audience.js";
import {
  accountSettings,
  vehiclesOwnedBy,
  vehiclesSharedWith,
  vehicleTypesOwnedBy,
  writeVehicle,
} from "../store/repository.js";
import { runMutator } from "../store/run-mutator.js";
import { vehicleHistory } from "../store/vehicle-history.js";
import { vehicleRow, vehicleView } from "../store/views.js";

export async function limitsOf(db: Db, userId: string): Promise<VehicleLimits> {
  const account = await accountSettings(db, userId);
  if (!account) throw new ApiError("OWNER_NOT_FOUND");
  return vehicleLimitsFor(account.plan, await vehicleTypesOwnedBy(db, userId));
}

/**
 * Refuses, with the plan's own message, a vehicle that would take `userId` over their plan. Called
 * in the unit that then inserts it: the count holds until that unit ends, on every server process.
 */
export async function assertRoomFor(db: Db, userId: string, vehicleType: Vehicle["vehicleType"]): Promise<void> {
  await lockUserForCount(db, userId);
  const limits = await limitsOf(db, userId);
  if (limitRefusal(limits, vehicleType)) throw new ApiError("PLAN_LIMIT_EXCEEDED", planLimitMessage(limits.plan));
}

/** `POST /vehicles` and `vehicle.create`: the shared mutator, within the plan's limit. */
export async function createVehicle(deps: AppDeps, actor: Requester, input: VehicleCreate): Promise<Vehicle> {
  await assertRoomFor(deps.db, actor.id, input.vehicleType);
  return runMutator(deps, actor, sharedCreate, input);
}

/** The actor's own vehicles, then those shared with them, each as their role may see it. */
export async function listVehicles(deps: AppDeps, actor: Requester): Promise<Vehicle[]> {
  const owned = (await vehiclesOwnedBy(deps.db, actor.id)).map(vehicleView);
  const shared: Vehicle[] = [];
  for (const { row, role } of await vehiclesSharedWith(deps.db, actor.id)) {
    shared.push(await vehicleAs(deps.db, vehicleView(row), role));
  }
  return [...owned, ...shared];
}

/** `GET /vehicles/details/{id}` and `/info/{id}`: the vehicle as the actor's role may see it. */
export async function readVehicle(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Vehicle> {
  const { vehicle, role } = await vehicleAccess(deps.db, actor, vehicleId);
  return vehicleAs(deps.db, vehicle, role);
}

/** Writes a changed vehicle and tells its audience. */
export async function saveVehicle(db: Db, vehicle: Vehicle): Promise<Vehicle> {
  await writeVehicle(db, vehicleRow(vehicle));
  await publishVehicle(db, vehicle);
  return vehicle;
}

/** `PATCH /vehicles/{id}`: the shared `vehicle.update`. */
export function updateVehicle(deps: AppDeps, actor: Requester, vehicleId: string, patch: VehicleUpdate) {
  return runMutator(deps, actor, sharedUpdate, { _id: vehicleId, patch });
}

/** `PATCH /vehicles/{id}/settings`: the shared `vehicle.settings`, replied as the actor may see it. */
export async function updateSettings(deps: AppDeps, actor: Requester, vehicleId: string, settings: unknown) {
  const { vehicle, role } = await runMutator(deps, actor, sharedSettings, { _id: vehicleId, settings });
  return vehicleAs(deps.db, vehicle, role);
}

/** `DELETE /vehicles/{id}`: the shared `vehicle.delete`. */
export function deleteVehicle(deps: AppDeps, actor: Requester, vehicleId: string): Promise<void> {
  return runMutator(deps, actor, sharedDelete, { _id: vehicleId });
}

export async function vehicleStatus(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
): Promise<MaintenanceStatusSummary> {
  const { vehicle } = await vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const history = await vehicleHistory(deps.db, vehicleId);
  return maintenanceStatus(vehicle, history.maintenances, history.refuels);
}

export async function vehicleDetailedStatus(deps: AppDeps, actor: Requester, vehicleId: string) {
  const { vehicle } = await vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const history = await vehicleHistory(deps.db, vehicleId);
  return detailedMaintenanceStatus(vehicle, history.maintenances, history.refuels);
}
