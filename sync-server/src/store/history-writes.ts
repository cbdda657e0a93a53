import { ApiError, tyreLimits } from "@odo/domain";
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { expenses, recalls, reminders, treadReadings, tyreEvents, tyreSets } from "../db/schema.js";
import { isPostgres, statement } from "../db/statements.js";
import { expenseRow } from "./expense-rows.js";
import { recallRow } from "./recall-rows.js";
import { reminderRow } from "./reminder-rows.js";
import { insertMaintenance, insertRefuel } from "./repository.js";
import type { HistoryTable } from "./row-kinds.js";
import { treadReadingRow, tyreEventRow, tyreSetRow } from "./tyre-rows.js";
import { maintenanceRow, refuelRow } from "./views.js";

/** Inserts one row; false, writing nothing, when its id is taken. */
const insertOnce =
  <
    T extends
      | typeof expenses
      | typeof reminders
      | typeof tyreSets
      | typeof tyreEvents
      | typeof treadReadings
      | typeof recalls,
  >(
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
 * As `insertOnce`, refusing a row past `cap` rows of its vehicle (a vehicle's tyre sets). The count
 * and the insert are one decision across server processes: on PostgreSQL the vehicle's row is
 * locked until the unit ends (SQLite's write unit already holds the only write lock).
 */
const insertWithinCap =
  (table: typeof tyreSets, cap: number, refusal: "TYRE_SET_LIMIT") =>
  async (db: Db, columns: typeof tyreSets.$inferInsert): Promise<boolean> => {
    if (isPostgres(db)) {
      await statement(db, "SELECT id FROM vehicles WHERE id = ? FOR NO KEY UPDATE").all([columns.vehicleId]);
    }
    const [held] = await db.select({ rows: count() }).from(table).where(eq(table.vehicleId, columns.vehicleId));
    if ((held?.rows ?? 0) >= cap) throw new ApiError(refusal);
    return insertOnce(table)(db, columns);
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
  tyreSets: { columns: tyreSetRow, insert: insertWithinCap(tyreSets, tyreLimits.setsPerVehicle, "TYRE_SET_LIMIT") },
  tyreEvents: { columns: tyreEventRow, insert: insertOnce(tyreEvents) },
  treadReadings: { columns: treadReadingRow, insert: insertOnce(treadReadings) },
  recalls: { columns: recallRow, insert: insertOnce(recalls) },
} satisfies Record<HistoryTable, unknown>;
