import { type Reminder, type ReminderCreate, reminderChanges, snoozeUntil, type Vehicle } from "@odo/domain";
import type { OdoDatabase } from "../../shared/sync/db.js";
import type { CommitOptions } from "../../shared/sync/mutations.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { newId } from "../../shared/sync/new-id.js";

/** The shared `reminder.create`, with the id fixed here so the server writes the same. */
export function addReminder(
  db: OdoDatabase,
  vehicle: Vehicle,
  input: ReminderCreate,
  options: CommitOptions = {},
): Promise<Reminder> {
  const reminder = { ...input, _id: newId() };
  return runMutation(db, "reminder.create", { vehicleId: vehicle._id, reminder }, options);
}

/** Sends only what the edit changed; nothing when nothing did. */
export async function updateReminder(
  db: OdoDatabase,
  before: Reminder,
  edited: ReminderCreate,
  options: CommitOptions = {},
): Promise<void> {
  const patch = reminderChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  await runMutation(db, "reminder.update", { _id: before._id, patch }, options);
}

/** Out of the lists and the notices ("Put away"), until brought back. */
export async function dismissReminder(db: OdoDatabase, reminder: Reminder, dismissed = true) {
  await runMutation(db, "reminder.update", { _id: reminder._id, patch: { dismissed } });
}

export async function deleteReminder(db: OdoDatabase, reminder: Reminder): Promise<void> {
  await runMutation(db, "reminder.delete", { _id: reminder._id });
}

/** Done now at `km` (the odometer): a recurring reminder counts again from here. */
export async function completeReminder(db: OdoDatabase, reminder: Reminder, km: number | null) {
  const done = { _id: reminder._id, date: new Date().toISOString(), ...(km === null ? {} : { km }) };
  await runMutation(db, "reminder.complete", done);
}

/** Out of sight for a week. */
export async function snoozeReminder(db: OdoDatabase, reminder: Reminder): Promise<void> {
  await runMutation(db, "reminder.snooze", { _id: reminder._id, until: snoozeUntil(new Date()) });
}
