import { createAttachment, deleteAttachment } from "../attachment/attachment-mutators.js";
import { createExpense, deleteExpense, updateExpense } from "../expense/expense-mutators.js";
import { createMaintenance, deleteMaintenance, updateMaintenance } from "../maintenance/maintenance-mutators.js";
import { dismissRecall } from "../recall/recall-mutators.js";
import { createRefuel, deleteRefuel, updateRefuel } from "../refuel/refuel-mutators.js";
import {
  completeReminder,
  createReminder,
  deleteReminder,
  snoozeReminder,
  updateReminder,
} from "../reminder/reminder-mutators.js";
import { capabilitiesOf } from "../share/projection.js";
import {
  createTreadReading,
  createTyreEvent,
  createTyreSet,
  deleteTreadReading,
  deleteTyreEvent,
  deleteTyreSet,
  updateTreadReading,
  updateTyreEvent,
  updateTyreSet,
} from "../tyre/tyre-mutators.js";
import { rateApp, readNotification, updateProfile } from "../user/user-mutators.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import {
  createVehicle,
  deleteVehicle,
  endWorkshopVisit,
  updateSettings,
  updateVehicle,
} from "../vehicle/vehicle-mutators.js";
import type { MutationArgs, MutationName } from "./mutations.js";
import type { Mutator } from "./mutator.js";

/**
 * Every mutation, defined once, run by the device over Dexie and by the server over its
 * repositories (docs/architecture.md "One definition per mutation"). Each takes its sync args; a
 * name in the sync contract without its mutator here does not compile.
 */
export const sharedMutators = {
  "vehicle.create": createVehicle,
  "vehicle.update": updateVehicle,
  "vehicle.delete": deleteVehicle,
  "vehicle.settings": updateSettings,
  "vehicle.endVisit": endWorkshopVisit,
  "maintenance.create": createMaintenance,
  "maintenance.update": updateMaintenance,
  "maintenance.delete": deleteMaintenance,
  "refuel.create": createRefuel,
  "refuel.update": updateRefuel,
  "refuel.delete": deleteRefuel,
  "expense.create": createExpense,
  "expense.update": updateExpense,
  "expense.delete": deleteExpense,
  "attachment.create": createAttachment,
  "attachment.delete": deleteAttachment,
  "reminder.create": createReminder,
  "reminder.update": updateReminder,
  "reminder.delete": deleteReminder,
  "reminder.complete": completeReminder,
  "reminder.snooze": snoozeReminder,
  "tyreSet.create": createTyreSet,
  "tyreSet.update": updateTyreSet,
  "tyreSet.delete": deleteTyreSet,
  "tyreEvent.create": createTyreEvent,
  "tyreEvent.update": updateTyreEvent,
  "tyreEvent.delete": deleteTyreEvent,
  "treadReading.create": createTreadReading,
  "treadReading.update": updateTreadReading,
  "treadReading.delete": deleteTreadReading,
  "recall.dismiss": dismissRecall,
  "notification.read": readNotification,
  "user.update": updateProfile,
  "user.rate": rateApp,
} satisfies { [N in MutationName]: Mutator<MutationArgs<N>, unknown> };

export type SharedMutationName = keyof typeof sharedMutators;
export type MutatorResult<N extends SharedMutationName> = Awaited<ReturnType<(typeof sharedMutators)[N]["effect"]>>;

/** Whether the holder of this copy of a vehicle may run mutation `name` on it: a screen offers it only then. */
export function mayRun(vehicle: Pick<Vehicle, "access">, name: SharedMutationName): boolean {
  const { capability } = sharedMutators[name];
  return capability === null || capabilitiesOf(vehicle)[capability];
}
