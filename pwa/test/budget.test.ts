import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("bundle budget", () => {
  it("keeps the JavaScript needed to show / within 150 kB gzip", () => {
    const script = fileURLToPath(new URL("../scripts/bundle-budget.mjs", import.meta.url));
    const output = execFileSync(process.execPath, [script], { encoding: "utf8" });
    const kb = Number(/: ([\d.]+) kB gzip/.exec(output)?.[1]);
    expect(kb).toBeGreaterThan(50);
    expect(kb).toBeLessThanOrEqual(150);
  });
});
