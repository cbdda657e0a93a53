import { createDatabase, startPostgres, type ThrowawayPostgres } from "@odo/throwaway-postgres";
import type { TestProject } from "vitest/node";
import { PostgresDatabase } from "../src/db/postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The `postgres` project's throwaway server; each test server makes its own database on it. */
    postgresUrl: string | undefined;
    /** A database on it with every migration applied, which a test server's database copies. */
    migratedTemplate: string | undefined;
  }
}

let server: ThrowawayPostgres | undefined;
const migratedTemplate = "odo_migrated_template";

/**
 * Starts the PostgreSQL the `postgres` project's tests run on, and migrates a template once:
 * a test server's database is a copy of it rather than an empty one migrated again, which made
 * each PostgreSQL test several times slower than the same test on SQLite.
 */
export async function setup(project: TestProject) {
  server = await startPostgres();
  const template = await PostgresDatabase.open(await createDatabase(server.url, migratedTemplate));
  await template.close();
  project.provide("postgresUrl", server.url);
  project.provide("migratedTemplate", migratedTemplate);
}

export async function teardown() {
  await server?.stop();
}
