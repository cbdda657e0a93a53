import {
  type Attachment,
  capabilitiesByRole,
  type Expense,
  type Maintenance,
  maintenanceSharedAs,
  type Refuel,
  type Reminder,
  type ShareRole,
  type Vehicle,
  type VehiclePerson,
  vehicleSharedAs,
} from "@odo/domain";
import { logDelete, logPut } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { attachmentsFor } from "./attachment-audience.js";
import { fullNameOf, namesOf, sharesOf } from "./repository.js";

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
  return member.role === "owner" ? maintenance : maintenanceSharedAs(maintenance, member.role, member.userId);
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

export async function publishMaintenance(
  db: Db,
  vehicle: Vehicle,
  maintenance: Maintenance,
  given?: AudienceMember[],
): Promise<void> {
  const audience = given ?? (await vehicleAudience(db, vehicle));
  for (const member of audience) {
    if (canSeeHistory(member.role, "viewMaintenance"))
      await logPut(db, member.userId, "maintenance", maintenance._id, maintenanceAs(maintenance, member));
  }
}

export async function publishRefuel(db: Db, vehicle: Vehicle, refuel: Refuel, given?: AudienceMember[]): Promise<void> {
  const audience = given ?? (await vehicleAudience(db, vehicle));
  for (const member of audience) {
    if (canSeeHistory(member.role, "viewRefuels")) await logPut(db, member.userId, "refuel", refuel._id, refuel);
  }
}

export async function publishReminder(
  db: Db,
  vehicle: Vehicle,
  reminder: Reminder,
  given?: AudienceMember[],
): Promise<void> {
  const audience = given ?? (await vehicleAudience(db, vehicle));
  for (const member of audience) {
    if (canSeeHistory(member.role, "viewReminders"))
      await logPut(db, member.userId, "reminder", reminder._id, reminder);
  }
}

/** Expenses go only to who sees money on the vehicle: the owner and the household. */
export async function publishExpense(
  db: Db,
  vehicle: Vehicle,
  expense: Expense,
  given?: AudienceMember[],
): Promise<void> {
  const audience = given ?? (await vehicleAudience(db, vehicle));
  for (const member of audience) {
    if (canSeeHistory(member.role, "viewExpenses")) await logPut(db, member.userId, "expense", expense._id, expense);
  }
}

/** A vehicle's history as the server keeps it: what its audience's devices hold of it. */
export interface VehicleHistory {
  maintenances: readonly Maintenance[];
  refuels: readonly Refuel[];
  expenses: readonly Expense[];
  reminders: readonly Reminder[];
  attachments: readonly Attachment[];
}

/** Puts the vehicle and the history `member` may see on their device (a new grantee, a new owner). */
export async function publishVehicleTo(
  db: Db,
  member: AudienceMember,
  vehicle: Vehicle,
  history: VehicleHistory,
): Promise<void> {
  await logPut(db, member.userId, "vehicle", vehicle._id, await vehicleAs(db, vehicle, member.role));
  if (canSeeHistory(member.role, "viewMaintenance")) {
    for (const maintenance of history.maintenances)
      await logPut(db, member.userId, "maintenance", maintenance._id, maintenanceAs(maintenance, member));
  }
  if (canSeeHistory(member.role, "viewRefuels")) {
    for (const refuel of history.refuels) await logPut(db, member.userId, "refuel", refuel._id, refuel);
  }
  if (canSeeHistory(member.role, "viewExpenses")) {
    for (const expense of history.expenses) await logPut(db, member.userId, "expense", expense._id, expense);
  }
  if (canSeeHistory(member.role, "viewReminders")) {
    for (const reminder of history.reminders) await logPut(db, member.userId, "reminder", reminder._id, reminder);
  }
  for (const attachment of attachmentsFor(member, history))
    await logPut(db, member.userId, "attachment", attachment._id, attachment);
}

export const historyCapability = {
  maintenance: "viewMaintenance",
  refuel: "viewRefuels",
  expense: "viewExpenses",
  reminder: "viewReminders",
} as const;
export type HistoryEntity = keyof typeof historyCapability;

/** Tombstones for one deleted row, for the members who could see it. */
export async function retractRow(db: Db, vehicle: Vehicle, entity: HistoryEntity, id: string): Promise<void> {
  for (const member of await vehicleAudience(db, vehicle)) {
    if (canSeeHistory(member.role, historyCapability[entity])) await logDelete(db, member.userId, entity, id);
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
  const stillSees = (capability: (typeof historyCapability)[HistoryEntity]) =>
    nowRole !== undefined && canSeeHistory(nowRole, capability);
  const rows: [HistoryEntity, readonly { _id: string }[]][] = [
    ["maintenance", history.maintenances],
    ["refuel", history.refuels],
    ["expense", history.expenses],
    ["reminder", history.reminders],
  ];
  for (const [entity, items] of rows) {
    const capability = historyCapability[entity];
    if (!canSeeHistory(member.role, capability) || stillSees(capability)) continue;
    for (const item of items) await logDelete(db, member.userId, entity, item._id);
  }
  const kept = new Set(
    nowRole ? attachmentsFor({ ...member, role: nowRole }, history).map((attachment) => attachment._id) : [],
  );
  for (const attachment of attachmentsFor(member, history))
    if (!kept.has(attachment._id)) await logDelete(db, member.userId, "attachment", attachment._id);
}

export function canSeeHistory(role: AccessRole, capability: (typeof historyCapability)[HistoryEntity]): boolean {
  return capabilitiesByRole[role][capability];
}
