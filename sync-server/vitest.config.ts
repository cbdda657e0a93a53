import { defineConfig } from "vitest/config";
import { longestFirst } from "../test-kit/longest-first.js";
import { putScratchInMemory } from "../test-kit/memory-scratch.js";
import { deepSearch } from "../test-kit/search-depth.js";

/**
 * The files that take minutes, longest first: they start at once instead of running alone at the
 * end of the run (a fresh clone has no timings to order by).
 */
const longestFiles = [
  "test/sync/protocol.instances.postgres.test.ts",
  "test/fuzz.test.ts",
  "test/notifications/scheduler-crash.test.ts",
  "test/sync/protocol.property.test.ts",
  "test/startup.test.ts",
];

/**
 * The server's suite runs twice: on SQLite (a file per test server) and on PostgreSQL (a database
 * per test server on one throwaway cluster, started by test/postgres-setup.ts).
 */
putScratchInMemory();

export default defineConfig({
  test: {
    // Liveness bounds for a loaded two-core machine, not speeds: a test waits on events and
    // readiness (a process's health, a stream's event) and ends as soon as they come.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Two files at once keep a two-core machine busy while one waits on a process, a socket or the
    // database (vitest's default there is one); more only queue for the same cores.
    maxWorkers: 2,
    // A worker's modules serve each file it runs (no test mocks a module): re-importing the server
    // for every file cost more CPU than a third of the suite's tests.
    isolate: false,
    sequence: { sequencer: longestFirst(longestFiles) },
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["test/**/*.test.ts"],
          // Several server processes on one database: PostgreSQL's alone.
          exclude: ["test/**/*.postgres.test.ts"],
          provide: { postgresUrl: undefined, migratedTemplate: undefined },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["test/**/*.test.ts"],
          // The quick search runs the protocol's histories on PostgreSQL through three processes
          // (protocol.instances.postgres.test.ts) and in process on SQLite; the deep one, here too.
          exclude: deepSearch ? [] : ["test/sync/protocol.property.test.ts"],
          globalSetup: ["test/postgres-setup.ts"],
        },
      },
    ],
  },
});
