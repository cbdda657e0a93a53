import {
  type AuthoredMaintenance,
  applyVehicleUpdate,
  detailedMaintenanceStatus,
  firstMessageKey,
  isModelYearAccepted,
  limitRefusal,
  type MaintenanceStatusSummary,
  maintenanceStatus,
  newVehicle,
  planLimitMessage,
  type Refuel,
  type Vehicle,
  type VehicleCreate,
  type VehicleLimits,
  type VehicleUpdate,
  vehicleLimitsFor,
  vehicleSettingsSchemaFor,
} from "@odo/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/open.js";
import { maintenances, refuels, vehicles } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { vehicleAccess, vehicleWith } from "./access.js";
import { publishVehicle, retractVehicle, type VehicleHistory, vehicleAs, vehicleAudience } from "./audience.js";
import {
  accountSettings,
  findVehicle,
  insertVehicle,
  vehiclesOwnedBy,
  vehiclesSharedWith,
  vehicleTypesOwnedBy,
  writeVehicle,
} from "./garage-repository.js";
import { remindersOf } from "./reminder-repository.js";
import { maintenanceView, refuelView, vehicleRow, vehicleView } from "./views.js";

/** Parses with a rule set that needs the stored row; a refusal carries the rule's key. */
export function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError("VALIDATION_FAILED", firstMessageKey(result.error));
  return result.data;
}

export async function vehicleHistory(
  db: Db,
  vehicleId: string,
): Promise<
  VehicleHistory & {
    maintenances: AuthoredMaintenance[];
    refuels: Refuel[];
  }
> {
  return {
    maintenances: (await db.select().from(maintenances).where(eq(maintenances.vehicleId, vehicleId))).map(
      maintenanceView,
    ),
    refuels: (await db.select().from(refuels).where(eq(refuels.vehicleId, vehicleId))).map(refuelView),
    reminders: await remindersOf(db, vehicleId),
  };
}

export async function limitsOf(db: Db, userId: string): Promise<VehicleLimits> {
  const account = await accountSettings(db, userId);
  if (!account) throw new ApiError("OWNER_NOT_FOUND");
  return vehicleLimitsFor(account.plan, await vehicleTypesOwnedBy(db, userId));
}

/** Refuses, with the plan's own message, a vehicle that would take `userId` over their plan. */
export async function assertRoomFor(db: Db, userId: string, vehicleType: Vehicle["vehicleType"]): Promise<void> {
  const limits = await limitsOf(db, userId);
  if (limitRefusal(limits, vehicleType)) throw new ApiError("PLAN_LIMIT_EXCEEDED", planLimitMessage(limits.plan));
}

/** A model year after next year, by the server's clock, is refused like an out-of-range one. */
async function assertModelYear(deps: AppDeps, year: number | null | undefined): Promise<void> {
  if (!isModelYearAccepted(year, deps.clock())) throw new ApiError("VALIDATION_FAILED", "yearRange");
}

/** `POST /vehicles` and `vehicle.create`. */
export async function createVehicle(deps: AppDeps, actor: Requester, input: VehicleCreate): Promise<Vehicle> {
  await assertModelYear(deps, input.year);
  const id = input._id ?? newId(deps.clock());
  if (await findVehicle(deps.db, id)) throw new ApiError("ID_ALREADY_USED");
  await assertRoomFor(deps.db, actor.id, input.vehicleType);
  const vehicle = newVehicle(input, { _id: id, ownerId: actor.id, now: deps.clock().toISOString() });
  await insertVehicle(deps.db, vehicleRow(vehicle));
  // A vehicle just made is shared with nobody yet: its owner is its whole audience.
  await publishVehicle(deps.db, vehicle, [{ userId: actor.id, role: "owner" }]);
  return vehicle;
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

/** `PATCH /vehicles/{id}` and `vehicle.update`: a patch of the fields that changed. */
export async function updateVehicle(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  patch: VehicleUpdate,
): Promise<Vehicle> {
  const { vehicle } = await vehicleWith(deps.db, actor, vehicleId, "editVehicle");
  await assertModelYear(deps, patch.year);
  return await saveVehicle(deps.db, applyVehicleUpdate(vehicle, patch, deps.clock().toISOString()));
}

/** `PATCH /vehicles/{id}/settings` and `vehicle.settings`: the owner, or a workshop it is shared with. */
export async function updateSettings(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  settings: unknown,
): Promise<Vehicle> {
  const { vehicle, role } = await vehicleWith(deps.db, actor, vehicleId, "editSettings");
  const checked = validated(vehicleSettingsSchemaFor(vehicle.vehicleType), settings);
  const saved = await saveVehicle(deps.db, { ...vehicle, settings: checked, updatedAt: deps.clock().toISOString() });
  return await vehicleAs(deps.db, saved, role);
}

/** `DELETE /vehicles/{id}` and `vehicle.delete`: the vehicle and its whole history. */
export async function deleteVehicle(deps: AppDeps, actor: Requester, vehicleId: string): Promise<void> {
  const { vehicle } = await vehicleWith(deps.db, actor, vehicleId, "deleteData");
  const history = await vehicleHistory(deps.db, vehicleId);
  const audience = await vehicleAudience(deps.db, vehicle);
  await deps.db.delete(vehicles).where(eq(vehicles.id, vehicleId));
  await retractVehicle(deps.db, audience, vehicleId, history);
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
