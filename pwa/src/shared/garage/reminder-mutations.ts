import {
  completedReminder,
  newReminder,
  patchedReminder,
  type Reminder,
  type ReminderCreate,
  reminderChanges,
  reminderUpdateSchema,
  snoozeUntil,
  type Vehicle,
} from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import { type CommitOptions, commitMutation } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";

const now = () => new Date().toISOString();
const put = (reminder: Reminder) => [{ table: "reminders" as const, key: reminder._id, value: reminder }];

export async function addReminder(
  db: OdoDatabase,
  vehicle: Vehicle,
  authorId: string,
  input: ReminderCreate,
  options: CommitOptions = {},
): Promise<Reminder> {
  const reminder = newReminder(input, { _id: newId(), vehicleId: vehicle._id, authorId, now: now() });
  await commitMutation(
    db,
    "reminder.create",
    { vehicleId: vehicle._id, reminder: { ...input, _id: reminder._id } },
    put(reminder),
    options,
  );
  return reminder;
}

/** Sends only what the edit changed; nothing when nothing did. */
export async function updateReminder(
  db: OdoDatabase,
  before: Reminder,
  edited: ReminderCreate,
  options: CommitOptions = {},
): Promise<void> {
  const changes = reminderChanges(before, edited);
  if (Object.keys(changes).length === 0) return;
  await patch(db, before, changes, options);
}

/** Out of the lists and the notices ("Put away"), until brought back. */
export function dismissReminder(db: OdoDatabase, reminder: Reminder, dismissed = true): Promise<void> {
  return patch(db, reminder, { dismissed });
}

async function patch(db: OdoDatabase, before: Reminder, changes: Record<string, unknown>, options: CommitOptions = {}) {
  const parsed = reminderUpdateSchema.parse(changes);
  const patched = patchedReminder(before, parsed, now());
  if (!patched.ok) throw new Error(patched.refusal.key);
  await commitMutation(db, "reminder.update", { _id: before._id, patch: changes }, put(patched.reminder), options);
}

export async function deleteReminder(db: OdoDatabase, reminder: Reminder): Promise<void> {
  await commitMutation(db, "reminder.delete", { _id: reminder._id }, [
    { table: "reminders", key: reminder._id, value: null },
  ]);
}

/** Done now at `km` (the odometer): a recurring reminder counts again from here. */
export async function completeReminder(db: OdoDatabase, reminder: Reminder, km: number | null): Promise<void> {
  const done = { _id: reminder._id, date: now(), ...(km === null ? {} : { km }) };
  await commitMutation(db, "reminder.complete", done, put(completedReminder(reminder, done, now())));
}

/** Out of sight for a week. */
export async function snoozeReminder(db: OdoDatabase, reminder: Reminder): Promise<void> {
  const until = snoozeUntil(new Date());
  await commitMutation(db, "reminder.snooze", { _id: reminder._id, until }, [
    { table: "reminders", key: reminder._id, value: { ...reminder, snoozedUntil: until, updatedAt: now() } },
  ]);
}
