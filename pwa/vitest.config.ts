import { defineConfig } from "vitest/config";
import { longestFirst } from "../test-kit/longest-first.js";
import { putScratchInMemory } from "../test-kit/memory-scratch.js";
import { busyMachineBoundMs } from "./test/liveness.js";
import { browserWorkers } from "./test/workers.js";

/**
 * The files that take minutes, longest first: they start at once instead of running alone at the
 * end of the run (a fresh clone has no timings to order by, and vitest would take them by project).
 */
const longestFiles = [
  "test/engine/sync-engine.property.test.ts",
  "test/sharing.test.ts",
  "test/attachments.test.ts",
  "test/garage.test.ts",
  "test/logbook.test.ts",
];

putScratchInMemory();

export default defineConfig({
  test: {
    // Files run side by side, each browser file on its worker's own server (test/workers.ts).
    maxWorkers: browserWorkers,
    sequence: { sequencer: longestFirst(longestFiles) },
    projects: [
      {
        // Units beside the code they test: pure functions and the import rules, no browser.
        test: { name: "unit", include: ["src/**/*.test.ts"], environment: "node" },
      },
      {
        // The app's sync engine in Node (fake-indexeddb) against server processes of its own.
        test: {
          name: "engine",
          include: ["test/engine/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 600_000,
          expect: { poll: { timeout: busyMachineBoundMs } },
        },
      },
      {
        test: {
          name: "browser",
          // A worker's modules (Playwright, the domain, the helpers) serve each file it runs: no
          // browser test mocks a module or changes a global, and importing them again cost a third
          // of each file's start.
          isolate: false,
          include: ["test/**/*.test.ts"],
          exclude: ["test/engine/**"],
          globalSetup: ["test/global-setup.ts"],
          setupFiles: ["test/close-left-phones.ts"],
          // Liveness bounds for a loaded two-core machine, not speeds: the tests wait on the app's
          // own signals (its sync indicator, a worker's notifications) and go on when they come.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: busyMachineBoundMs } },
        },
      },
    ],
  },
});
