import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Db } from "./open.js";
import { isPostgres } from "./statements.js";

/** The rows of a raw query (drizzle's sql``), the one place raw SQL meets an engine's driver. */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  if (isPostgres(db)) {
    const postgres = db as unknown as PgDatabase<PgQueryResultHKT>;
    return [...((await postgres.execute(query)) as Iterable<Row>)];
  }
  return db.all<Row>(query);
}
