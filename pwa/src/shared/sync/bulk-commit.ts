import type { Expense, Maintenance, Refuel, Reminder, Vehicle } from "@odo/domain";
import type { OdoDatabase, OutboxEntry } from "./db.js";
import { entryStores } from "./entry-reads.js";
import { writeEntries } from "./entry-writes.js";

/** Records made on this device in bulk (an import), every one new. */
export interface BulkRows {
  vehicles: Vehicle[];
  refuels: Refuel[];
  maintenances: Maintenance[];
  reminders: Reminder[];
  expenses: Expense[];
}

/**
 * Writes `rows` and the mutations that create them in one transaction: the screens show them at
 * once, and the syncing tab, watching the outbox, pushes them in batches as soon as it can.
 */
export async function commitBulk(db: OdoDatabase, rows: BulkRows, outbox: OutboxEntry[]): Promise<void> {
  await db.transaction("rw", [db.vehicles, ...entryStores(db), db.reminders, db.outbox], async () => {
    await db.vehicles.bulkPut(rows.vehicles);
    // Every entry is new (the plan left duplicates out): its year's latest record is read, nothing is searched.
    await writeEntries(db, [
      ...rows.refuels.map((value) => ({ table: "refuels" as const, key: value._id, value, was: null })),
      ...rows.maintenances.map((value) => ({ table: "maintenances" as const, key: value._id, value, was: null })),
      ...rows.expenses.map((value) => ({ table: "expenses" as const, key: value._id, value, was: null })),
    ]);
    await db.reminders.bulkPut(rows.reminders);
    await db.outbox.bulkAdd(outbox);
  });
}
