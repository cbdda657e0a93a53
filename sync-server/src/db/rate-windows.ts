import type { Db } from "./connection.js";
import { statement } from "./statements.js";

/** One pass over the expired windows every this many counts keeps the table small. */
const sweepEvery = 1_000;
let countsSinceSweep = 0;

/**
 * Counts one more event for `key` in its fixed window (a new window when the last one ended) and
 * returns the window's count and end. One statement, so two server processes counting the same
 * key at once each get their own number.
 */
export async function addToWindow(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; resetAt: number }> {
  countsSinceSweep += 1;
  if (countsSinceSweep >= sweepEvery) {
    countsSinceSweep = 0;
    await statement(db, "DELETE FROM rate_windows WHERE reset_at <= ?").run([now]);
  }
  const row = await statement<{ count: number; resetAt: number }>(
    db,
    `INSERT INTO rate_windows (key, count, reset_at) VALUES (@key, 1, @reset)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_windows.reset_at <= @now THEN 1 ELSE rate_windows.count + 1 END,
       reset_at = CASE WHEN rate_windows.reset_at <= @now THEN @reset ELSE rate_windows.reset_at END
     RETURNING count, reset_at AS "resetAt"`,
  ).get({ key, now, reset: now + windowMs });
  return { count: Number(row?.count ?? 1), resetAt: Number(row?.resetAt ?? now + windowMs) };
}

/** The count of `key`'s current window (0 when it has none or it ended). */
export async function windowCount(db: Db, key: string, now: number): Promise<number> {
  const row = await statement<{ count: number }>(
    db,
    "SELECT count FROM rate_windows WHERE key = ? AND reset_at > ?",
  ).get([key, now]);
  return Number(row?.count ?? 0);
}

/**
 * Forgets the windows whose key names any of `names` (a username, an email): the keys are the
 * counters' own (`failed-pair:["ana",…]`), so they are matched as text. The table holds only the
 * windows of the last few minutes.
 */
export async function forgetRateWindowsNaming(db: Db, names: readonly string[]): Promise<void> {
  const wanted = names.map((name) => name.toLowerCase());
  const keys = await statement<{ key: string }>(db, "SELECT key FROM rate_windows").all();
  for (const { key } of keys) {
    if (wanted.some((name) => key.includes(name)))
      await statement(db, "DELETE FROM rate_windows WHERE key = ?").run([key]);
  }
}
