import type { Db } from "./connection.js";
import { dataRepairs } from "./schema.js";
import { isPostgres, statement } from "./statements.js";

/** The advisory lock of the one-time repairs (PostgreSQL). */
const repairsLock = 7_015_002;

/**
 * A one-off change to stored data that SQL alone cannot make (it needs a domain rule, a key, or
 * to tell users' devices). Each runs once, at start, in the start's write unit with the record that it ran.
 */
export interface DataRepair {
  name: string;
  run(db: Db, now: Date): Promise<void>;
}

/** Runs the repairs this database has not had yet, in order; returns the names it ran. */
export async function runRepairs(db: Db, repairs: readonly DataRepair[], now: Date): Promise<string[]> {
  // On PostgreSQL, processes started together take turns (the lock lasts until this unit commits):
  // the second finds the repairs done instead of doing them again.
  if (isPostgres(db)) await statement(db, "SELECT pg_advisory_xact_lock(?)").run([repairsLock]);
  const done = new Set((await db.select({ name: dataRepairs.name }).from(dataRepairs)).map((row) => row.name));
  const ran: string[] = [];
  for (const repair of repairs) {
    if (done.has(repair.name)) continue;
    await repair.run(db, now);
    await db.insert(dataRepairs).values({ name: repair.name, appliedAt: now.toISOString() });
    ran.push(repair.name);
  }
  return ran;
}
