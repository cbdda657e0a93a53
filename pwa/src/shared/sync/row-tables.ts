import { type SyncedTable, syncedTables } from "@odo/domain";
import type { OdoDatabase } from "./db.js";
import { entryStores } from "./entry-reads.js";
import { isEntryTable } from "./entry-records.js";

/** The IndexedDB tables that hold rows of these sync tables (entries live in entry-records.ts's). */
export function rowTablesFor(db: OdoDatabase, rows: readonly { table: SyncedTable }[]) {
  const tables = [...new Set(rows.map((row) => row.table))];
  return [
    ...tables.filter((table) => !isEntryTable(table)).map((table) => db.table(table)),
    ...(tables.some(isEntryTable) ? entryStores(db) : []),
  ];
}

/** Every table a row from the server can land in. */
export function everyRowTable(db: OdoDatabase) {
  return rowTablesFor(
    db,
    syncedTables.map((table) => ({ table })),
  );
}
