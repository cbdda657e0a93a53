import { join } from "node:path";
import { loadConfig, postgresUrlPattern } from "./config.js";
import { CopyRefused, copyToPostgres } from "./db/copy-to-postgres.js";
import { openDatabase } from "./db/open.js";
import { PostgresDatabase } from "./db/postgres.js";
import { serverRoot } from "./server-root.js";
import { StartupError } from "./startup-error.js";

/**
 * `npm run migrate-to-postgres -- postgres://…` from the repository root: copies DATA_DIR's SQLite
 * database into an empty PostgreSQL database, then prints each table's count. Start Odo with
 * DATABASE_URL set to the same URL afterwards; devices go on from where they were.
 */
const usage = "Usage: npm run migrate-to-postgres -- postgres://user:password@host:5432/database";

process.umask(0o077);
const url = process.argv[2];
if (!url || !postgresUrlPattern.test(url)) {
  console.error(usage);
  process.exit(1);
}
try {
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined }, serverRoot);
  const source = openDatabase(join(config.dataDir, "odo.sqlite"));
  const target = await PostgresDatabase.open(url);
  try {
    const copied = await copyToPostgres(source, target);
    for (const { table, rows } of copied) console.log(`${table.padEnd(24)} ${rows.toLocaleString("en")}`);
    console.log(
      `Copied ${config.dataDir} into PostgreSQL; every count matches. Start Odo with DATABASE_URL=${url.replace(/\/\/[^@]*@/, "//…@")}`,
    );
  } finally {
    await target.close();
    source.connection.sqlite.close();
  }
} catch (error) {
  const known = error instanceof CopyRefused || error instanceof StartupError;
  console.error(known ? `Nothing was copied: ${error.message}` : error);
  process.exit(1);
}
