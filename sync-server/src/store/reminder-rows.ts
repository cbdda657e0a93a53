import type { Reminder } from "@odo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/open.js";
import { reminders } from "../db/schema.js";

type ReminderRow = typeof reminders.$inferSelect;

export function reminderView(row: ReminderRow): Reminder {
  return {
    _id: row.id,
    vehicle: row.vehicleId,
    title: row.title,
    adjustment: row.adjustment,
    maintenanceType: row.maintenanceType,
    dueKm: row.dueKm,
    dueDate: row.dueDate,
    everyKm: row.everyKm,
    everyMonths: row.everyMonths,
    lastDoneKm: row.lastDoneKm,
    lastDoneDate: row.lastDoneDate,
    doneAt: row.doneAt,
    snoozedUntil: row.snoozedUntil,
    dismissed: row.dismissed,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function reminderRow(reminder: Reminder & { createdBy: string }): ReminderRow {
  const { _id, vehicle, ...fields } = reminder;
  return { id: _id, vehicleId: vehicle, ...fields };
}

export async function remindersOf(db: Db, vehicleId: string): Promise<(Reminder & { createdBy: string })[]> {
  return (await db.select().from(reminders).where(eq(reminders.vehicleId, vehicleId))).map((row) => ({
    ...reminderView(row),
    createdBy: row.createdBy,
  }));
}
