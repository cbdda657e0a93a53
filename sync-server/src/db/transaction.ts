import type postgres from "postgres";
import { keepDeferredEntries } from "./change-log.js";
import type { Db, PostgresConnection } from "./connection.js";
import { statement } from "./statements.js";

type SavepointDb = (inner: postgres.TransactionSql) => Db<PostgresConnection>;

/** How a PostgreSQL unit makes the connection of a savepoint inside it (set by postgres.ts). */
const savepointConnections = new WeakMap<Db, SavepointDb>();

export function makesSavepointConnections(db: Db, make: SavepointDb): void {
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
  const { connection } = db;
  if (connection.engine === "postgres") {
    const make = savepointConnections.get(db);
    if (!make || !("savepoint" in connection.sql)) throw new Error("a savepoint needs a PostgreSQL write unit");
    const kept = await connection.sql.savepoint(async (inner) => {
      const scoped = make(inner);
      const value = await work(scoped);
      keepDeferredEntries(scoped, db);
      return { value };
    });
    return kept.value;
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
