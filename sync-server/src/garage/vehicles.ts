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
import { transaction } from "../db/transaction.js";
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

export function vehicleHistory(
  db: Db,
  vehicleId: string,
): VehicleHistory & {
  maintenances: AuthoredMaintenance[];
  refuels: Refuel[];
} {
  return {
    maintenances: db
      .select()
      .from(maintenances)
      .where(eq(maintenances.vehicleId, vehicleId))
      .all()
      .map(maintenanceView),
    refuels: db.select().from(refuels).where(eq(refuels.vehicleId, vehicleId)).all().map(refuelView),
    reminders: remindersOf(db, vehicleId),
  };
}

export function limitsOf(db: Db, userId: string): VehicleLimits {
  const account = accountSettings(db, userId);
  if (!account) throw new ApiError("OWNER_NOT_FOUND");
  return vehicleLimitsFor(account.plan, vehicleTypesOwnedBy(db, userId));
}

/** Refuses, with the plan's own message, a vehicle that would take `userId` over their plan. */
export function assertRoomFor(db: Db, userId: string, vehicleType: Vehicle["vehicleType"]): void {
  const limits = limitsOf(db, userId);
  if (limitRefusal(limits, vehicleType)) throw new ApiError("PLAN_LIMIT_EXCEEDED", planLimitMessage(limits.plan));
}

/** A model year after next year, by the server's clock, is refused like an out-of-range one. */
function assertModelYear(deps: AppDeps, year: number | null | undefined): void {
  if (!isModelYearAccepted(year, deps.clock())) throw new ApiError("VALIDATION_FAILED", "yearRange");
}

/** `POST /vehicles` and `vehicle.create`. */
export function createVehicle(deps: AppDeps, actor: Requester, input: VehicleCreate): Vehicle {
  return transaction(deps.db, () => {
    assertModelYear(deps, input.year);
    const id = input._id ?? newId(deps.clock());
    if (findVehicle(deps.db, id)) throw new ApiError("ID_ALREADY_USED");
    assertRoomFor(deps.db, actor.id, input.vehicleType);
    const vehicle = newVehicle(input, { _id: id, ownerId: actor.id, now: deps.clock().toISOString() });
    insertVehicle(deps.db, vehicleRow(vehicle));
    // A vehicle just made is shared with nobody yet: its owner is its whole audience.
    publishVehicle(deps.db, vehicle, [{ userId: actor.id, role: "owner" }]);
    return vehicle;
  });
}

/** The actor's own vehicles, then those shared with them, each as their role may see it. */
export function listVehicles(deps: AppDeps, actor: Requester): Vehicle[] {
  const shared = vehiclesSharedWith(deps.db, actor.id).map(({ row, role }) =>
    vehicleAs(deps.db, vehicleView(row), role),
  );
  return [...vehiclesOwnedBy(deps.db, actor.id).map(vehicleView), ...shared];
}

/** `GET /vehicles/details/{id}` and `/info/{id}`: the vehicle as the actor's role may see it. */
export function readVehicle(deps: AppDeps, actor: Requester, vehicleId: string): Vehicle {
  const { vehicle, role } = vehicleAccess(deps.db, actor, vehicleId);
  return vehicleAs(deps.db, vehicle, role);
}

/** Writes a changed vehicle and tells its audience. */
export function saveVehicle(db: Db, vehicle: Vehicle): Vehicle {
  writeVehicle(db, vehicleRow(vehicle));
  publishVehicle(db, vehicle);
  return vehicle;
}

/** `PATCH /vehicles/{id}` and `vehicle.update`: a patch of the fields that changed. */
export function updateVehicle(deps: AppDeps, actor: Requester, vehicleId: string, patch: VehicleUpdate): Vehicle {
  return transaction(deps.db, () => {
    const { vehicle } = vehicleWith(deps.db, actor, vehicleId, "editVehicle");
    assertModelYear(deps, patch.year);
    return saveVehicle(deps.db, applyVehicleUpdate(vehicle, patch, deps.clock().toISOString()));
  });
}

/** `PATCH /vehicles/{id}/settings` and `vehicle.settings`: the owner, or a workshop it is shared with. */
export function updateSettings(deps: AppDeps, actor: Requester, vehicleId: string, settings: unknown): Vehicle {
  return transaction(deps.db, () => {
    const { vehicle, role } = vehicleWith(deps.db, actor, vehicleId, "editSettings");
    const checked = validated(vehicleSettingsSchemaFor(vehicle.vehicleType), settings);
    const saved = saveVehicle(deps.db, { ...vehicle, settings: checked, updatedAt: deps.clock().toISOString() });
    return vehicleAs(deps.db, saved, role);
  });
}

/** `DELETE /vehicles/{id}` and `vehicle.delete`: the vehicle and its whole history. */
export function deleteVehicle(deps: AppDeps, actor: Requester, vehicleId: string): void {
  transaction(deps.db, () => {
    const { vehicle } = vehicleWith(deps.db, actor, vehicleId, "deleteData");
    const history = vehicleHistory(deps.db, vehicleId);
    const audience = vehicleAudience(deps.db, vehicle);
    deps.db.delete(vehicles).where(eq(vehicles.id, vehicleId)).run();
    retractVehicle(deps.db, audience, vehicleId, history);
  });
}

export function vehicleStatus(deps: AppDeps, actor: Requester, vehicleId: string): MaintenanceStatusSummary {
  const { vehicle } = vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const history = vehicleHistory(deps.db, vehicleId);
  return maintenanceStatus(vehicle, history.maintenances, history.refuels);
}

export function vehicleDetailedStatus(deps: AppDeps, actor: Requester, vehicleId: string) {
  const { vehicle } = vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const history = vehicleHistory(deps.db, vehicleId);
  return detailedMaintenanceStatus(vehicle, history.maintenances, history.refuels);
}
