import type BetterSqlite from "better-sqlite3";
import { type Db, type PostgresQueries, type PostgresValues, postgresText } from "./connection.js";

/** Positional values for `?`, or named ones for `@name`. */
export type Values = readonly unknown[] | Readonly<Record<string, unknown>>;

/**
 * A hand-written SQL statement of the hot paths (a sync push, a pull, the session check), run
 * without building a query each time: SQLite keeps it compiled, PostgreSQL prepares it once per
 * connection. Written with `?` or `@name` placeholders; a statement whose SQL differs between the
 * engines gives both texts.
 */
export interface Statement<Row> {
  all(values?: Values): Promise<Row[]>;
  get(values?: Values): Promise<Row | undefined>;
  /** Runs a write; resolves to how many rows it changed. */
  run(values?: Values): Promise<number>;
}

export type StatementText = string | { sqlite: string; postgres: string };

export function isPostgres(db: Db): boolean {
  return db.connection.engine === "postgres";
}

export function statement<Row>(db: Db, text: StatementText): Statement<Row> {
  const { connection } = db;
  return connection.engine === "postgres"
    ? postgresStatement(connection.sql, text)
    : sqliteStatement(connection.sqlite, text);
}

function sqliteStatement<Row>(sqlite: BetterSqlite.Database, text: StatementText): Statement<Row> {
  // open.ts keeps every compiled statement by its text: preparing again is a lookup. A statement
  // drizzle ran before hands rows as arrays; these hand objects.
  const compiled = () => {
    const prepared = sqlite.prepare(typeof text === "string" ? text : text.sqlite);
    return prepared.reader ? prepared.raw(false) : prepared;
  };
  const bind = (values: Values = []) => (Array.isArray(values) ? values : [values]);
  return {
    async all(values) {
      return compiled().all(...bind(values)) as Row[];
    },
    async get(values) {
      return compiled().get(...bind(values)) as Row | undefined;
    },
    async run(values) {
      return compiled().run(...bind(values)).changes;
    },
  };
}

function postgresStatement<Row>(client: PostgresQueries, text: StatementText): Statement<Row> {
  const { text: query, names } = postgresText(typeof text === "string" ? text : text.postgres);
  const bind = (values: Values = []): PostgresValues =>
    (Array.isArray(values)
      ? [...values]
      : names.map((name) => (values as Record<string, unknown>)[name])) as PostgresValues;
  return {
    async all(values) {
      return (await client.unsafe(query, bind(values), { prepare: true })) as Row[];
    },
    async get(values) {
      return (await this.all(values))[0];
    },
    async run(values) {
      return (await client.unsafe(query, bind(values), { prepare: true })).count;
    },
  };
}
