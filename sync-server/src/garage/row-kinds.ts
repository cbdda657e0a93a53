import type { RowKind, RowOfKind } from "@odo/domain";
import { maintenances, refuels, reminders } from "../db/schema.js";
import { reminderView } from "./reminder-repository.js";
import { maintenanceView, refuelView } from "./views.js";

/** The table that keeps each kind of history row. */
export const rowTables = { maintenance: maintenances, refuel: refuels, reminder: reminders } as const;

/** Each table's row as the domain knows it; `never`, as only a caller that read `rowTables[kind]` pairs them. */
export const rowViews: { [K in RowKind]: (row: never) => RowOfKind[K] } = {
  maintenance: maintenanceView,
  refuel: refuelView,
  reminder: reminderView,
};
