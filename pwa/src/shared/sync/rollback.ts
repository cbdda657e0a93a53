import type { OdoDatabase, OutboxEntry, RowSnapshot } from "./db.js";
import { isEntryTable } from "./entry-records.js";
import { entryChangesIn, writeEntries } from "./entry-writes.js";

const referenceFields = ["_id", "vehicleId", "notificationId", "recordId"];

/** Ids an entry's args point at (its own row, the vehicle it belongs to, ...). */
function referencedIds(args: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== "object" || value === null || depth > 2) return;
    for (const [key, inner] of Object.entries(value)) {
      if (referenceFields.includes(key) && typeof inner === "string") ids.add(inner);
      else visit(inner, depth + 1);
    }
  };
  visit(args, 0);
  return ids;
}

/** Rows an entry created (nothing stood there before it). */
function createdRows(entry: OutboxEntry): RowSnapshot[] {
  return entry.before.filter((snapshot) => snapshot.value === null);
}

const createdIds = (entry: OutboxEntry) => createdRows(entry).map((snapshot) => snapshot.key);
const rowKey = (snapshot: RowSnapshot) => `${snapshot.table}:${snapshot.key}`;

/**
 * The refused entry plus every later queued entry that depends on a row it created (a refuel of a
 * vehicle the server refused), in queue order.
 */
export function withDependents(refused: OutboxEntry, later: readonly OutboxEntry[]): OutboxEntry[] {
  const chain = [refused];
  const gone = new Set(createdIds(refused));
  for (const entry of later) {
    const refs = referencedIds(entry.args);
    if ([...refs].some((id) => gone.has(id))) {
      chain.push(entry);
      for (const id of createdIds(entry)) gone.add(id);
    }
  }
  return chain;
}

/**
 * The queued changes left after a refused chain, whose snapshots hold a row the chain created,
 * with that row written as never having been: were one of them refused later (deleting the
 * vehicle an expense was refused on), its rollback would bring back a row the server never had
 * and no pull would ever take away.
 */
export function forgettingCreatedBy(chain: readonly OutboxEntry[], later: readonly OutboxEntry[]): OutboxEntry[] {
  const unborn = new Set(chain.flatMap((entry) => createdRows(entry).map(rowKey)));
  const inChain = new Set(chain);
  return later.flatMap((entry) => {
    if (inChain.has(entry) || !entry.before.some((s) => s.value !== null && unborn.has(rowKey(s)))) return [];
    const before = entry.before.map((s) => (unborn.has(rowKey(s)) ? { ...s, value: null } : s));
    return [{ ...entry, before }];
  });
}

/** Puts rows back as they were, newest change first. Runs inside the caller's transaction. */
export async function restore(db: OdoDatabase, entries: readonly OutboxEntry[]): Promise<void> {
  const snapshots: RowSnapshot[] = entries.flatMap((entry) => entry.before).reverse();
  // Entries in one pass: their records are read once, however many entries a refused import held.
  await writeEntries(db, entryChangesIn(snapshots));
  for (const snapshot of snapshots) {
    if (isEntryTable(snapshot.table)) continue;
    const table = db.table(snapshot.table);
    if (snapshot.value === null) await table.delete(snapshot.key);
    else await table.put(snapshot.value);
  }
}
