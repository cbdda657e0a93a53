import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecifiers, sourceFilesUnder } from "./testing/imports.js";

/**
 * @odo/domain is shared by the server and the PWA, so it must stay pure: it imports nothing but
 * zod and its own files, and it never reads the clock, randomness, the network or storage (time
 * and ids come in as arguments).
 */
const root = import.meta.dirname;

// `testing/` is the apps' test support (fixtures, the stores' conformance suite): it runs in vitest.
const files = sourceFilesUnder(root, ["testing"]).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, "utf8"),
}));

describe("@odo/domain purity", () => {
  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("imports only zod and its own modules", () => {
    const foreign = files.flatMap(({ path, text }) =>
      importSpecifiers(text)
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
    expect(importSpecifiers('import x from "react";')).toEqual(["react"]);
  });
});
