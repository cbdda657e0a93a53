import { defineConfig } from "vitest/config";

/**
 * The server's suite runs twice: on SQLite (a file per test server) and on PostgreSQL (a database
 * per test server on one throwaway cluster, started by test/postgres-setup.ts).
 */
export default defineConfig({
  test: {
    // Liveness bounds for a loaded two-core machine, not speeds: a test waits on events and
    // readiness (a process's health, a stream's event) and ends as soon as they come.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["test/**/*.test.ts"],
          // Several server processes on one database: PostgreSQL's alone.
          exclude: ["test/**/*.postgres.test.ts"],
          provide: { postgresUrl: undefined },
        },
      },
      {
        extends: true,
        test: { name: "postgres", include: ["test/**/*.test.ts"], globalSetup: ["test/postgres-setup.ts"] },
      },
    ],
  },
});
