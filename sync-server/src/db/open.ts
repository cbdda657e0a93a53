import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { serverRoot } from "../server-root.js";
import { StartupError } from "../startup-error.js";
import { connect, type Db, type SqliteConnection } from "./connection.js";

const migrationsFolder = join(serverRoot, "drizzle");

/**
 * Opens the SQLite file in WAL mode with foreign keys on and applies the committed migrations.
 * `synchronous = FULL` (the default) syncs the log on every commit, so an acknowledged write
 * survives a power loss; `NORMAL` survives a process crash only (a SIGKILL test checks that much).
 * A file that cannot be written stops the start with a `StartupError`.
 */
export function openDatabase(file: string, synchronous: "full" | "normal" = "full"): Db<SqliteConnection> {
  let sqlite: Database.Database;
  try {
    sqlite = new Database(file);
    sqlite.pragma("journal_mode = WAL");
  } catch (error) {
    throw new StartupError(`DATA_DIR: the database ${file} cannot be opened for writing (${describe(error)}).`);
  }
  reuseStatements(sqlite);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`synchronous = ${synchronous === "full" ? "FULL" : "NORMAL"}`);
  sqlite.pragma("busy_timeout = 5000");
  // Checkpoint (the only step that syncs the disk in WAL mode) every ~40 MB of log instead of 4 MB,
  // and keep 64 MB of pages in memory: together a third of a busy push's time.
  sqlite.pragma("wal_autocheckpoint = 10000");
  sqlite.pragma("cache_size = -64000");
  try {
    migrate(drizzle(sqlite), { migrationsFolder });
    // A file opened read-only still answers reads; writing its header once proves it takes writes.
    const version = Number(sqlite.pragma("user_version", { simple: true }));
    sqlite.pragma(`user_version = ${version}`);
  } catch (error) {
    sqlite.close();
    throw new StartupError(`DATA_DIR: the database ${file} does not take writes (${describe(error)}).`);
  }
  return connect({ engine: "sqlite", sqlite });
}

function describe(error: unknown): string {
  const code = error instanceof Error && "code" in error ? `${String(error.code)}: ` : "";
  return `${code}${error instanceof Error ? error.message : String(error)}`;
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
