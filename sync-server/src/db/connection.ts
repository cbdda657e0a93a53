import type BetterSqlite from "better-sqlite3";
import { drizzle, type SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import type postgres from "postgres";
import * as schema from "./schema.js";

/** The SQLite file's one connection. */
export interface SqliteConnection {
  readonly engine: "sqlite";
  readonly sqlite: BetterSqlite.Database;
}

/** A PostgreSQL connection: the pool (read units), a transaction (write units) or a savepoint. */
export interface PostgresConnection {
  readonly engine: "postgres";
  readonly sql: postgres.Sql | postgres.TransactionSql;
}

/** What runs a query on PostgreSQL: the pool, a transaction or a savepoint alike. */
export type PostgresQueries = Pick<postgres.Sql, "unsafe">;
/** A query's values, as postgres.js takes them. */
export type PostgresValues = postgres.ParameterOrJSON<never>[];

export type Connection = SqliteConnection | PostgresConnection;

/**
 * What a unit's work gets: drizzle's SQLite query builder over `schema.ts`'s tables, and the
 * connection that runs the SQL it builds. Queries are written once, in the SQLite dialect; on
 * PostgreSQL they run with `$n` placeholders, and mean the same because postgres-schema.ts stores
 * every value as SQLite does. Engine-specific SQL (hot paths, locks, JSON) branches on
 * `connection.engine`.
 */
export type Db<Of extends Connection = Connection> = SqliteRemoteDatabase<typeof schema> & {
  readonly connection: Of;
};

type Method = "run" | "all" | "values" | "get";

/** A `Db` whose queries run on `connection`. */
export function connect<Of extends Connection>(connection: Of): Db<Of> {
  const run =
    connection.engine === "sqlite"
      ? (text: string, params: unknown[], method: Method) => runOnSqlite(connection.sqlite, text, params, method)
      : (text: string, params: unknown[], method: Method) => runOnPostgres(connection.sql, text, params, method);
  return Object.assign(drizzle(run, { schema }), { connection });
}

/**
 * drizzle maps a row by its columns' positions: rows go back as arrays. A get's answer is its one
 * row, or undefined when there is none (drizzle's callback type does not say so).
 */
type Rows = { rows: unknown[] };

async function runOnSqlite(
  sqlite: BetterSqlite.Database,
  text: string,
  params: unknown[],
  method: Method,
): Promise<Rows> {
  // open.ts keeps every compiled statement by its text: preparing again is a lookup.
  const statement = sqlite.prepare(text);
  if (method === "run" || !statement.reader) {
    statement.run(...params);
    return { rows: [] };
  }
  // By position, not by name: two joined tables may both have an `id`.
  statement.raw(true);
  return { rows: (method === "get" ? statement.get(...params) : statement.all(...params)) as unknown[] };
}

async function runOnPostgres(sql: PostgresQueries, text: string, params: unknown[], method: Method): Promise<Rows> {
  const query = postgresText(text).text;
  if (method === "run") {
    await sql.unsafe(query, params as PostgresValues);
    return { rows: [] };
  }
  const rows = await sql.unsafe(query, params as PostgresValues).values();
  return { rows: method === "get" ? (rows[0] as unknown[]) : rows };
}

/** A statement's text as PostgreSQL runs it. */
export interface PostgresText {
  text: string;
  /** For `@name` placeholders, the name of each `$n` in order; empty for `?`. */
  names: string[];
}

const translations = new Map<string, PostgresText>();

/**
 * SQL written for SQLite (by hand, or by drizzle's SQLite dialect) as PostgreSQL reads it: `?`
 * and `@name` placeholders as `$1, $2, …` (a name used twice keeps one number), and a conflict
 * target unqualified, as PostgreSQL wants it; the only differences our queries meet.
 */
export function postgresText(sqliteText: string): PostgresText {
  let found = translations.get(sqliteText);
  if (!found) {
    const names: string[] = [];
    let position = 0;
    const text = sqliteText
      .replace(
        / on conflict \(([^)]*)\)/g,
        (_clause, target: string) => ` on conflict (${target.replace(/"[^"]+"\./g, "")})`,
      )
      .replace(/\?|@([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string | undefined) => {
        if (name === undefined) return `$${++position}`;
        const known = names.indexOf(name);
        if (known >= 0) return `$${known + 1}`;
        names.push(name);
        return `$${names.length}`;
      });
    found = { text, names };
    if (translations.size >= 1_000) translations.clear();
    translations.set(sqliteText, found);
  }
  return found;
}
