import { type Column, type SQL, sql } from "drizzle-orm";
import type { Db } from "./connection.js";
import { isPostgres } from "./statements.js";

/** A top-level field of a JSON text column, as text (null when absent or for a tombstone). */
export function jsonField(db: Db, column: Column, field: string): SQL<string | null> {
  return isPostgres(db)
    ? sql<string | null>`(${column}::jsonb ->> ${sql.raw(`'${field}'`)})`
    : sql<string | null>`json_extract(${column}, ${sql.raw(`'$.${field}'`)})`;
}

/** Whether a top-level boolean field of a JSON text column is true. */
export function jsonIsTrue(db: Db, column: Column, field: string): SQL<boolean> {
  return isPostgres(db)
    ? sql<boolean>`(${column}::jsonb -> ${sql.raw(`'${field}'`)}) = 'true'::jsonb`
    : sql<boolean>`json_extract(${column}, ${sql.raw(`'$.${field}'`)}) = 1`;
}
