import { ApiError } from "../errors/api-error.js";
import { capabilitiesByRole, mayChangeReminder } from "../share/roles.js";
import type { HeldRow, MutationStore, Mutator } from "../sync/mutation-store.js";
import { vehicleWith } from "../sync/mutator-access.js";
import {
  completedReminder,
  newReminder,
  patchedReminder,
  type Reminder,
  type ReminderComplete,
  type ReminderCreate,
  type ReminderUpdate,
} from "./reminder.js";

/** A REST route names the vehicle in its path: a reminder of another vehicle is not found there. */
export interface InVehicle {
  inVehicle?: string | undefined;
}

/**
 * A reminder with its vehicle, for someone who sees the vehicle's reminders; anyone else gets a
 * 404, so a refusal never confirms it exists.
 */
async function seenReminder(store: MutationStore, id: string, inVehicle: string | undefined) {
  const held = await store.row("reminder", id);
  const role = held?.role;
  const seen = held && role && capabilitiesByRole[role].viewReminders;
  if (!seen || (inVehicle !== undefined && held.row.vehicle !== inVehicle)) throw new ApiError("REMINDER_NOT_FOUND");
  return { ...held, role };
}

/** As `seenReminder`, and the actor may change it: the owner, any; a workshop, the ones it set. */
async function reminderToChange(store: MutationStore, id: string, inVehicle: string | undefined, actorId: string) {
  const held = await seenReminder(store, id, inVehicle);
  if (!mayChangeReminder(held.role, held.row, actorId)) throw new ApiError("FORBIDDEN");
  return held;
}

/** `reminder.create` (and `POST /vehicles/{id}/reminders`): the owner or a workshop. */
export const createReminder: Mutator<{ vehicleId: string; reminder: ReminderCreate }, Reminder> = {
  capability: "addReminders",
  readAhead: ({ vehicleId }) => ({ vehicleId }),
  async effect(store, { vehicleId, reminder: input }, context) {
    const { vehicle } = await vehicleWith(store, vehicleId, this.capability);
    const reminder = newReminder(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      now: context.now,
    });
    await store.putRow("reminder", reminder, vehicle);
    return reminder;
  },
};

/** `reminder.update`: the owner, or the workshop that set it; the result must still be a reminder. */
export const updateReminder: Mutator<{ _id: string; patch: ReminderUpdate } & InVehicle, Reminder> = {
  capability: "addReminders",
  async effect(store, { _id, patch, inVehicle }, context) {
    const { row: before, vehicle } = await reminderToChange(store, _id, inVehicle, context.actorId);
    const patched = patchedReminder(before, patch, context.now);
    if (!patched.ok) throw new ApiError("VALIDATION_FAILED", patched.refusal.key);
    await store.putRow("reminder", patched.reminder, vehicle, before);
    return patched.reminder;
  },
};

export const deleteReminder: Mutator<{ _id: string } & InVehicle, void> = {
  capability: "addReminders",
  async effect(store, { _id, inVehicle }, context) {
    const { row, vehicle } = await reminderToChange(store, _id, inVehicle, context.actorId);
    await store.deleteRow("reminder", row, vehicle);
  },
};

/** Whoever sees a reminder may mark it done or snooze it, for everyone who sees it. */
async function changeSeen(store: MutationStore, held: HeldRow<"reminder">, next: Reminder): Promise<Reminder> {
  await store.putRow("reminder", next, held.vehicle, held.row);
  return next;
}

/** `reminder.complete`: done at a reading and a date; a recurring one counts again from there. */
export const completeReminder: Mutator<ReminderComplete & InVehicle, Reminder> = {
  capability: "viewReminders",
  async effect(store, { inVehicle, ...done }, context) {
    const held = await seenReminder(store, done._id, inVehicle);
    return changeSeen(store, held, completedReminder(held.row, done, context.now));
  },
};

/** `reminder.snooze`: out of sight until `until`. */
export const snoozeReminder: Mutator<{ _id: string; until: string } & InVehicle, Reminder> = {
  capability: "viewReminders",
  async effect(store, { _id, until, inVehicle }, context) {
    const held = await seenReminder(store, _id, inVehicle);
    return changeSeen(store, held, { ...held.row, snoozedUntil: until, updatedAt: context.now });
  },
};
