import { startPostgres, type ThrowawayPostgres } from "@odo/throwaway-postgres";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The `postgres` project's throwaway server; each test server makes its own database on it. */
    postgresUrl: string | undefined;
  }
}

let server: ThrowawayPostgres | undefined;

/** Starts the PostgreSQL the `postgres` project's tests run on. */
export async function setup(project: TestProject) {
  server = await startPostgres();
  project.provide("postgresUrl", server.url);
}

export async function teardown() {
  await server?.stop();
}
