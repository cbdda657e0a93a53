import { describe, expect, it } from "vitest";
import { parseDotDate, tyreAgeYears } from "./dot.js";

const now = new Date("2026-11-30T12:00:00Z");

describe("a DOT code's date", () => {
  it("reads the week and year of a code since 2000, whole or just its date", () => {
    expect(parseDotDate("DOT U2LL LMLR 2319", now)).toEqual({
      week: 23,
      year: 2019,
      madeOn: "2019-06-03T00:00:00.000Z",
    });
    expect(parseDotDate("2319", now)).toMatchObject({ week: 23, year: 2019 });
    expect(parseDotDate("dot xxxx 0121", now)).toMatchObject({ week: 1, year: 2021 });
  });

  it("reads an old three-digit code with its decade unknown", () => {
    expect(parseDotDate("DOT XXXX 239", now)).toEqual({ week: 23, yearDigit: 9, year: null, madeOn: null });
    expect(parseDotDate("239◄", now)).toMatchObject({ yearDigit: 9, year: null });
  });

  it.each(["", "DOT", "5419", "0019", "4927", "12", "abcd", "DOT U2LL LMLR"])("refuses %j", (code) => {
    expect(parseDotDate(code, now)).toBeNull();
  });

  it("counts whole years of age, and an old code's tyre as older than any limit", () => {
    const made = parseDotDate("2319", now);
    if (!made) throw new Error("not read");
    expect(tyreAgeYears(made, now)).toBe(7);
    expect(tyreAgeYears(made, new Date("2026-06-01T00:00:00Z"))).toBe(6);
    const old = parseDotDate("239", now);
    if (!old) throw new Error("not read");
    expect(tyreAgeYears(old, now)).toBeGreaterThanOrEqual(10);
  });
});
