import type { Expense } from "@odo/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { builtOnce } from "../db/prepared.js";
import { expenses } from "../db/schema.js";
import { recordRows } from "./record-rows.js";

type ExpenseRow = typeof expenses.$inferSelect;

export const expenseRows = recordRows<Expense, ExpenseRow>(expenses, {
  id: { toRow: (expense) => expense._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (expense) => expense.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
});

export const expenseView = (row: ExpenseRow): Expense => expenseRows.record(row);
export const expenseRow = (expense: Expense): ExpenseRow => expenseRows.row(expense);

const expensesByVehicle = builtOnce((db) =>
  db
    .select()
    .from(expenses)
    .where(eq(expenses.vehicleId, sql.placeholder("vehicleId")))
    .orderBy(desc(expenses.date))
    .prepare(),
);

/** A vehicle's expenses, newest first. */
export async function expensesOf(db: Db, vehicleId: string): Promise<Expense[]> {
  return (await expensesByVehicle(db).all({ vehicleId })).map(expenseView);
}
