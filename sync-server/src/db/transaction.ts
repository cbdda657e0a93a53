import type { Db } from "./open.js";

/**
 * Runs `work` in one SQLite transaction (a savepoint when already inside one): every write of a
 * service function commits together or not at all.
 */
export function transaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work)();
}
