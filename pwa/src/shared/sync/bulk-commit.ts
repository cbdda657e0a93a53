import type { Reminder, TyreSet, Vehicle } from "@odo/domain";
import type { OdoDatabase, OutboxEntry } from "./db.js";
import { entryStores } from "./entry-reads.js";
import { type EntryHistory, entryTables } from "./entry-records.js";
import { writeEntries } from "./entry-writes.js";

/** Records made on this device in bulk (an import), every one new: the vehicles, their entries, reminders and tyre sets. */
export type BulkRows = Partial<EntryHistory> & { vehicles: Vehicle[]; reminders: Reminder[]; tyreSets?: TyreSet[] };

/**
 * Writes `rows` and the mutations that create them in one transaction: the screens show them at
 * once, and the syncing tab, watching the outbox, pushes them in batches as soon as it can.
 */
export async function commitBulk(db: OdoDatabase, rows: BulkRows, outbox: OutboxEntry[]): Promise<void> {
  await db.transaction("rw", [db.vehicles, ...entryStores(db), db.reminders, db.tyreSets, db.outbox], async () => {
    await db.vehicles.bulkPut(rows.vehicles);
    // Every entry is new (the plan left duplicates out): its year's latest record is read, nothing is searched.
    await writeEntries(
      db,
      entryTables.flatMap((table) => (rows[table] ?? []).map((value) => ({ table, key: value._id, value, was: null }))),
    );
    await db.reminders.bulkPut(rows.reminders);
    await db.tyreSets.bulkPut(rows.tyreSets ?? []);
    await db.outbox.bulkAdd(outbox);
  });
}
