import { join } from "node:path";
import { commandUsage, runAdminCommand } from "./admin-commands.js";
import { loadConfig } from "./config.js";
import { type Database, SqliteDatabase } from "./db/database.js";
import { openDatabase } from "./db/open.js";
import { PostgresDatabase } from "./db/postgres.js";
import { serverRoot } from "./server-root.js";

/** `npm run admin -- promote <username>`, `demote`, `plan`, `vouchers` from the repository root. */
// The admin command writes to the same DATA_DIR as the server: same owner-only files.
process.umask(0o077);
try {
  const config = loadConfig(process.env, serverRoot);
  const database: Database = config.databaseUrl
    ? await PostgresDatabase.open(config.databaseUrl)
    : new SqliteDatabase(openDatabase(join(config.dataDir, "odo.sqlite"), config.sqliteSynchronous));
  try {
    const args = process.argv.slice(2);
    console.log(
      await database.write((db) => runAdminCommand({ db, now: new Date(), voucherSecret: config.jwtSecret }, args)),
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message === commandUsage ? message : `${message}\n${commandUsage}`);
  process.exit(1);
}
