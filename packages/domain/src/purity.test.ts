import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * @odo/domain is shared by the server and the PWA, so it must stay pure: it imports nothing but
 * zod and its own files, and it never reads the clock, randomness, the network or storage (time
 * and ids come in as arguments).
 */
const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const files = sourceFiles(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }));

describe("@odo/domain purity", () => {
  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("imports only zod and its own modules", () => {
    const foreign = files.flatMap(({ path, text }) =>
      [...text.matchAll(/(?:import|export)\s[^;]*?from\s+"([^"]+)"/g)]
        .map((match) => match[1] ?? "")
        .filter((specifier) => specifier !== "zod" && !specifier.startsWith("./") && !specifier.startsWith("../"))
        .map((specifier) => `${path}: ${specifier}`),
    );
    expect(foreign).toEqual([]);
  });

  it("never reads the clock, randomness, the network or storage", () => {
    const forbidden = [
      /Date\.now\(/,
      /new Date\(\)/,
      /Math\.random/,
      /crypto\./,
      /process\./,
      /\bfetch\(/,
      /localStorage/,
      /indexedDB/,
    ];
    const offences = files.flatMap(({ path, text }) =>
      forbidden.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern}`),
    );
    expect(offences).toEqual([]);
  });

  it("catches an offending file", () => {
    // Guards the checks above against matching nothing.
    expect(/new Date\(\)/.test("const now = new Date();")).toBe(true);
    expect([...'import x from "react";'.matchAll(/(?:import|export)\s[^;]*?from\s+"([^"]+)"/g)][0]?.[1]).toBe("react");
  });
});
