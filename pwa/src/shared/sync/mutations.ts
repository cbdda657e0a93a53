import { type MutationArgsInput, type MutationName, mutationArgsSchemas } from "@odo/domain";
import type { OdoDatabase, RowSnapshot, SyncTable } from "./db.js";
import { isEntryTable } from "./entry-records.js";
import { type EntryChange, entryChangesIn, writeEntries } from "./entry-writes.js";
import { rowTablesFor } from "./row-tables.js";

export interface RowChange {
  table: SyncTable;
  key: string;
  /** The row after the change; null deletes it. */
  value: unknown | null;
  /** For a maintenance or refuel: null when new (nothing is searched), else the entry as it was. */
  was?: EntryChange["was"];
}

/**
 * Every write of the app: the rows change and the outbox entry is appended in one IndexedDB
 * transaction, with a snapshot of each row as it was, so nothing typed is lost and a refusal can be
 * undone. The args are checked with the same schema the server uses before anything is written.
 */
export interface CommitOptions {
  /** A refused change this one takes the place of ("Edit and retry"): it leaves the "Not saved" list. */
  resolves?: number | undefined;
}

export async function commitMutation<N extends MutationName>(
  db: OdoDatabase,
  name: N,
  args: MutationArgsInput<N>,
  changes: readonly RowChange[],
  options: CommitOptions = {},
): Promise<void> {
  mutationArgsSchemas[name].parse(args);
  await db.transaction("rw", [db.outbox, db.rejected, ...rowTablesFor(db, changes)], async () => {
    if (options.resolves !== undefined) await db.rejected.delete(options.resolves);
    const entriesBefore = await writeEntries(db, entryChangesIn(changes));
    let entryIndex = 0;
    const before: RowSnapshot[] = [];
    for (const change of changes) {
      if (isEntryTable(change.table)) {
        before.push({ table: change.table, key: change.key, value: entriesBefore[entryIndex] ?? null });
        entryIndex += 1;
        continue;
      }
      const table = db.table(change.table);
      before.push({ table: change.table, key: change.key, value: (await table.get(change.key)) ?? null });
      if (change.value === null) await table.delete(change.key);
      else await table.put(change.value);
    }
    // The syncing tab watches the outbox and pushes this entry as soon as it can.
    await db.outbox.add({ name, args, before, createdAt: new Date().toISOString() });
  });
}
