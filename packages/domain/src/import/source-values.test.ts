import { describe, expect, it } from "vitest";
import { dateOrderOf, decimalMarkOf, sourceDate, sourceNumber } from "./source-values.js";

describe("numbers as other apps write them", () => {
  it.each([
    ["1089.40", ".", 1089.4],
    ["$1,089.40", ".", 1089.4],
    ["1.089,40 €", ",", 1089.4],
    ["40,5", ",", 40.5],
    ["1,200", ".", 1200],
    ["1 089,40", ",", 1089.4],
    ["R$ 54,74", ",", 54.74],
    ["-12.5", ".", -12.5],
    ["", ".", undefined],
  ] as const)("reads %s", (text, mark, value) => {
    expect(sourceNumber(text, mark)).toBe(value);
  });

  it("refuses letters inside a number", () => {
    expect(sourceNumber("14,5x3")).toBeNaN();
    expect(sourceNumber("n/a")).toBeNaN();
  });

  it("finds a comma decimal mark only when a comma cannot group thousands", () => {
    expect(decimalMarkOf(["1,200", "3,000"])).toBe(".");
    expect(decimalMarkOf(["40,5", "1.089,40"])).toBe(",");
    expect(decimalMarkOf(["1,089.40"])).toBe(".");
  });
});

describe("dates as other apps write them", () => {
  it("finds day-first and month-first orders from the dates themselves", () => {
    expect(dateOrderOf([{ date: "26/11/2025" }, { date: "01/02/2025" }])).toBe("dmy");
    expect(dateOrderOf([{ date: "11/26/2025" }, { date: "02/01/2025" }])).toBe("mdy");
    expect(dateOrderOf([{ date: "2025-11-26 10:00:00" }])).toBe("ymd");
  });

  it("settles dates that fit both orders by the odometer, which only rises", () => {
    const dayFirst = [
      { date: "01/02/2025", km: 2000 },
      { date: "02/01/2025", km: 1000 },
    ];
    const monthFirst = [
      { date: "01/02/2025", km: 1000 },
      { date: "02/01/2025", km: 2000 },
    ];
    expect(dateOrderOf(dayFirst, "mdy")).toBe("dmy");
    expect(dateOrderOf(monthFirst, "dmy")).toBe("mdy");
  });

  it("reads a time beside the date, in the device's zone, and a bare date as noon UTC", () => {
    expect(sourceDate("2024-01-05", "ymd", "America/Panama", "08:30 PM")).toBe("2024-01-06T01:30:00.000Z");
    expect(sourceDate("1/5/2024 8:30:00 AM", "mdy", "UTC")).toBe("2024-01-05T08:30:00.000Z");
    expect(sourceDate("5/1/2024", "dmy", "Europe/Madrid")).toBe("2024-01-05T12:00:00.000Z");
    expect(sourceDate("31/02/2024", "dmy", "UTC")).toBeUndefined();
  });
});

describe("the less common spellings", () => {
  it.each([
    ["1.234.567", ".", 1_234_567],
    ["1.234", ",", 1234],
    ["1,234,567.5", ".", 1_234_567.5],
    ["(12.50)", ".", -12.5],
    ["USD 45", ".", 45],
  ] as const)("reads %s", (text, mark, value) => {
    expect(sourceNumber(text, mark)).toBe(value);
  });

  it("finds a comma decimal mark after dots that group thousands", () => {
    expect(decimalMarkOf(["1.234,5"])).toBe(",");
    expect(decimalMarkOf([])).toBe(".");
  });

  it("falls back to the app's own order when nothing tells the orders apart", () => {
    expect(dateOrderOf([], "dmy")).toBe("dmy");
    expect(dateOrderOf([{ date: "01/02/2025" }, { date: "not a date" }], "mdy")).toBe("mdy");
    expect(dateOrderOf([{ date: "2025/01/02", km: 5 }])).toBe("ymd");
  });

  it("reads two-digit years, midnight and noon in 12-hour times, and refuses impossible times", () => {
    expect(sourceDate("5/1/24", "dmy", "UTC")).toBe("2024-01-05T12:00:00.000Z");
    expect(sourceDate("2024-01-05 12:30 AM", "ymd", "UTC")).toBe("2024-01-05T00:30:00.000Z");
    expect(sourceDate("2024-01-05", "ymd", "UTC", "12:05 PM")).toBe("2024-01-05T12:05:00.000Z");
    expect(sourceDate("2024-01-05 25:00", "ymd", "UTC")).toBeUndefined();
    expect(sourceDate("2024-13-05", "ymd", "UTC")).toBeUndefined();
    expect(sourceDate("yesterday", "ymd", "UTC")).toBeUndefined();
  });
});
