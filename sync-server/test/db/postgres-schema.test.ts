import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres, type ThrowawayPostgres } from "@odo/throwaway-postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/open.js";

/**
 * The PostgreSQL schema is made from SQLite's (src/db/postgres-schema.ts) and its migrations are
 * generated from it: applied to a real PostgreSQL they must give the tables SQLite's migrations give.
 */
type Shape = Record<string, { columns: string[]; primaryKey: string[]; indexes: string[] }>;

let server: ThrowawayPostgres;
let folder = "";
beforeAll(async () => {
  server = await startPostgres();
  folder = mkdtempSync(join(tmpdir(), "odo-schema-"));
});
afterAll(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

function sqliteShape(): Shape {
  const db = openDatabase(join(folder, "odo.sqlite"));
  try {
    const sqlite = db.connection.sqlite;
    const tables = sqlite
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((table) => {
        const info = sqlite.pragma(`table_info(${table})`) as { name: string; notnull: number; pk: number }[];
        const indexes = (sqlite.pragma(`index_list(${table})`) as { name: string; origin: string }[])
          .filter((index) => index.origin !== "pk")
          .map((index) => index.name);
        return [
          table,
          {
            columns: info.map((column) => `${column.name}${column.notnull || column.pk ? " not null" : ""}`).sort(),
            primaryKey: info
              .filter((column) => column.pk > 0)
              .map((column) => column.name)
              .sort(),
            indexes: indexes.sort(),
          },
        ];
      }),
    );
  } finally {
    db.connection.sqlite.close();
  }
}

async function postgresShape(url: string): Promise<Shape> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(sql), {
      migrationsFolder: fileURLToPath(new URL("../../drizzle-pg", import.meta.url)),
    });
    const columns = await sql<{ table: string; column: string; nullable: string }[]>`
      SELECT table_name AS table, column_name AS column, is_nullable AS nullable
      FROM information_schema.columns WHERE table_schema = 'public'`;
    const keys = await sql<{ table: string; column: string }[]>`
      SELECT tc.table_name AS table, kcu.column_name AS column
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu
        ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = 'public'`;
    const indexes = await sql<{ table: string; name: string }[]>`
      SELECT tablename AS table, indexname AS name FROM pg_indexes
      WHERE schemaname = 'public'
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'p')`;
    const shape: Shape = {};
    for (const { table, column, nullable } of columns) {
      shape[table] ??= { columns: [], primaryKey: [], indexes: [] };
      shape[table].columns.push(`${column}${nullable === "NO" ? " not null" : ""}`);
    }
    for (const { table, column } of keys) shape[table]?.primaryKey.push(column);
    for (const { table, name } of indexes) shape[table]?.indexes.push(name);
    for (const table of Object.values(shape)) {
      table.columns.sort();
      table.primaryKey.sort();
      table.indexes.sort();
    }
    return shape;
  } finally {
    await sql.end();
  }
}

describe("the PostgreSQL schema", () => {
  it("has every table, column, key and index SQLite has, after its own migrations", async () => {
    const sqlite = sqliteShape();
    expect(Object.keys(sqlite).length).toBeGreaterThanOrEqual(20);
    expect(await postgresShape(await server.database("odo_schema"))).toEqual(sqlite);
  });
});
