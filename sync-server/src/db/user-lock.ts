import type { Db } from "./connection.js";
import { isPostgres, statement } from "./statements.js";

/**
 * Makes the rest of the unit the only one counting `userId`'s rows against a limit (vehicles per
 * plan, one shop, push subscriptions, sessions): the count and the insert that follows become one
 * decision, whatever the number of server processes. On PostgreSQL the user's row is locked until
 * the unit ends, so a second unit doing the same waits and then counts what the first added. On
 * SQLite nothing is needed: a write unit holds the file's only write lock from its first statement.
 *
 * The lock is FOR NO KEY UPDATE: it excludes the other counters, but not the key-share lock that a
 * row referring to the user takes (a device registered at the start of a push). FOR UPDATE did,
 * and two pushes of one user, each holding the key share of its own device row, deadlocked.
 */
export async function lockUserForCount(db: Db, userId: string): Promise<void> {
  if (isPostgres(db)) await statement(db, "SELECT id FROM users WHERE id = ? FOR NO KEY UPDATE").all([userId]);
}
