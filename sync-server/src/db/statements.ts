import type BetterSqlite from "better-sqlite3";
import { type Db, type PostgresQueries, type PostgresValues, postgresText } from "./connection.js";
import { literalFromArray } from "./object-literals.js";

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
  // open.ts keeps every compiled statement by its text: preparing again is a lookup.
  const compiled = () => sqlite.prepare(typeof text === "string" ? text : text.sqlite);
  const bind = (values: Values = []) => (Array.isArray(values) ? values : [values]);
  return {
    async all(values) {
      const prepared = compiled();
      if (!prepared.reader) return prepared.all(...bind(values)) as Row[];
      return arraysOf(prepared, () => prepared.all(...bind(values)) as unknown[][]).map(rowBuilder(prepared)) as Row[];
    },
    async get(values) {
      const prepared = compiled();
      if (!prepared.reader) return prepared.get(...bind(values)) as Row | undefined;
      const columns = arraysOf(prepared, () => prepared.get(...bind(values)) as unknown[] | undefined);
      return columns && (rowBuilder(prepared)(columns) as Row);
    },
    async run(values) {
      return compiled().run(...bind(values)).changes;
    },
  };
}

/** Runs `read` with the statement handing arrays, then puts it back to objects (drizzle's plain `all` expects them). */
function arraysOf<Result>(prepared: BetterSqlite.Statement, read: () => Result): Result {
  prepared.raw(true);
  try {
    return read();
  } finally {
    prepared.raw(false);
  }
}

type RowBuilder = (columns: readonly unknown[]) => Record<string, unknown>;
const rowBuilders = new WeakMap<BetterSqlite.Statement, RowBuilder>();

/**
 * Rows as objects built from SQLite's arrays, one literal each: better-sqlite3 sets an object's
 * fields one by one, which was half of `GET /api/vehicles` (20 rows of 29 columns: 108 µs as its
 * objects, 53 µs as arrays made into literals).
 */
function rowBuilder(prepared: BetterSqlite.Statement): RowBuilder {
  let build = rowBuilders.get(prepared);
  if (build === undefined) {
    build = literalFromArray(prepared.columns().map((column) => column.name));
    rowBuilders.set(prepared, build);
  }
  return build;
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
