import { describe, expect, it } from "vitest";
import { anExpense } from "../testing/fixtures.js";
import { occurrenceId } from "./recurrence.js";
import { latestPayment, paymentsToLog, pendingPayments } from "./series.js";

const series = anExpense({
  _id: "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b",
  category: "parking",
  amount: 40,
  date: "2026-08-05T12:00:00.000Z",
  recurrence: { everyMonths: 1, until: null, autoLog: false, skipped: [] },
});
const september = anExpense({
  _id: occurrenceId(series._id, 1),
  amount: 45,
  date: "2026-09-05T12:00:00.000Z",
  occurrenceOf: { series: series._id, index: 1 },
});

describe("a recurring expense's payments", () => {
  it("offer the next at the latest payment's amount, the series' own when none was logged", () => {
    expect(latestPayment(series, [series, september]).amount).toBe(45);
    expect(latestPayment(series, [series]).amount).toBe(40);
  });

  it("wait to be confirmed once they have come, oldest first, with what the last one cost", () => {
    const pending = pendingPayments([series, september, anExpense()], new Date("2026-11-06T00:00:00Z"));
    expect(pending.map(({ occurrence, last }) => [occurrence.index, last.amount])).toEqual([
      [2, 45],
      [3, 45],
    ]);
  });

  it("are logged by themselves only on the series author's phone, since it was set up, a few at a time", () => {
    const member = "0190a1b2-c3d4-7e5f-8a6b-000000000009";
    // A household member's series dated far back, set to log each one, made the owner's phone log 1,522.
    const old = anExpense({
      ...series,
      date: "2025-01-05T12:00:00.000Z",
      createdBy: member,
      createdAt: "2026-10-01T12:00:00.000Z",
      recurrence: { everyMonths: 1, until: null, autoLog: true, skipped: [] },
    });
    const pending = pendingPayments([old], new Date("2027-02-06T00:00:00Z"));
    const onTheirs = paymentsToLog(pending, member);
    // Only those since it was set up in October (five), the latest three at once.
    expect(onTheirs.auto.map(({ occurrence }) => occurrence.date.slice(0, 7))).toEqual([
      "2026-12",
      "2027-01",
      "2027-02",
    ]);
    expect(onTheirs.toConfirm.length).toBe(pending.length - 3);
    const onTheOwners = paymentsToLog(pending, "someone-else");
    expect(onTheOwners.auto).toEqual([]);
    expect(onTheOwners.toConfirm.length).toBe(pending.length);
  });
});
