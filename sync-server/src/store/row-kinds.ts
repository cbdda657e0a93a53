import type { RowKind, SyncedRows, TableOf } from "@odo/domain";
import {
  expenses,
  maintenances,
  recalls,
  refuels,
  reminders,
  treadReadings,
  tyreEvents,
  tyreSets,
} from "../db/schema.js";
import { expenseView } from "./expense-rows.js";
import { recallView } from "./recall-rows.js";
import { reminderView } from "./reminder-rows.js";
import { treadReadingView, tyreEventView, tyreSetView } from "./tyre-rows.js";
import { maintenanceView, refuelView } from "./views.js";

/** The domain's tables of a vehicle's history rows (its registry's row kinds). */
export type HistoryTable = TableOf<RowKind>;

/** The database table of each, by the domain's name: a row kind missing here does not compile. */
export const historyTables = {
  maintenances,
  refuels,
  expenses,
  reminders,
  tyreSets,
  tyreEvents,
  treadReadings,
  recalls,
} as const satisfies Record<HistoryTable, unknown>;

/** Each table's row as the domain knows it; `never`, as only a caller that read `historyTables[table]` pairs them. */
export const rowViews: { [T in HistoryTable]: (row: never) => SyncedRows[T] } = {
  maintenances: maintenanceView,
  refuels: refuelView,
  expenses: expenseView,
  reminders: reminderView,
  tyreSets: tyreSetView,
  tyreEvents: tyreEventView,
  treadReadings: treadReadingView,
  recalls: recallView,
};
