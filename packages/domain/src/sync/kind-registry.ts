import type { z } from "zod";
import { attachmentSchema } from "../attachment/attachment.js";
import type { ApiErrorCode } from "../errors/api-errors.js";
import { expenseSchema } from "../expense/expense.js";
import { maintenanceSchema } from "../maintenance/maintenance.js";
import { notificationSchema } from "../notification/notification.js";
import { recallReportSchema } from "../recall/recall.js";
import { refuelReading } from "../refuel/reading.js";
import { refuelSchema } from "../refuel/refuel.js";
import { reminderSchema } from "../reminder/reminder.js";
import { maintenanceSharedAs, tyreSetSharedAs } from "../share/projection.js";
import { type AccessRole, type Capabilities, capabilitiesByRole } from "../share/roles.js";
import type { EntryKind, RowKind, SyncEntity, TableOf } from "../shared/synced-kinds.js";
import { treadReadingSchema } from "../tyre/tread-reading.js";
import { tyreEventSchema } from "../tyre/tyre-event.js";
import { tyreSetSchema } from "../tyre/tyre-set.js";
import { userSchema } from "../user/user.js";
import { vehicleSchema } from "../vehicle/vehicle.js";

/**
 * Each synced kind's row, the schema every side stores and sends it by (`shared/synced-kinds.ts`
 * says what else a kind is). A kind missing here does not compile.
 */
export const rowSchemaOf = {
  user: userSchema,
  vehicle: vehicleSchema,
  maintenance: maintenanceSchema,
  refuel: refuelSchema,
  notification: notificationSchema,
  reminder: reminderSchema,
  expense: expenseSchema,
  attachment: attachmentSchema,
  tyreSet: tyreSetSchema,
  tyreEvent: tyreEventSchema,
  treadReading: treadReadingSchema,
  recall: recallReportSchema,
} as const satisfies { [K in SyncEntity]: z.ZodType };

/** A kind's row. */
export type RowOf<K extends SyncEntity> = z.infer<(typeof rowSchemaOf)[K]>;
/** The records a mutation reads and writes, by table: what syncs. */
export type SyncedRows = { [K in SyncEntity as TableOf<K>]: RowOf<K> };
/** A vehicle's history rows, by kind. */
export type RowOfKind = { [K in RowKind]: RowOf<K> };

/** The km reading each kind of history entry carries (null: none), which the odometer's rules place. */
export const readingOfEntry: { [K in EntryKind]: (row: RowOf<K>) => number | null } = {
  maintenance: (row) => row.kms,
  refuel: refuelReading,
  expense: (row) => row.km,
  tyreEvent: (row) => row.km,
  treadReading: (row) => row.km,
};

/** The capability on a vehicle that lets a role see each kind of its history rows (SPEC §6). */
export const seenWithOf = {
  maintenance: "viewMaintenance",
  refuel: "viewRefuels",
  expense: "viewExpenses",
  reminder: "viewReminders",
  // Tyres are maintenance: whoever follows the vehicle's upkeep follows them (a broker does not).
  tyreSet: "viewMaintenance",
  tyreEvent: "viewMaintenance",
  treadReading: "viewMaintenance",
  // Whoever follows the upkeep sees the recalls: the workshop that will carry them out, above all.
  recall: "viewMaintenance",
} as const satisfies { [K in RowKind]: keyof Capabilities };

/** The 404 for an entry that is not there, or not the actor's to see (a refusal never confirms it exists). */
export const notFoundOf = {
  maintenance: "SERVICES_NOT_FOUND",
  refuel: "REFUEL_NOT_FOUND",
  expense: "EXPENSE_NOT_FOUND",
  tyreEvent: "TYRE_EVENT_NOT_FOUND",
  treadReading: "TREAD_READING_NOT_FOUND",
} as const satisfies { [K in EntryKind]: ApiErrorCode };

/** Whether `role` on a vehicle receives its rows of `kind`. */
export const seesKind = (role: AccessRole, kind: RowKind): boolean => capabilitiesByRole[role][seenWithOf[kind]];

/**
 * A history row as `viewerId`, holding `role` on its vehicle, receives it: a maintenance without
 * its amount and author, a tyre set without its price, for a role that does not see spending;
 * every other kind as it is.
 */
export function rowSeenBy<K extends RowKind>(kind: K, row: RowOf<K>, role: AccessRole, viewerId: string): RowOf<K> {
  if (role === "owner") return row;
  if (kind === "maintenance") return maintenanceSharedAs(row as RowOf<"maintenance">, role, viewerId) as RowOf<K>;
  if (kind === "tyreSet") return tyreSetSharedAs(row as RowOf<"tyreSet">, role, viewerId) as RowOf<K>;
  return row;
}
