import type { Db } from "./open.js";
import { dataRepairs } from "./schema.js";

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
