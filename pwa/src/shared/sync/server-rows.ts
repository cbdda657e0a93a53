import type { SyncedRows, SyncedTable } from "@odo/domain";
import type { OdoDatabase } from "./db.js";
import { type Entry, isEntryTable } from "./entry-records.js";
import { type EntryChange, writeEntries } from "./entry-writes.js";
import type { PulledEntries } from "./pulled-entries.js";
import { rowTablesFor } from "./row-tables.js";

/** A row the server sent, to put on the device (or take off it, with `value: null`). */
export type ServerRow = { [T in SyncedTable]: { table: T; key: string; value: SyncedRows[T] | null } }[SyncedTable];

/**
 * The one way the server's copy of a row reaches the device, from a pull or from a reply to an
 * online action (claiming a vehicle, linking a bike, changing plan): a row with an unsent local
 * change keeps it, since the server's copy comes back after the push. Runs in the caller's
 * transaction when there is one.
 */
export async function writeServerRows(
  db: OdoDatabase,
  rows: readonly ServerRow[],
  pulled?: PulledEntries,
): Promise<void> {
  await db.transaction("rw", [db.outbox, ...rowTablesFor(db, rows)], async () => {
    const pending = new Set(
      (await db.outbox.toArray()).flatMap((entry) =>
        entry.before.map((snapshot) => `${snapshot.table}:${snapshot.key}`),
      ),
    );
    // Table by table in bulk: a pull page of a thousand rows is written many times faster so.
    const puts = new Map<SyncedTable, unknown[]>();
    const deletes = new Map<SyncedTable, string[]>();
    const listOf = <V>(lists: Map<SyncedTable, V[]>, table: SyncedTable) => {
      let list = lists.get(table);
      if (!list) {
        list = [];
        lists.set(table, list);
      }
      return list;
    };
    // A first pull's device has no unsent change: no key to make per row.
    const untouched = pending.size === 0 ? rows : rows.filter((row) => !pending.has(`${row.table}:${row.key}`));
    for (const row of untouched) {
      if (isEntryTable(row.table)) continue;
      if (row.value === null) listOf(deletes, row.table).push(row.key);
      else listOf(puts, row.table).push(row.value);
    }
    // An entry the pull knows to be new to the device: nothing to search for, or to delete.
    const entries: EntryChange[] = [];
    for (const row of untouched) {
      if (!isEntryTable(row.table)) continue;
      const value = row.value as Entry | null;
      if (!pulled?.isNew(row.table, row.key)) entries.push({ table: row.table, key: row.key, value });
      else if (value !== null) entries.push({ table: row.table, key: row.key, value, was: null });
    }
    await writeEntries(db, entries);
    for (const [table, values] of puts) await db.table(table).bulkPut(values);
    for (const [table, keys] of deletes) await db.table(table).bulkDelete(keys);
  });
}
