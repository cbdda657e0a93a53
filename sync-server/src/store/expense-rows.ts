import type { Expense } from "@odo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { expenses } from "../db/schema.js";
import { recordRows } from "./record-rows.js";

type ExpenseRow = typeof expenses.$inferSelect;

export const expenseRows = recordRows<Expense, ExpenseRow>(expenses, {
  id: { toRow: (expense) => expense._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (expense) => expense.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
  km: { toRow: (expense) => expense.km, toRecord: (row) => ({ km: row.km === null ? null : Number(row.km) }) },
  amount: { toRow: (expense) => expense.amount, toRecord: (row) => ({ amount: Number(row.amount) }) },
});

export const expenseView = (row: ExpenseRow): Expense => expenseRows.record(row);
export const expenseRow = (expense: Expense): ExpenseRow => expenseRows.row(expense);

/** A vehicle's expenses, newest first. */
export async function expensesOf(db: Db, vehicleId: string): Promise<Expense[]> {
  const rows = await db.select().from(expenses).where(eq(expenses.vehicleId, vehicleId));
  return rows.map(expenseView).sort((a, b) => b.date.localeCompare(a.date));
}
