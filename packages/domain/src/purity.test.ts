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

interface SourceFile {
  path: string;
  text: string;
}

// `testing/` is the apps' test support (fixtures, the stores' conformance suite): it runs in vitest.
const files: SourceFile[] = sourceFilesUnder(root, ["testing"]).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, "utf8"),
}));

/** Each import of a package other than zod, as "file: package". */
function foreignImports(sources: readonly SourceFile[]): string[] {
  return sources.flatMap(({ path, text }) =>
    importSpecifiers(text)
      .filter((specifier) => specifier !== "zod" && !specifier.startsWith("./") && !specifier.startsWith("../"))
      .map((specifier) => `${path}: ${specifier}`),
  );
}

const impureReads = [
  /Date\.now\(/,
  /new Date\(\)/,
  /Math\.random/,
  /crypto\./,
  /process\./,
  /\bfetch\(/,
  /localStorage/,
  /indexedDB/,
];

/** Each read of the clock, randomness, the network or storage, as "file: what". */
function impurities(sources: readonly SourceFile[]): string[] {
  return sources.flatMap(({ path, text }) =>
    impureReads.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern}`),
  );
}

describe("@odo/domain purity", () => {
  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("imports only zod and its own modules", () => {
    expect(foreignImports(files)).toEqual([]);
  });

  it("never reads the clock, randomness, the network or storage", () => {
    expect(impurities(files)).toEqual([]);
  });

  it("catches an offending file with the same checks", () => {
    const offending = {
      path: "vehicle/offending.ts",
      text: 'import { z } from "zod";\nimport React from "react";\nimport { x } from "./x.js";\nexport const now = () => new Date();\nconst id = crypto.randomUUID();',
    };
    expect(foreignImports([offending])).toEqual(["vehicle/offending.ts: react"]);
    expect(impurities([offending])).toEqual([
      "vehicle/offending.ts: /new Date\\(\\)/",
      "vehicle/offending.ts: /crypto\\./",
    ]);
  });
});
