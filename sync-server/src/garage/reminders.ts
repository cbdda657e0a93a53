import {
  capabilitiesByRole,
  completedReminder,
  type DueItem,
  dueItems,
  dueItemsFor,
  mayChangeReminder,
  newReminder,
  patchedReminder,
  type Reminder,
  type ReminderComplete,
  type ReminderCreate,
  type ReminderUpdate,
} from "@odo/domain";
import { eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import type { Db } from "../db/open.js";
import { reminders } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { vehicleAccess, vehicleWith } from "./access.js";
import { publishReminder, retractRow } from "./audience.js";
import { findVehicle } from "./garage-repository.js";
import { reminderRow, remindersOf, reminderView } from "./reminder-repository.js";
import { vehicleHistory } from "./vehicles.js";

/** A stored reminder, its vehicle and the actor's role on it; a reminder they may not see is a 404. */
async function reminderWithAccess(db: Db, actor: Requester, reminderId: string, inVehicle: string | undefined) {
  const found = firstRow(await db.select().from(reminders).where(eq(reminders.id, reminderId)));
  const row = found && (inVehicle === undefined || found.vehicleId === inVehicle) ? found : undefined;
  const access = row && (await findVehicle(db, row.vehicleId)) ? await tryAccess(db, actor, row.vehicleId) : undefined;
  if (!row || !access || !capabilitiesByRole[access.role].viewReminders) throw new ApiError("REMINDER_NOT_FOUND");
  return { reminder: { ...reminderView(row), createdBy: row.createdBy }, ...access };
}

async function tryAccess(db: Db, actor: Requester, vehicleId: string) {
  try {
    return await vehicleAccess(db, actor, vehicleId);
  } catch {
    return undefined;
  }
}

async function save(db: Db, reminder: Reminder & { createdBy: string }) {
  const row = reminderRow(reminder);
  await db.insert(reminders).values(row).onConflictDoUpdate({ target: reminders.id, set: row });
}

/** `POST /vehicles/{id}/reminders` and `reminder.create`: the owner or a workshop. */
export async function addReminder(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  input: ReminderCreate,
): Promise<Reminder> {
  const { vehicle } = await vehicleWith(deps.db, actor, vehicleId, "addReminders");
  const now = deps.clock();
  const id = input._id ?? newId(now);
  if (firstRow(await deps.db.select({ id: reminders.id }).from(reminders).where(eq(reminders.id, id)))) {
    throw new ApiError("ID_ALREADY_USED");
  }
  const reminder = newReminder(input, { _id: id, vehicleId, authorId: actor.id, now: now.toISOString() });
  await save(deps.db, { ...reminder, createdBy: actor.id });
  await publishReminder(deps.db, vehicle, reminder);
  return reminder;
}

export async function listReminders(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Reminder[]> {
  await vehicleWith(deps.db, actor, vehicleId, "viewReminders");
  return remindersOf(deps.db, vehicleId);
}

/** `PATCH /vehicles/{id}/reminders/{rid}` and `reminder.update`: the owner, or the workshop that set it. */
export async function updateReminder(
  deps: AppDeps,
  actor: Requester,
  reminderId: string,
  patch: ReminderUpdate,
  inVehicle?: string,
): Promise<Reminder> {
  const { reminder, vehicle, role } = await reminderWithAccess(deps.db, actor, reminderId, inVehicle);
  if (!mayChangeReminder(role, reminder, actor.id)) throw new ApiError("FORBIDDEN");
  const patched = patchedReminder(reminder, patch, deps.clock().toISOString());
  if (!patched.ok) throw new ApiError("VALIDATION_FAILED", patched.refusal.key);
  await save(deps.db, { ...patched.reminder, createdBy: reminder.createdBy });
  await publishReminder(deps.db, vehicle, patched.reminder);
  return patched.reminder;
}

export async function deleteReminder(
  deps: AppDeps,
  actor: Requester,
  reminderId: string,
  inVehicle?: string,
): Promise<void> {
  const { reminder, vehicle, role } = await reminderWithAccess(deps.db, actor, reminderId, inVehicle);
  if (!mayChangeReminder(role, reminder, actor.id)) throw new ApiError("FORBIDDEN");
  await deps.db.delete(reminders).where(eq(reminders.id, reminderId));
  await retractRow(deps.db, vehicle, "reminder", reminderId);
}

/** `reminder.complete`: whoever sees it marks it done (a recurring one counts again from there). */
export async function completeReminder(
  deps: AppDeps,
  actor: Requester,
  done: ReminderComplete,
  inVehicle?: string,
): Promise<Reminder> {
  return changeSeen(deps, actor, done._id, inVehicle, (reminder, now) => completedReminder(reminder, done, now));
}

/** `reminder.snooze`: out of sight until `until`, for everyone who sees it. */
export async function snoozeReminder(
  deps: AppDeps,
  actor: Requester,
  reminderId: string,
  until: string,
  inVehicle?: string,
): Promise<Reminder> {
  return changeSeen(deps, actor, reminderId, inVehicle, (reminder, now) => ({
    ...reminder,
    snoozedUntil: until,
    updatedAt: now,
  }));
}

async function changeSeen(
  deps: AppDeps,
  actor: Requester,
  reminderId: string,
  inVehicle: string | undefined,
  change: (reminder: Reminder, now: string) => Reminder,
): Promise<Reminder> {
  const { reminder, vehicle } = await reminderWithAccess(deps.db, actor, reminderId, inVehicle);
  const next = change(reminder, deps.clock().toISOString());
  await save(deps.db, { ...next, createdBy: reminder.createdBy });
  await publishReminder(deps.db, vehicle, next);
  return next;
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
  return dueItemsFor(role, dueItems(vehicle, history, history.reminders, deps.clock(), timeZone));
}
