import type { Reminder } from "@odo/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { builtOnce } from "../db/prepared.js";
import { reminders } from "../db/schema.js";
import { recordRows } from "./record-rows.js";

type ReminderRow = typeof reminders.$inferSelect;

export const reminderRows = recordRows<Reminder, ReminderRow>(reminders, {
  id: { toRow: (reminder) => reminder._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (reminder) => reminder.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
  setByShop: {
    toRow: (reminder) => reminder.setByShop ?? null,
    toRecord: (row) => (row.setByShop ? { setByShop: row.setByShop } : {}),
  },
});

export const reminderView = (row: ReminderRow): Reminder => reminderRows.record(row);
export const reminderRow = (reminder: Reminder & { createdBy: string }): ReminderRow => reminderRows.row(reminder);

const remindersByVehicle = builtOnce((db) =>
  db
    .select()
    .from(reminders)
    .where(eq(reminders.vehicleId, sql.placeholder("vehicleId")))
    .prepare(),
);

export async function remindersOf(db: Db, vehicleId: string): Promise<(Reminder & { createdBy: string })[]> {
  return (await remindersByVehicle(db).all({ vehicleId })).map((row) => ({
    ...reminderView(row),
    createdBy: row.createdBy,
  }));
}
