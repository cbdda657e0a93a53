import type { SyncEntity } from "@odo/domain";
import { changeFeedOf } from "./change-feed.js";
import type { Db } from "./connection.js";
import { chunked, rowsOf } from "./many-rows.js";
import { isPostgres, statement } from "./statements.js";

/**
 * Drops the row's older entry (unique on user, entity and id) and appends it again with the next
 * seq, in one statement, so the log holds one entry per row a user can see. (PostgreSQL's is the
 * multi-row statement in `appendAll`.)
 */
const sqliteAppend = `INSERT OR REPLACE INTO change_log (user_id, entity, entity_id, op, data) VALUES (?, ?, ?, ?, ?)
  RETURNING seq`;

/** Users whose log a PostgreSQL unit holds the lock of (per unit: each has its own connection). */
const lockedLogs = new WeakMap<Db, Set<string>>();

/**
 * On PostgreSQL, transactions on other connections append at the same time and may commit out of
 * seq order: a device could pull seq 11, move its cursor past it, and never see the 10 committed a
 * moment later. A unit therefore holds a lock on each user's log it appends to until it commits,
 * so one user's entries commit in seq order. (SQLite runs one unit at a time.)
 */
async function lockLog(db: Db, userId: string): Promise<void> {
  const locked = lockedLogs.get(db) ?? new Set<string>();
  lockedLogs.set(db, locked);
  if (locked.has(userId)) return;
  await statement(db, "SELECT pg_advisory_xact_lock(hashtext(?))").run([`change_log:${userId}`]);
  locked.add(userId);
}

interface LogEntry {
  userId: string;
  entity: SyncEntity;
  entityId: string;
  op: string;
  data: string | null;
}

/** A PostgreSQL unit's entries, appended in one statement just before it commits. */
const deferredEntries = new WeakMap<Db, LogEntry[]>();

/** Makes `db`'s appends wait for `flushChangeLog` (a PostgreSQL write unit, or a savepoint in one). */
export function deferChangeLog(db: Db): void {
  deferredEntries.set(db, []);
}

/** A released savepoint's entries join its unit's; a rolled-back one's are never moved, so dropped. */
export function keepDeferredEntries(savepointDb: Db, unitDb: Db): void {
  const kept = deferredEntries.get(savepointDb) ?? [];
  deferredEntries.get(unitDb)?.push(...kept);
}

/**
 * Appends a unit's waiting entries: a few many-row statements, sent together, instead of one each. A row
 * appended twice keeps its last entry, as appending one after the other would. Each user's log is
 * locked first, in one order for every unit.
 */
export async function flushChangeLog(db: Db): Promise<void> {
  const waiting = deferredEntries.get(db) ?? [];
  if (waiting.length === 0) return;
  deferredEntries.set(db, []);
  await appendAll(db, waiting);
}

async function appendAll(db: Db, waiting: readonly LogEntry[]): Promise<void> {
  const latest = new Map<string, LogEntry>();
  for (const entry of waiting) {
    const key = `${entry.userId} ${entry.entity} ${entry.entityId}`;
    latest.delete(key);
    latest.set(key, entry);
  }
  const entries = [...latest.values()];
  for (const userId of [...new Set(entries.map((entry) => entry.userId))].sort()) await lockLog(db, userId);
  const appended = await Promise.all(
    chunked(entries).map((chunk) =>
      statement<{ user_id: string; seq: number }>(
        db,
        `INSERT INTO change_log (user_id, entity, entity_id, op, data) VALUES ${rowsOf("(?, ?, ?, ?, ?)", chunk.length)}
          ON CONFLICT (user_id, entity, entity_id) DO UPDATE
          SET seq = nextval(pg_get_serial_sequence('change_log', 'seq')), op = excluded.op, data = excluded.data
          RETURNING user_id, seq`,
      ).all(chunk.flatMap((entry) => [entry.userId, entry.entity, entry.entityId, entry.op, entry.data])),
    ),
  );
  for (const row of appended.flat()) changeFeedOf(db).advanced(row.user_id, Number(row.seq));
}

async function appended(db: Db, userId: string, entity: SyncEntity, entityId: string, op: string, data: string | null) {
  const entry = { userId, entity, entityId, op, data };
  const waiting = deferredEntries.get(db);
  if (waiting) waiting.push(entry);
  else if (isPostgres(db)) await appendAll(db, [entry]);
  else {
    const row = await statement<{ seq: number }>(db, sqliteAppend).get([userId, entity, entityId, op, data]);
    if (row) changeFeedOf(db).advanced(userId, Number(row.seq));
  }
}

/** The last seq ever handed out (neither engine reuses one), even if its row was replaced since. */
const lastSeq = {
  sqlite: "SELECT seq FROM sqlite_sequence WHERE name = 'change_log'",
  postgres: "SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS seq FROM change_log_seq_seq",
};

export async function lastChangeSeq(db: Db): Promise<number> {
  return Number((await statement<{ seq: number }>(db, lastSeq).get())?.seq ?? 0);
}

/** Records that `userId` should now see `data` for this row. */
export async function logPut(
  db: Db,
  userId: string,
  entity: SyncEntity,
  entityId: string,
  data: unknown,
): Promise<void> {
  await appended(db, userId, entity, entityId, "put", JSON.stringify(data));
}

/** Records that the row left `userId`'s view (deleted, or no longer theirs): a tombstone. */
export async function logDelete(db: Db, userId: string, entity: SyncEntity, entityId: string): Promise<void> {
  await appended(db, userId, entity, entityId, "del", null);
}

/**
 * Removes `userId`'s whole log (a deleted account): what this unit still holds back for it goes
 * first, so nothing of it is appended after.
 */
export async function forgetLogOf(db: Db, userId: string): Promise<void> {
  await flushChangeLog(db);
  await statement(db, "DELETE FROM change_log WHERE user_id = ?").run([userId]);
}
