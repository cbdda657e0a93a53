import type { Db } from "../db/connection.js";
import { expenses, reminders, treadReadings, tyreEvents, tyreSets } from "../db/schema.js";
import { expenseRow } from "./expense-rows.js";
import { reminderRow } from "./reminder-rows.js";
import { insertMaintenance, insertRefuel } from "./repository.js";
import type { HistoryTable } from "./row-kinds.js";
import { treadReadingRow, tyreEventRow, tyreSetRow } from "./tyre-rows.js";
import { maintenanceRow, refuelRow } from "./views.js";

/** Inserts one row; false, writing nothing, when its id is taken. */
const insertOnce =
  <T extends typeof expenses | typeof reminders | typeof tyreSets | typeof tyreEvents | typeof treadReadings>(
    table: T,
  ) =>
  async (db: Db, columns: T["$inferInsert"]): Promise<boolean> => {
    const inserted = await db
      .insert(table as typeof reminders)
      .values(columns as typeof reminders.$inferInsert)
      .onConflictDoNothing()
      .returning({ id: table.id });
    return inserted.length > 0;
  };

/**
 * How the server writes each kind of history row: its columns from the domain's row, and an insert
 * that writes nothing when the id is taken (entries through the batched insert the read-ahead uses).
 * One row per row kind of the domain's registry; a kind missing here does not compile.
 */
export const historyWrites = {
  maintenances: { columns: maintenanceRow, insert: insertMaintenance },
  refuels: { columns: refuelRow, insert: insertRefuel },
  expenses: { columns: expenseRow, insert: insertOnce(expenses) },
  reminders: { columns: reminderRow, insert: insertOnce(reminders) },
  tyreSets: { columns: tyreSetRow, insert: insertOnce(tyreSets) },
  tyreEvents: { columns: tyreEventRow, insert: insertOnce(tyreEvents) },
  treadReadings: { columns: treadReadingRow, insert: insertOnce(treadReadings) },
} satisfies Record<HistoryTable, unknown>;
