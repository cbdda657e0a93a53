import { describe, expect, it } from "vitest";
import { chunked, rowsOf } from "../../src/db/many-rows.js";

describe("many-row statements", () => {
  it("cut rows into chunks of powers of two up to 128, largest first, every row once and in order", () => {
    const rows = Array.from({ length: 301 }, (_, index) => index);
    const chunks = chunked(rows);
    expect(chunks.map((chunk) => chunk.length)).toEqual([128, 128, 32, 8, 4, 1]);
    expect(chunks.flat()).toEqual(rows);
    expect(chunked([])).toEqual([]);
  });

  it("repeat a row's placeholders for a VALUES list", () => {
    expect(rowsOf("(?, ?)", 3)).toBe("(?, ?), (?, ?), (?, ?)");
  });
});
