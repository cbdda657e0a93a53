import type { Expense } from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { expenses } from "../db/schema.js";
import { recordRows } from "./record-rows.js";

type ExpenseRow = typeof expenses.$inferSelect;

export const expenseRows = recordRows<Expense, ExpenseRow>(expenses, {
  id: { toRow: (expense) => expense._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (expense) => expense.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
});

export const expenseView = (row: ExpenseRow): Expense => expenseRows.record(row);
export const expenseRow = (expense: Expense): ExpenseRow => expenseRows.row(expense);

/** A vehicle's expenses, newest first. */
export async function expensesOf(db: Db, vehicleId: string): Promise<Expense[]> {
  const rows = await db.select().from(expenses).where(eq(expenses.vehicleId, vehicleId)).orderBy(desc(expenses.date));
  return rows.map(expenseView);
}
