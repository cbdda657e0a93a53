import { type ChangeFeed, changeFeedOf } from "./change-feed.js";
import type { Db, SqliteConnection } from "./connection.js";

/**
 * The one door to the stored data. Work runs in units: `read` for work that changes nothing, `write`
 * for work whose writes commit together or not at all. A unit gets the connection to use, and
 * nothing touches the database outside one, so no unit ever sees another's uncommitted writes.
 *
 * With the embedded SQLite file there is one connection: units take turns, in the order they
 * asked. Work inside a unit must not wait on anything slow that is not the database (a mail, a
 * call to Strava, password hashing): it would hold everyone else up. Do that before or after.
 */
export interface Database {
  /** Tells listeners when a user's change log advanced (after the unit that advanced it commits). */
  readonly changes: ChangeFeed;
  read<T>(work: (db: Db) => Promise<T>): Promise<T>;
  write<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Units over one SQLite connection, one at a time (first come, first served). */
export class SqliteDatabase implements Database {
  readonly #db: Db<SqliteConnection>;
  #tail: Promise<unknown> = Promise.resolve();
  #closed = false;

  constructor(db: Db<SqliteConnection>) {
    this.#db = db;
  }

  get changes(): ChangeFeed {
    return changeFeedOf(this.#db);
  }

  read<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.#inTurn(async () => {
      const value = await work(this.#db);
      // A read unit writes nothing, but a write in one (autocommitted) must not go unannounced.
      this.changes.flush();
      return value;
    });
  }

  write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return this.#inTurn(async () => {
      const { sqlite } = this.#db.connection;
      sqlite.prepare("BEGIN IMMEDIATE").run();
      let value: T;
      try {
        value = await work(this.#db);
      } catch (error) {
        if (sqlite.inTransaction) sqlite.prepare("ROLLBACK").run();
        this.changes.discard();
        throw error;
      }
      sqlite.prepare("COMMIT").run();
      // Devices hear of the change only once it is committed and a pull can see it.
      this.changes.flush();
      return value;
    });
  }

  /** Waits for the units under way, then closes the connection. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#tail.catch(() => {});
    this.#db.connection.sqlite.close();
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("the database is closed"));
    const turn = this.#tail.then(work);
    this.#tail = turn.catch(() => {});
    return turn;
  }
}
