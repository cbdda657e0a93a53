import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Pure functions with no module state: one worker's modules serve every file (a third of the
    // run went to importing the same modules again for each file).
    isolate: false,
    // A liveness bound, not a speed: `npm test` runs every package at once on two cores, and a test
    // that parses 5,000 rows can take seconds there.
    testTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/testing/**"],
      // Print only the files that are not fully covered, then the totals.
      reporter: [["text", { skipFull: true }], "text-summary"],
      thresholds: { lines: 95, functions: 95, statements: 95, branches: 90 },
    },
  },
});
