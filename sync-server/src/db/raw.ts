import type { SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./connection.js";
import { statement } from "./statements.js";

const dialect = new SQLiteSyncDialect();

/** The rows of a raw query (drizzle's sql``), as objects named by the query's columns. */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  return statement<Row>(db, sql).all(params);
}
