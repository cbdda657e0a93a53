import type { SQL } from "drizzle-orm";
import type { Db } from "./open.js";

/** The rows of a raw query (drizzle's sql``), the one place raw SQL meets an engine's driver. */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return db.all<Row>(query);
}
