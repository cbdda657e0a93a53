import type { Db } from "./open.js";

/** Databases inside `allOrNothing`: their nested transactions open no savepoint. */
const withoutSavepoints = new WeakSet<Db>();
const depths = new WeakMap<Db, number>();

/**
 * Runs `work` so that its writes are kept or undone together: a savepoint inside the write unit it
 * runs in (or a transaction of its own outside one). A throw undoes `work`'s writes and no others,
 * so a caller may catch it and go on.
 */
export async function transaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (withoutSavepoints.has(db)) return work();
  const depth = depths.get(db) ?? 0;
  const name = `odo_${depth}`;
  const sqlite = db.$client;
  sqlite.prepare(`SAVEPOINT ${name}`).run();
  depths.set(db, depth + 1);
  try {
    const value = await work();
    sqlite.prepare(`RELEASE ${name}`).run();
    return value;
  } catch (error) {
    sqlite.prepare(`ROLLBACK TO ${name}`).run();
    sqlite.prepare(`RELEASE ${name}`).run();
    throw error;
  } finally {
    depths.set(db, depth);
  }
}

/**
 * Runs `work` with nested `transaction` calls opening no savepoint, so a throw anywhere undoes all
 * of `work` (the write unit rolls back). A SAVEPOINT and its RELEASE cost about as much as a synced
 * mutation's own writes; this is for callers that can run the whole again when something throws.
 */
export async function allOrNothing<T>(db: Db, work: () => Promise<T>): Promise<T> {
  withoutSavepoints.add(db);
  try {
    return await work();
  } finally {
    withoutSavepoints.delete(db);
  }
}
