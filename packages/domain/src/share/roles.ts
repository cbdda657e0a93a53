import type { z } from "zod";
import { oneOf } from "../shared/one-of.js";

/**
 * Who a vehicle can be shared with by QR: SPEC §1 and §6's three client types, and a household
 * member, who shares the car at home (issue "Every cost").
 */
export const shareRoles = ["workshop", "insuranceBroker", "customer", "household"] as const;
export const shareRoleSchema = oneOf(shareRoles);
export type ShareRole = z.infer<typeof shareRoleSchema>;

/** Whoever holds a vehicle: its owner, or someone it was shared with as one of the client types. */
export type AccessRole = ShareRole | "owner";

export interface Capabilities {
  viewMaintenance: boolean;
  viewKm: boolean;
  viewRefuels: boolean;
  /** Amounts paid, and who wrote each entry. */
  viewSpending: boolean;
  viewInsurance: boolean;
  /** Expenses (insurance, tax, tolls...), the tax and purchase dates: the money of owning it. */
  viewExpenses: boolean;
  addExpenses: boolean;
  editSettings: boolean;
  addMaintenance: boolean;
  /** Refuels are the owner's own spending: nobody else logs, edits or sees them. */
  addRefuels: boolean;
  deleteData: boolean;
  /** Deleting an entry one wrote oneself: a workshop may, a customer may not (SPEC §6 "cannot delete data"). */
  deleteOwnEntries: boolean;
  editVehicle: boolean;
  transfer: boolean;
  /** The user's own reminders for the vehicle (the service and parts show to whoever sees status). */
  viewReminders: boolean;
  addReminders: boolean;
  /** The vehicle's due notices and weekly digest, by the holder's own notification settings. */
  receivesReminders: boolean;
  /** Every file kept with the vehicle: receipts, photos and papers (issue "Receipts, photos and papers"). */
  viewAllFiles: boolean;
  /** The files of the entries one wrote (a workshop's invoice on its own work). */
  viewOwnEntryFiles: boolean;
  /** The insurance policy among the vehicle's papers. */
  viewInsurancePapers: boolean;
}

const none: Capabilities = {
  viewMaintenance: false,
  viewKm: false,
  viewRefuels: false,
  viewSpending: false,
  viewInsurance: false,
  viewExpenses: false,
  addExpenses: false,
  editSettings: false,
  addMaintenance: false,
  addRefuels: false,
  deleteData: false,
  deleteOwnEntries: false,
  editVehicle: false,
  transfer: false,
  viewReminders: false,
  addReminders: false,
  receivesReminders: false,
  viewAllFiles: false,
  viewOwnEntryFiles: false,
  viewInsurancePapers: false,
};

/**
 * SPEC §6: a workshop sees maintenance status and km and configures thresholds (and, being a
 * workshop, logs the work it does); an insurance broker sees the vehicle and its insurance status
 * only; a regular customer sees status and adds maintenance but deletes nothing. Nobody but the
 * owner sees money (the README's promise): a grantee sees an amount only on an entry they wrote.
 * A workshop also sees and sets reminders (issue "Reminders"). A household member sees what the
 * owner sees, money included, and logs, corrects and deletes their own entries, but neither
 * transfers, deletes nor shares the vehicle, nor removes the owner's entries (issue "Every cost").
 * The owner can do everything.
 */
export const capabilitiesByRole: Record<AccessRole, Capabilities> = {
  owner: {
    viewMaintenance: true,
    viewKm: true,
    viewRefuels: true,
    viewSpending: true,
    viewInsurance: true,
    viewExpenses: true,
    addExpenses: true,
    editSettings: true,
    addMaintenance: true,
    addRefuels: true,
    deleteData: true,
    deleteOwnEntries: true,
    editVehicle: true,
    transfer: true,
    viewReminders: true,
    addReminders: true,
    receivesReminders: true,
    viewAllFiles: true,
    viewOwnEntryFiles: true,
    viewInsurancePapers: true,
  },
  workshop: {
    ...none,
    viewMaintenance: true,
    viewKm: true,
    editSettings: true,
    addMaintenance: true,
    deleteOwnEntries: true,
    viewReminders: true,
    addReminders: true,
    viewOwnEntryFiles: true,
  },
  insuranceBroker: { ...none, viewInsurance: true, viewInsurancePapers: true },
  customer: { ...none, viewMaintenance: true, viewKm: true, addMaintenance: true, viewOwnEntryFiles: true },
  household: {
    ...none,
    viewMaintenance: true,
    viewKm: true,
    viewRefuels: true,
    viewSpending: true,
    viewInsurance: true,
    viewExpenses: true,
    addExpenses: true,
    addMaintenance: true,
    addRefuels: true,
    deleteOwnEntries: true,
    viewReminders: true,
    addReminders: true,
    receivesReminders: true,
    viewAllFiles: true,
    viewOwnEntryFiles: true,
    viewInsurancePapers: true,
  },
};

/** What is done to an entry already written. */
export type EntryChange = "edit" | "delete";

/**
 * Who may edit or delete one maintenance or refuel: the vehicle's owner, any of them; a workshop,
 * only the entries it wrote; a customer may correct what they wrote but delete nothing (SPEC §6);
 * a broker, none. (Admins also delete, SPEC §6; the server checks that apart, as it is about the
 * account, not the vehicle.)
 */
export function mayChangeEntry(
  role: AccessRole,
  entry: { createdBy: string | null },
  actorId: string,
  change: EntryChange,
): boolean {
  if (role === "owner") return true;
  const capabilities = capabilitiesByRole[role];
  const allowed = change === "edit" ? capabilities.addMaintenance : capabilities.deleteOwnEntries;
  return allowed && entry.createdBy === actorId;
}

/** Who may edit or delete a reminder: the owner, any; a workshop, the ones it set. */
export function mayChangeReminder(role: AccessRole, reminder: { createdBy: string | null }, actorId: string): boolean {
  if (role === "owner") return true;
  return capabilitiesByRole[role].addReminders && reminder.createdBy === actorId;
}
