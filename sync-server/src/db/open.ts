import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema.js";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Opens the SQLite file in WAL mode with foreign keys on and applies the committed migrations.
 * `synchronous = NORMAL` is durable across process crashes in WAL mode (only a power loss can
 * drop the last commits), which is what a SIGKILL test checks.
 */
export function openDatabase(file: string): Db {
  const sqlite = new Database(file);
  reuseStatements(sqlite);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  // Checkpoint (the only step that syncs the disk in WAL mode) every ~40 MB of log instead of 4 MB,
  // and keep 64 MB of pages in memory: together a third of a busy push's time.
  sqlite.pragma("wal_autocheckpoint = 10000");
  sqlite.pragma("cache_size = -64000");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}

/**
 * drizzle prepares its SQL again on every query; compiling the same statement thousands of times a
 * second was a tenth of the sync server's time. Statements are reusable, so the connection keeps
 * the compiled ones by their text (a bounded number: drizzle's SQL varies only with list sizes).
 */
function reuseStatements(sqlite: Database.Database): void {
  const compile = sqlite.prepare.bind(sqlite);
  const compiled = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = compiled.get(source);
    if (!statement) {
      if (compiled.size >= 1_000) compiled.clear();
      statement = compile(source);
      compiled.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}
