import {
  createReminder,
  type DueItem,
  dueItems,
  dueItemsFor,
  type Reminder,
  type ReminderComplete,
  type ReminderCreate,
  type ReminderUpdate,
  completeReminder as sharedComplete,
  deleteReminder as sharedDelete,
  snoozeReminder as sharedSnooze,
  updateReminder as sharedUpdate,
} from "@odo/domain";
import type { AppDeps } from "../deps.js";
import type { Requester } from "../requester.js";
import { vehicleAccess, vehicleWith } from "../store/access.js";
import { remindersOf } from "../store/reminder-rows.js";
import { runMutator } from "../store/run-mutator.js";
import { vehicleHistory } from "../store/vehicle-history.js";
import { userById } from "../users/users-repository.js";

/** `POST /vehicles/{id}/reminders`: the shared `reminder.create`. */
export function addReminder(deps: AppDeps, actor: Requester, vehicleId: string, input: ReminderCreate) {
  return runMutator(deps, actor, createReminder, { vehicleId, reminder: input });
}

export async function listReminders(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Reminder[]> {
  await vehicleWith(deps.db, actor, vehicleId, "viewReminders");
  return remindersOf(deps.db, vehicleId);
}

/** `PATCH /vehicles/{id}/reminders/{rid}`: the shared `reminder.update`, in that vehicle. */
export function updateReminder(
  deps: AppDeps,
  actor: Requester,
  reminderId: string,
  patch: ReminderUpdate,
  inVehicle: string,
): Promise<Reminder> {
  return runMutator(deps, actor, sharedUpdate, { _id: reminderId, patch, inVehicle });
}

export function deleteReminder(deps: AppDeps, actor: Requester, reminderId: string, inVehicle: string) {
  return runMutator(deps, actor, sharedDelete, { _id: reminderId, inVehicle });
}

export function completeReminder(deps: AppDeps, actor: Requester, done: ReminderComplete, inVehicle: string) {
  return runMutator(deps, actor, sharedComplete, { ...done, inVehicle });
}

export function snoozeReminder(deps: AppDeps, actor: Requester, reminderId: string, until: string, inVehicle: string) {
  return runMutator(deps, actor, sharedSnooze, { _id: reminderId, until, inVehicle });
}

/** `GET /vehicles/{id}/due`: what is coming up for the vehicle, as the actor's role may see it. */
export async function vehicleDue(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  timeZone: string,
): Promise<DueItem[]> {
  const { vehicle, role } = await vehicleAccess(deps.db, actor, vehicleId);
  const history = await vehicleHistory(deps.db, vehicleId);
  const country = (await userById(deps.db, vehicle.user._id))?.country;
  const facts = { ...history, ...(country ? { country } : {}) };
  return dueItemsFor(role, dueItems(vehicle, facts, history.reminders, deps.clock(), timeZone));
}
