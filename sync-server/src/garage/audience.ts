import {
  capabilitiesByRole,
  type Maintenance,
  maintenanceSharedAs,
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
 * member receiving only what their role may see (SPEC §6), and nothing about what it may not.
 */
export function vehicleAudience(db: Db, vehicle: Pick<Vehicle, "_id" | "user">): AudienceMember[] {
  return [{ userId: vehicle.user._id, role: "owner" }, ...sharesOf(db, vehicle._id)];
}

/** The vehicle as `role` may see it: the whole row for the owner, a projection for a grantee. */
export function vehicleAs(db: Db, vehicle: Vehicle, role: AccessRole): Vehicle {
  return role === "owner" ? vehicle : vehicleSharedAs(vehicle, role, fullNameOf(db, vehicle.user._id));
}

/** A maintenance as `member` may see it: no money or author for a grantee, unless they wrote it. */
export function maintenanceAs(maintenance: Maintenance, member: AudienceMember): Maintenance {
  return member.role === "owner" ? maintenance : maintenanceSharedAs(maintenance, member.role, member.userId);
}

/** `audience` may be passed when the caller already has it, to save a read per write. */
export function publishVehicle(db: Db, vehicle: Vehicle, audience = vehicleAudience(db, vehicle)): void {
  for (const member of audience) {
    logPut(db, member.userId, "vehicle", vehicle._id, vehicleAs(db, vehicle, member.role));
  }
}

/** A new odometer reading: only members who see km get the moved vehicle (a broker's copy is unchanged). */
export function publishOdometer(db: Db, vehicle: Vehicle, audience = vehicleAudience(db, vehicle)): void {
  publishVehicle(
    db,
    vehicle,
    audience.filter((member) => capabilitiesByRole[member.role].viewKm),
  );
}

export function publishMaintenance(
  db: Db,
  vehicle: Vehicle,
  maintenance: Maintenance,
  audience = vehicleAudience(db, vehicle),
): void {
  for (const member of audience) {
    if (canSeeHistory(member.role, "viewMaintenance"))
      logPut(db, member.userId, "maintenance", maintenance._id, maintenanceAs(maintenance, member));
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
      logPut(db, member.userId, "maintenance", maintenance._id, maintenanceAs(maintenance, member));
  }
  if (canSeeHistory(member.role, "viewRefuels")) {
    for (const refuel of history.refuels) logPut(db, member.userId, "refuel", refuel._id, refuel);
  }
}

const historyCapability = { maintenance: "viewMaintenance", refuel: "viewRefuels" } as const;

/** Tombstones for one deleted row, for the members who could see it. */
export function retractRow(db: Db, vehicle: Vehicle, entity: "maintenance" | "refuel", id: string): void {
  for (const member of vehicleAudience(db, vehicle)) {
    if (canSeeHistory(member.role, historyCapability[entity])) logDelete(db, member.userId, entity, id);
  }
}

/**
 * Tombstones for a vehicle and the part of its history each member could see: a broker, who never
 * received a maintenance or a refuel, gets only the vehicle's.
 */
export function retractVehicle(
  db: Db,
  members: readonly AudienceMember[],
  vehicleId: string,
  history: { maintenanceIds: readonly string[]; refuelIds: readonly string[] },
): void {
  for (const { userId, role } of members) {
    logDelete(db, userId, "vehicle", vehicleId);
    if (canSeeHistory(role, "viewMaintenance")) {
      for (const id of history.maintenanceIds) logDelete(db, userId, "maintenance", id);
    }
    if (canSeeHistory(role, "viewRefuels")) {
      for (const id of history.refuelIds) logDelete(db, userId, "refuel", id);
    }
  }
}

export function canSeeHistory(role: AccessRole, capability: "viewMaintenance" | "viewRefuels"): boolean {
  return capabilitiesByRole[role][capability];
}
