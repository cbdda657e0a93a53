import { defineConfig } from "vitest/config";

/**
 * The server's suite runs twice: on SQLite (a file per test server) and on PostgreSQL (a database
 * per test server on one throwaway cluster, started by test/postgres-setup.ts).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
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
