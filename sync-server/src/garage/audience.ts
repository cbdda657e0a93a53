import {
  capabilitiesByRole,
  type Maintenance,
  type Refuel,
  type ShareRole,
  type Vehicle,
  vehicleSharedAs,
} from "@odo/domain";
import type { Db } from "../db/open.js";
import { logDelete, logPut } from "../sync/change-log.js";
import { fullNameOf, sharesOf } from "./garage-repository.js";

export type AccessRole = "owner" | ShareRole;
export interface AudienceMember {
  userId: string;
  role: AccessRole;
}

/**
 * Who sees a vehicle and its history on their device: the owner, and everyone it is shared with
 * in the role they were given. Every write reaches its audience through the functions below, each
 * member receiving only what their role may see (SPEC §6).
 */
export function vehicleAudience(db: Db, vehicle: Pick<Vehicle, "_id" | "user">): AudienceMember[] {
  return [{ userId: vehicle.user._id, role: "owner" }, ...sharesOf(db, vehicle._id)];
}

/** The vehicle as `role` may see it: the whole row for the owner, a projection for a grantee. */
export function vehicleAs(db: Db, vehicle: Vehicle, role: AccessRole): Vehicle {
  return role === "owner" ? vehicle : vehicleSharedAs(vehicle, role, fullNameOf(db, vehicle.user._id));
}

/** `audience` may be passed when the caller already has it, to save a read per write. */
export function publishVehicle(db: Db, vehicle: Vehicle, audience = vehicleAudience(db, vehicle)): void {
  for (const member of audience) {
    logPut(db, member.userId, "vehicle", vehicle._id, vehicleAs(db, vehicle, member.role));
  }
}

export function publishMaintenance(
  db: Db,
  vehicle: Vehicle,
  maintenance: Maintenance,
  audience = vehicleAudience(db, vehicle),
): void {
  for (const member of audience) {
    if (canSeeHistory(member.role, "viewMaintenance"))
      logPut(db, member.userId, "maintenance", maintenance._id, maintenance);
  }
}

export function publishRefuel(db: Db, vehicle: Vehicle, refuel: Refuel, audience = vehicleAudience(db, vehicle)): void {
  for (const member of audience) {
    if (canSeeHistory(member.role, "viewRefuels")) logPut(db, member.userId, "refuel", refuel._id, refuel);
  }
}

/** Puts the vehicle and the history `member` may see on their device (a new grantee, a new owner). */
export function publishVehicleTo(
  db: Db,
  member: AudienceMember,
  vehicle: Vehicle,
  history: { maintenances: readonly Maintenance[]; refuels: readonly Refuel[] },
): void {
  logPut(db, member.userId, "vehicle", vehicle._id, vehicleAs(db, vehicle, member.role));
  if (canSeeHistory(member.role, "viewMaintenance")) {
    for (const maintenance of history.maintenances)
      logPut(db, member.userId, "maintenance", maintenance._id, maintenance);
  }
  if (canSeeHistory(member.role, "viewRefuels")) {
    for (const refuel of history.refuels) logPut(db, member.userId, "refuel", refuel._id, refuel);
  }
}

/** Tombstones for one deleted row, for everyone who may have it. */
export function retractRow(db: Db, vehicle: Vehicle, entity: "maintenance" | "refuel", id: string): void {
  for (const member of vehicleAudience(db, vehicle)) logDelete(db, member.userId, entity, id);
}

/** Tombstones for a vehicle and its whole history, for each user in `userIds`. */
export function retractVehicle(
  db: Db,
  userIds: readonly string[],
  vehicleId: string,
  history: { maintenanceIds: readonly string[]; refuelIds: readonly string[] },
): void {
  for (const userId of userIds) {
    logDelete(db, userId, "vehicle", vehicleId);
    for (const id of history.maintenanceIds) logDelete(db, userId, "maintenance", id);
    for (const id of history.refuelIds) logDelete(db, userId, "refuel", id);
  }
}

export function canSeeHistory(role: AccessRole, capability: "viewMaintenance" | "viewRefuels"): boolean {
  return capabilitiesByRole[role][capability];
}
