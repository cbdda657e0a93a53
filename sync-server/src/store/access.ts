import type { Capabilities, Vehicle } from "@odo/domain";
import { capabilitiesByRole } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import type { AccessRole } from "./audience.js";
import { findVehicle, shareRoleOf } from "./repository.js";
import { vehicleView } from "./views.js";

export interface VehicleAccess {
  /** The whole stored vehicle; reply with `vehicleAs(db, vehicle, role)`, never with this. */
  vehicle: Vehicle;
  role: AccessRole;
}

/**
 * The vehicle and the actor's role on it: owner, or the role it was shared with them as. Anyone
 * else gets a 404, so a refusal never confirms that a vehicle exists.
 */
export async function vehicleAccess(db: Db, actor: Requester, vehicleId: string): Promise<VehicleAccess> {
  const row = await findVehicle(db, vehicleId);
  const role = row && (await roleOf(db, actor, row));
  if (!row || !role) throw new ApiError("VEHICLE_NOT_FOUND");
  return { vehicle: vehicleView(row), role };
}

/** The actor's role on a stored vehicle: owner, the role it was shared as, or none. */
export async function roleOf(
  db: Db,
  actor: Requester,
  vehicle: { id: string; ownerId: string },
): Promise<AccessRole | undefined> {
  return vehicle.ownerId === actor.id ? "owner" : await shareRoleOf(db, vehicle.id, actor.id);
}

/** Whether the actor may see this vehicle's maintenances (or refuels); false without access. */
export async function seesHistoryOf(
  db: Db,
  actor: Requester,
  vehicle: { id: string; ownerId: string },
  capability: "viewMaintenance" | "viewRefuels",
): Promise<boolean> {
  const role = await roleOf(db, actor, vehicle);
  return role !== undefined && capabilitiesByRole[role][capability];
}

/** As `vehicleAccess`, and the role must allow `capability` (SPEC §6); a role that may not is a 403. */
export async function vehicleWith(
  db: Db,
  actor: Requester,
  vehicleId: string,
  capability: keyof Capabilities,
): Promise<VehicleAccess> {
  const access = await vehicleAccess(db, actor, vehicleId);
  if (!capabilitiesByRole[access.role][capability]) throw new ApiError("FORBIDDEN");
  return access;
}

/** The vehicle if `actor` owns it; a grantee is refused with a 403, anyone else with a 404. */
export async function ownedVehicle(db: Db, actor: Requester, vehicleId: string): Promise<Vehicle> {
  const access = await vehicleAccess(db, actor, vehicleId);
  if (access.role !== "owner") throw new ApiError("FORBIDDEN");
  return access.vehicle;
}
