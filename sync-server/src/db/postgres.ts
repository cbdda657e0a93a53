import { join } from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { serverRoot } from "../server-root.js";
import { StartupError } from "../startup-error.js";
import { attachChangeFeed, ChangeFeed } from "./change-feed.js";
import { deferChangeLog, flushChangeLog } from "./change-log.js";
import { connect, type Db, type PostgresConnection } from "./connection.js";
import type { Database } from "./database.js";
import { isRetriedFailure } from "./retried-failure.js";
import { makesSavepointConnections } from "./transaction.js";

const migrationsFolder = join(serverRoot, "drizzle-pg");
/**
 * The channel a committed change travels on to every server process sharing the database:
 * `{seq} {userId}` for a change-log advance, `sessions {userId}` for sessions that ended.
 */
const changesChannel = "odo_changes";
const sessionsEnded = "sessions";
/** Deadlocks, serialization failures and vanished parents (`isRetriedFailure`): the unit is run again, up to this many times in all. */
const retriedAttempts = 5;
/** The advisory lock processes take in turn for start-up work (migrations, one-time repairs). */
const startLock = 7_015_001;

/**
 * Units over a pool of PostgreSQL connections, for several server processes sharing one database.
 * A write unit is a transaction on one connection; a read unit uses the pool. Queries are built
 * from `schema.ts`'s tables (postgres-schema.ts stores values as SQLite does), so the services run
 * unchanged. A committed change reaches every process's event streams through LISTEN/NOTIFY: the
 * unit sends its NOTIFY inside the transaction, which PostgreSQL delivers only if it commits.
 */
export class PostgresDatabase implements Database {
  readonly changes = new ChangeFeed();
  readonly #sql: postgres.Sql;
  readonly #pool: Db<PostgresConnection>;
  #listening: { unlisten(): Promise<void> } | undefined;

  private constructor(sql: postgres.Sql) {
    this.#sql = sql;
    this.#pool = this.#dbOver(sql);
  }

  /** Connects, applies the migrations not applied yet, and starts listening for changes. */
  static async open(url: string): Promise<PostgresDatabase> {
    const sql = postgres(url, {
      max: 10,
      onnotice: () => {},
      // Counters and seqs are bigint: read as numbers, as SQLite gives them.
      types: { bigint: { to: 20, from: [20], serialize: (value: number) => String(value), parse: Number } },
    });
    try {
      // Server processes started together take turns: the first migrates, the others find it done.
      const turn = await sql.reserve();
      try {
        await turn`SELECT pg_advisory_lock(${startLock})`;
        await migrate(drizzle(sql), { migrationsFolder });
      } finally {
        await turn`SELECT pg_advisory_unlock(${startLock})`;
        turn.release();
      }
    } catch (error) {
      await sql.end({ timeout: 1 });
      throw new StartupError(`DATABASE_URL: PostgreSQL cannot be used (${describe(error)}).`);
    }
    const database = new PostgresDatabase(sql);
    database.#listening = await sql.listen(changesChannel, (payload) => database.#heard(payload));
    return database;
  }

  read<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return work(this.#pool);
  }

  /**
   * Runs `work` in a transaction. Two units that lock the same users' logs in opposite orders may
   * deadlock; PostgreSQL then fails one, which runs again from the start (nothing of it was kept).
   */
  async write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#transaction(work);
      } catch (error) {
        if (attempt >= retriedAttempts || !isRetriedFailure(error)) throw error;
      }
    }
  }

  async #transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const pending = new ChangeFeed({ collectAll: true });
    // postgres.js rejects a rolled-back transaction with the failed query's error, even when the
    // work caught it and threw its own: the work's error is the one the caller must see.
    let workError: { error: unknown } | undefined;
    const value = await this.#sql
      .begin(async (transaction) => {
        const db = this.#dbOver(transaction, pending);
        let result: T;
        try {
          result = await work(db);
          await flushChangeLog(db);
        } catch (error) {
          workError = { error };
          throw error;
        }
        for (const [userId, seq] of pending.takePending()) {
          await transaction.unsafe("SELECT pg_notify($1, $2)", [changesChannel, `${seq} ${userId}`]);
        }
        for (const userId of pending.takeEndedSessions()) {
          await transaction.unsafe("SELECT pg_notify($1, $2)", [changesChannel, `${sessionsEnded} ${userId}`]);
        }
        return result;
      })
      .catch((error: unknown) => {
        throw workError ? workError.error : error;
      });
    return value as T;
  }

  async close(): Promise<void> {
    await this.#listening?.unlisten();
    await this.#sql.end({ timeout: 5 });
  }

  /** Queries over the pool or a transaction; its change-log entries go to `feed`. */
  #dbOver(sql: postgres.Sql | postgres.TransactionSql, feed: ChangeFeed = this.changes): Db<PostgresConnection> {
    const db = connect({ engine: "postgres", sql });
    attachChangeFeed(db, feed);
    // A unit's (or a savepoint's) change-log entries wait to go in one statement at its end.
    if (sql !== this.#sql) deferChangeLog(db);
    makesSavepointConnections(db, (inner) => this.#dbOver(inner, feed));
    return db;
  }

  #heard(payload: string): void {
    const [seq, userId] = payload.split(" ");
    if (!seq || !userId) return;
    if (seq === sessionsEnded) this.changes.sessionsEnded(userId);
    else this.changes.advanced(userId, Number(seq));
    this.changes.flush();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
