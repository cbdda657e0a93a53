import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("bundle budget", () => {
  it("shows / with at most 100 kB of JavaScript (gzip) and starts the app with at most 150 kB", () => {
    const script = fileURLToPath(new URL("../scripts/bundle-budget.mjs", import.meta.url));
    const output = execFileSync(process.execPath, [script], { encoding: "utf8" });
    const figure = (name: string) => Number(new RegExp(`${name}: ([\\d.]+) kB gzip`).exec(output)?.[1]);
    const landing = figure("JavaScript to show /");
    const app = figure("JavaScript to start the app");
    expect(landing).toBeGreaterThan(0);
    expect(landing).toBeLessThanOrEqual(100);
    // React, the router and the first screens: a figure far below this would mean a broken count.
    expect(app).toBeGreaterThan(50);
    expect(app).toBeLessThanOrEqual(150);
  });
});
