import type { Db } from "./open.js";

/** Databases inside `allOrNothing`: their nested transactions open no savepoint. */
const withoutSavepoints = new WeakSet<Db>();

/**
 * Runs `work` in one SQLite transaction (a savepoint when already inside one): every write of a
 * service function commits together or not at all.
 */
export function transaction<T>(db: Db, work: () => T): T {
  if (withoutSavepoints.has(db)) return work();
  return db.$client.transaction(work)();
}

/**
 * Runs `work` in one transaction in which nested `transaction` calls open no savepoint, so a throw
 * anywhere rolls back all of `work`. A SAVEPOINT and its RELEASE cost about as much as a synced
 * mutation's own writes; this is for callers that can run the whole again when something throws.
 * Every statement runs synchronously, so nothing else uses `db` until `work` returns.
 */
export function allOrNothing<T>(db: Db, work: () => T): T {
  return transaction(db, () => {
    withoutSavepoints.add(db);
    try {
      return work();
    } finally {
      withoutSavepoints.delete(db);
    }
  });
}
