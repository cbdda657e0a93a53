import { ApiError } from "../errors/api-error.js";
import { capabilitiesByRole, mayChangeReminder } from "../share/roles.js";
import type { HeldRow, InVehicle, Mutator } from "../sync/mutator.js";
import { heldRow, shopName, vehicleWith } from "../sync/mutator-access.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import {
  completedReminder,
  newReminder,
  patchedReminder,
  type Reminder,
  type ReminderComplete,
  type ReminderCreate,
  type ReminderUpdate,
} from "./reminder.js";

/**
 * A reminder with its vehicle, for someone who sees the vehicle's reminders; anyone else gets a
 * 404, so a refusal never confirms it exists.
 */
async function seenReminder(tx: WriteTransaction, id: string, inVehicle: string | undefined) {
  const held = await heldRow(tx, "reminder", id);
  const role = held?.role;
  const seen = held && role && capabilitiesByRole[role].viewReminders;
  if (!seen || (inVehicle !== undefined && held.row.vehicle !== inVehicle)) throw new ApiError("REMINDER_NOT_FOUND");
  return { ...held, role };
}

/** As `seenReminder`, and the actor may change it: the owner, any; a workshop, the ones it set. */
async function reminderToChange(tx: WriteTransaction, id: string, inVehicle: string | undefined, actorId: string) {
  const held = await seenReminder(tx, id, inVehicle);
  if (!mayChangeReminder(held.role, held.row, actorId)) throw new ApiError("FORBIDDEN");
  return held;
}

/** `reminder.create` (and `POST /vehicles/{id}/reminders`): the owner or a workshop. */
export const createReminder: Mutator<{ vehicleId: string; reminder: ReminderCreate }, Reminder> = {
  capability: "addReminders",
  readAhead: ({ vehicleId }) => ({ vehicleId }),
  async effect(tx, { vehicleId, reminder: input }, context) {
    const { role } = await vehicleWith(tx, vehicleId, this.capability);
    const reminder = newReminder(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      now: context.now,
      // The next service a workshop sets at handover says which shop set it.
      setByShop: role === "workshop" ? await shopName(tx, context) : null,
    });
    await tx.put("reminders", reminder);
    return reminder;
  },
};

/** `reminder.update`: the owner, or the workshop that set it; the result must still be a reminder. */
export const updateReminder: Mutator<{ _id: string; patch: ReminderUpdate } & InVehicle, Reminder> = {
  capability: "addReminders",
  async effect(tx, { _id, patch, inVehicle }, context) {
    const { row: before } = await reminderToChange(tx, _id, inVehicle, context.actorId);
    const patched = patchedReminder(before, patch, context.now);
    if (!patched.ok) throw new ApiError("VALIDATION_FAILED", patched.refusal.key);
    await tx.put("reminders", patched.reminder, before);
    return patched.reminder;
  },
};

export const deleteReminder: Mutator<{ _id: string } & InVehicle, void> = {
  capability: "addReminders",
  async effect(tx, { _id, inVehicle }, context) {
    const { row } = await reminderToChange(tx, _id, inVehicle, context.actorId);
    await tx.delete("reminders", row);
  },
};

/** Whoever sees a reminder may mark it done or snooze it, for everyone who sees it. */
async function changeSeen(tx: WriteTransaction, held: HeldRow<"reminder">, next: Reminder): Promise<Reminder> {
  await tx.put("reminders", next, held.row);
  return next;
}

/** `reminder.complete`: done at a reading and a date; a recurring one counts again from there. */
export const completeReminder: Mutator<ReminderComplete & InVehicle, Reminder> = {
  capability: "viewReminders",
  async effect(tx, { inVehicle, ...done }, context) {
    const held = await seenReminder(tx, done._id, inVehicle);
    return changeSeen(tx, held, completedReminder(held.row, done, context.now));
  },
};

/** `reminder.snooze`: out of sight until `until`. */
export const snoozeReminder: Mutator<{ _id: string; until: string } & InVehicle, Reminder> = {
  capability: "viewReminders",
  async effect(tx, { _id, until, inVehicle }, context) {
    const held = await seenReminder(tx, _id, inVehicle);
    return changeSeen(tx, held, { ...held.row, snoozedUntil: until, updatedAt: context.now });
  },
};
