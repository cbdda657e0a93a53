import { describe, expect, it } from "vitest";
import { importSpecifiers } from "./imports.js";

describe("the import parser the architecture tests share", () => {
  it("finds every way a module is imported, and nothing in plain text", () => {
    const source = [
      'import { z } from "zod";',
      'import type { Db } from "../db/open.js";',
      "import {\n  a,\n  b,\n} from './multi-line.js';",
      'export * from "./re-export.js";',
      'import "fake-indexeddb/auto";',
      'const lazy = await import("./lazy.js");',
      'const text = "imports from nowhere";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "zod",
      "../db/open.js",
      "./multi-line.js",
      "./re-export.js",
      "fake-indexeddb/auto",
      "./lazy.js",
    ]);
  });
});
