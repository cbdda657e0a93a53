import { keepDeferredEntries } from "./change-log.js";
import type { Db } from "./open.js";
import { isPostgres, statement } from "./statements.js";

/** How a PostgreSQL unit makes the connection of a savepoint inside it (set by postgres.ts). */
const savepointConnections = new WeakMap<Db, (client: unknown) => Db>();

export function makesSavepointConnections(db: Db, make: (client: unknown) => Db): void {
  savepointConnections.set(db, make);
}

const depths = new WeakMap<Db, number>();

/**
 * Runs `work` inside the write unit so that its writes are kept or undone together while the unit
 * goes on: a throw undoes `work`'s writes alone, and the caller may catch it. `work` gets the
 * connection to use (on PostgreSQL a savepoint's queries run in a scope of their own). A unit is
 * already all or nothing; this is for the sync push, which applies or refuses each mutation alone.
 */
export async function savepoint<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    const client = db.$client as unknown as { savepoint(work: (client: unknown) => Promise<T>): Promise<T> };
    const make = savepointConnections.get(db);
    if (!make) throw new Error("a savepoint needs a PostgreSQL write unit");
    return client.savepoint(async (inner) => {
      const scoped = make(inner);
      const value = await work(scoped);
      keepDeferredEntries(scoped, db);
      return value;
    });
  }
  const depth = depths.get(db) ?? 0;
  const name = `odo_${depth}`;
  await statement(db, `SAVEPOINT ${name}`).run();
  depths.set(db, depth + 1);
  try {
    const value = await work(db);
    await statement(db, `RELEASE ${name}`).run();
    return value;
  } catch (error) {
    await statement(db, `ROLLBACK TO ${name}`).run();
    await statement(db, `RELEASE ${name}`).run();
    throw error;
  } finally {
    depths.set(db, depth);
  }
}
