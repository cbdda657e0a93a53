import type { SyncedRows } from "@odo/domain";
import { expenses, maintenances, refuels, reminders } from "../db/schema.js";
import { expenseView } from "./expense-rows.js";
import { reminderView } from "./reminder-rows.js";
import { maintenanceView, refuelView } from "./views.js";

/** The tables of a vehicle's history, by the domain's name for each. */
export const historyTables = { maintenances, refuels, expenses, reminders } as const;
export type HistoryTable = keyof typeof historyTables;

/** Each table's row as the domain knows it; `never`, as only a caller that read `historyTables[table]` pairs them. */
export const rowViews: { [T in HistoryTable]: (row: never) => SyncedRows[T] } = {
  maintenances: maintenanceView,
  refuels: refuelView,
  expenses: expenseView,
  reminders: reminderView,
};
