import {
  type Attachment,
  capabilitiesByRole,
  type Maintenance,
  type RowKind,
  type RowOf,
  rowKinds,
  rowSeenBy,
  seesKind,
  type TableOf,
  tableOfKind,
  type Vehicle,
  type VehiclePerson,
  vehicleSharedAs,
} from "@odo/domain";
import { logDelete, logPut } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { attachmentsFor } from "./attachment-audience.js";
import type { AccessRole, AudienceMember } from "./audience-member.js";
import { fullNameOf, namesOf, sharesOf } from "./repository.js";

export type { AccessRole, AudienceMember } from "./audience-member.js";

/**
 * Who sees a vehicle and its history on their device: the owner, and everyone it is shared with
 * in the role they were given. Every write reaches its audience through the functions below, each
 * member receiving only what their role may see (SPEC §6), and nothing about what it may not.
 */
export async function vehicleAudience(db: Db, vehicle: Pick<Vehicle, "_id" | "user">): Promise<AudienceMember[]> {
  return audienceOf(vehicle.user._id, await sharesOf(db, vehicle._id));
}

/** The owner, then everyone the vehicle is shared with, in the role they were given. */
export function audienceOf(ownerId: string, shares: readonly AudienceMember[]): AudienceMember[] {
  return [{ userId: ownerId, role: "owner" }, ...shares.map(({ userId, role }) => ({ userId, role }))];
}

/** The roles whose copy names the vehicle's people: they see entries others logged. */
const namesPeople = (role: AccessRole) => role === "owner" || role === "household";

/**
 * Everyone who holds the vehicle, by name, when anyone besides its owner does: what the owner's and
 * the household's copies carry so each entry says who logged it. One read for all their names.
 */
export async function peopleOf(db: Db, audience: readonly AudienceMember[]): Promise<VehiclePerson[] | undefined> {
  if (audience.length <= 1) return undefined;
  const names = await namesOf(
    db,
    audience.map((member) => member.userId),
  );
  return audience.map((member) => ({ _id: member.userId, name: names.get(member.userId) ?? "" }));
}

/**
 * The vehicle as `role` may see it: the whole row for the owner, a projection for a grantee; the
 * owner's and the household's with its people when given (`peopleOf`).
 */
export async function vehicleAs(
  db: Db,
  vehicle: Vehicle,
  role: AccessRole,
  people?: VehiclePerson[],
): Promise<Vehicle> {
  const seen = role === "owner" ? vehicle : vehicleSharedAs(vehicle, role, await fullNameOf(db, vehicle.user._id));
  return people && namesPeople(role) ? { ...seen, people } : seen;
}

/** A maintenance as `member` may see it: no money or author for a grantee, unless they wrote it. */
export function maintenanceAs(maintenance: Maintenance, member: AudienceMember): Maintenance {
  return rowSeenBy("maintenance", maintenance, member.role, member.userId);
}

/** `audience` may be passed when the caller already has it, to save a read per write. */
export async function publishVehicle(db: Db, vehicle: Vehicle, given?: AudienceMember[]): Promise<void> {
  const audience = given ?? (await vehicleAudience(db, vehicle));
  const people = await peopleOf(db, audience);
  for (const member of audience) {
    await logPut(db, member.userId, "vehicle", vehicle._id, await vehicleAs(db, vehicle, member.role, people));
  }
}

/** A new odometer reading: only members who see km get the moved vehicle (a broker's copy is unchanged). */
export async function publishOdometer(db: Db, vehicle: Vehicle, given?: AudienceMember[]): Promise<void> {
  const audience = given ?? (await vehicleAudience(db, vehicle));
  await publishVehicle(
    db,
    vehicle,
    audience.filter((member) => capabilitiesByRole[member.role].viewKm),
  );
}

/** Puts a history row on the devices of the vehicle's audience that see its kind, each as it may see it. */
export async function publishHistoryRow<K extends RowKind>(
  db: Db,
  kind: K,
  vehicle: Vehicle,
  row: RowOf<K>,
  given?: AudienceMember[],
): Promise<void> {
  const audience = given ?? (await vehicleAudience(db, vehicle));
  for (const member of audience) {
    if (seesKind(member.role, kind))
      await logPut(db, member.userId, kind, row._id, rowSeenBy(kind, row, member.role, member.userId));
  }
}

/** A vehicle's history as the server keeps it: what its audience's devices hold of it. */
export type VehicleHistory = { readonly [K in RowKind as TableOf<K>]: readonly RowOf<K>[] } & {
  attachments: readonly Attachment[];
};

/** Puts the vehicle and the history `member` may see on their device (a new grantee, a new owner). */
export async function publishVehicleTo(
  db: Db,
  member: AudienceMember,
  vehicle: Vehicle,
  history: VehicleHistory,
): Promise<void> {
  await logPut(db, member.userId, "vehicle", vehicle._id, await vehicleAs(db, vehicle, member.role));
  for (const kind of rowKinds) {
    if (!seesKind(member.role, kind)) continue;
    for (const row of rowsOfKind(history, kind))
      await logPut(db, member.userId, kind, row._id, rowSeenBy(kind, row, member.role, member.userId));
  }
  for (const attachment of attachmentsFor(member, history))
    await logPut(db, member.userId, "attachment", attachment._id, attachment);
}

/** Puts every row of a vehicle's history on its audience's devices (a vehicle handed to a new owner). */
export async function publishHistory(db: Db, vehicle: Vehicle, history: VehicleHistory): Promise<void> {
  const audience = await vehicleAudience(db, vehicle);
  for (const kind of rowKinds) {
    for (const row of rowsOfKind(history, kind)) await publishHistoryRow(db, kind, vehicle, row, audience);
  }
}

/** A history's rows of one kind. */
const rowsOfKind = <K extends RowKind>(history: VehicleHistory, kind: K) =>
  history[tableOfKind[kind]] as readonly RowOf<K>[];

/** Tombstones for one deleted row, for the members who could see it. */
export async function retractRow(db: Db, vehicle: Vehicle, kind: RowKind, id: string): Promise<void> {
  for (const member of await vehicleAudience(db, vehicle)) {
    if (seesKind(member.role, kind)) await logDelete(db, member.userId, kind, id);
  }
}

/**
 * Tombstones for a vehicle and the part of its history each member could see: a broker, who never
 * received a maintenance or a refuel, gets only the vehicle's.
 */
export async function retractVehicle(
  db: Db,
  members: readonly AudienceMember[],
  vehicleId: string,
  history: VehicleHistory,
): Promise<void> {
  for (const { userId, role } of members) {
    await logDelete(db, userId, "vehicle", vehicleId);
    await retractHistory(db, { userId, role }, history);
  }
}

/**
 * Tombstones for the history rows `member` could see (a role that now sees less, or none): `nowRole`
 * is the role they keep, if any.
 */
export async function retractHistory(
  db: Db,
  member: AudienceMember,
  history: VehicleHistory,
  nowRole?: AccessRole,
): Promise<void> {
  for (const kind of rowKinds) {
    if (!seesKind(member.role, kind) || (nowRole !== undefined && seesKind(nowRole, kind))) continue;
    for (const row of rowsOfKind(history, kind)) await logDelete(db, member.userId, kind, row._id);
  }
  const kept = new Set(
    nowRole ? attachmentsFor({ ...member, role: nowRole }, history).map((attachment) => attachment._id) : [],
  );
  for (const attachment of attachmentsFor(member, history))
    if (!kept.has(attachment._id)) await logDelete(db, member.userId, "attachment", attachment._id);
}
