import { describe, expect, it } from "vitest";
import { idSchema } from "../shared/ids.js";
import { occurrenceDate, occurrenceId, occurrencesBetween, pendingOccurrences, type Recurrence } from "./recurrence.js";

const monthly: Recurrence = { everyMonths: 1, until: null, autoLog: false, skipped: [] };

describe("a recurring expense's occurrences", () => {
  it("fall on the month's last day when it is shorter, and go back to the 31st after", () => {
    const start = "2027-01-31T12:00:00.000Z";
    expect([1, 2, 3].map((index) => occurrenceDate(start, monthly, index))).toEqual([
      "2027-02-28T12:00:00.000Z",
      "2027-03-31T12:00:00.000Z",
      "2027-04-30T12:00:00.000Z",
    ]);
  });

  it("land on 29 February in a leap year, and 28 February the other years", () => {
    const yearly = { everyMonths: 12 };
    expect(occurrenceDate("2027-02-28T12:00:00.000Z", yearly, 1)).toBe("2028-02-28T12:00:00.000Z");
    expect(occurrenceDate("2028-02-29T12:00:00.000Z", yearly, 1)).toBe("2029-02-28T12:00:00.000Z");
    expect(occurrenceDate("2028-02-29T12:00:00.000Z", yearly, 4)).toBe("2032-02-29T12:00:00.000Z");
  });

  it("list what has come and is not logged: a month skipped by the owner is not asked again", () => {
    const series = { date: "2026-06-05T12:00:00.000Z", recurrence: { ...monthly, skipped: [2] } };
    const pending = pendingOccurrences(series, [1], new Date("2026-10-10T00:00:00Z"));
    expect(pending).toEqual([
      { index: 3, date: "2026-09-05T12:00:00.000Z" },
      { index: 4, date: "2026-10-05T12:00:00.000Z" },
    ]);
  });

  it("stop at the series' end, and list nothing for a one-off expense", () => {
    const ended = { date: "2026-01-05T12:00:00.000Z", recurrence: { ...monthly, until: "2026-03-10T12:00:00.000Z" } };
    expect(pendingOccurrences(ended, [], new Date("2026-12-01T00:00:00Z")).map((o) => o.index)).toEqual([1, 2]);
    expect(pendingOccurrences({ date: ended.date, recurrence: null }, [], new Date("2026-12-01"))).toEqual([]);
  });

  it("list only the latest when an old series was left running for years", () => {
    const old = { date: "2010-01-05T12:00:00.000Z", recurrence: monthly };
    const pending = pendingOccurrences(old, [], new Date("2026-12-01T00:00:00Z"));
    expect(pending).toHaveLength(24);
    expect(pending.at(-1)?.date).toBe("2026-11-05T12:00:00.000Z");
  });

  it("are found in a window for the forecast", () => {
    const quarterly = { date: "2026-01-15T12:00:00.000Z", recurrence: { ...monthly, everyMonths: 3 } };
    const found = occurrencesBetween(quarterly, new Date("2026-05-01"), new Date("2027-05-01"));
    expect(found.map((o) => o.date.slice(0, 10))).toEqual(["2026-07-15", "2026-10-15", "2027-01-15", "2027-04-15"]);
  });

  it("have an id every device makes alike, distinct per occurrence and from any device-made id", () => {
    const series = "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b";
    const first = occurrenceId(series, 1);
    expect(first).toBe(occurrenceId(series, 1));
    expect(first).not.toBe(occurrenceId(series, 2));
    expect(idSchema.safeParse(first).success).toBe(true);
    expect(first[14]).toBe("8");
  });
});

describe("an occurrence dated today", () => {
  it("has come at any hour of the day, and tomorrow's has not", () => {
    const series = { date: "2026-10-27T12:00:00.000Z", recurrence: monthly };
    const earlyMorning = new Date("2026-11-27T02:00:00.000Z");
    expect(pendingOccurrences(series, [], earlyMorning).map((o) => o.index)).toEqual([1]);
    const dayBefore = new Date("2026-11-26T10:00:00.000Z");
    expect(pendingOccurrences(series, [], dayBefore)).toEqual([]);
  });
});
