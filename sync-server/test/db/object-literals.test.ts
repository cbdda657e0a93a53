import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { literalFromArray, literalOfFields } from "../../src/db/object-literals.js";
import { openDatabase } from "../../src/db/open.js";
import { statement } from "../../src/db/statements.js";

let folder = "";
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("rows built by one object literal", () => {
  it("keeps every name as it is, whatever it holds, and fills what a record lacks with null only when asked", () => {
    const names = ["id", "from", 'say "hi"', "two words", "x }; y\\"];
    expect(literalFromArray(names)([1, "manual", "quoted", "spaced", "kept"])).toEqual({
      id: 1,
      from: "manual",
      'say "hi"': "quoted",
      "two words": "spaced",
      "x }; y\\": "kept",
    });
    expect(literalOfFields(["a", "b"], true)({ a: 0 })).toEqual({ a: 0, b: null });
    expect(literalOfFields(["a", "b"], false)({ a: 0, c: 1 })).toEqual({ a: 0, b: undefined });
    expect(() => literalFromArray(["__proto__"])).toThrow(/__proto__/);
  });

  it("hands SQLite's rows as objects, and leaves the statement handing objects to a plain read", async () => {
    folder = mkdtempSync(join(tmpdir(), "odo-literals-"));
    const db = openDatabase(join(folder, "odo.sqlite"));
    const text = `SELECT 1 AS a, 'x' AS "b c" UNION ALL SELECT 2, NULL`;
    expect(await statement(db, text).all()).toEqual([
      { a: 1, "b c": "x" },
      { a: 2, "b c": null },
    ]);
    expect(await statement(db, text).get()).toEqual({ a: 1, "b c": "x" });
    expect(await statement(db, "SELECT 1 AS a WHERE 0").get()).toBeUndefined();
    expect(db.connection.sqlite.prepare(text).all()[0]).toEqual({ a: 1, "b c": "x" });
    db.connection.sqlite.close();
  });
});
