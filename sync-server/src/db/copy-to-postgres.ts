import { count, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { lastChangeSeq } from "./change-log.js";
import type { Db } from "./connection.js";
import type { Database } from "./database.js";
import { tables } from "./schema.js";
import { statement } from "./statements.js";

/** Rows per INSERT: the widest table stays far below PostgreSQL's 65,535 parameters. */
const batchSize = 500;

export interface CopiedTable {
  table: string;
  rows: number;
}

export class CopyRefused extends Error {}

/**
 * A row as PostgreSQL takes it: text written before the server refused NUL characters loses them
 * (PostgreSQL refuses U+0000 in text, and one such value stopped the whole copy).
 */
function withoutNul<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "") as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutNul(inner)])) as T;
  }
  return value;
}

const countOf = async (db: Db, table: SQLiteTable) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);

/**
 * Copies every row of an SQLite database into an empty PostgreSQL one, in one transaction: users,
 * vehicles, history, shares, the change log with its seqs, and each device's position (its last
 * mutation and stored results), so devices go on syncing from their cursors without a full pull.
 * Tables go in the schema's order, which follows its references. Every table's count is compared
 * after the copy; a difference undoes the whole copy.
 */
export async function copyToPostgres(source: Db, target: Database): Promise<CopiedTable[]> {
  return target.write(async (db) => {
    for (const [name, table] of Object.entries(tables)) {
      if ((await countOf(db, table)) > 0) throw new CopyRefused(`the PostgreSQL database is not empty (${name})`);
    }
    const copied: CopiedTable[] = [];
    for (const table of Object.values(tables)) {
      const rows = (await source.select().from(table)).map(withoutNul);
      for (let start = 0; start < rows.length; start += batchSize) {
        await db.insert(table).values(rows.slice(start, start + batchSize));
      }
      const name = getTableName(table);
      const there = await countOf(db, table);
      if (there !== rows.length) throw new CopyRefused(`${name}: ${rows.length} rows in SQLite, ${there} copied`);
      copied.push({ table: name, rows: there });
    }
    // The next seq continues from the last SQLite handed out (an entry replaced since kept none).
    const last = await lastChangeSeq(source);
    if (last > 0) await statement(db, "SELECT setval(pg_get_serial_sequence('change_log', 'seq'), ?)").run([last]);
    return copied;
  });
}
