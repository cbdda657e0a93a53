import { defineConfig } from "vitest/config";
import { busyMachineBoundMs } from "./test/liveness.js";

export default defineConfig({
  test: {
    projects: [
      {
        // Units beside the code they test: pure functions and the import rules, no browser.
        test: { name: "unit", include: ["src/**/*.test.ts"], environment: "node" },
      },
      {
        // The app's sync engine in Node (fake-indexeddb) against server processes of its own. `npm
        // test` runs it after the browser tests, so its three servers do not slow theirs down.
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
          include: ["test/**/*.test.ts"],
          exclude: ["test/engine/**"],
          globalSetup: ["test/global-setup.ts"],
          // One browser and one server for the whole run; files run one after another.
          fileParallelism: false,
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
