import { describe, expect, it } from "vitest";
import { aMaintenance, anExpense, aRefuel } from "../testing/fixtures.js";
import { ownershipCost } from "./ownership-cost.js";

const now = new Date("2026-12-31T12:00:00.000Z");

describe("the cost of owning a vehicle", () => {
  const entries = {
    refuels: [
      aRefuel({ date: "2026-07-01T12:00:00.000Z", amount: 50, currency: "USD", displacement: 10_000 }),
      aRefuel({ date: "2026-12-01T12:00:00.000Z", amount: 50, currency: "USD", displacement: 12_000 }),
    ],
    maintenances: [aMaintenance({ date: "2026-09-01T12:00:00.000Z", amount: 100, currency: "USD", kms: 11_000 })],
    expenses: [
      anExpense({ category: "insurance", amount: 3_600, currency: "VES", date: "2026-08-01T12:00:00.000Z" }),
      anExpense({ category: "parking", amount: 30, currency: "USD", date: "2026-10-01T12:00:00.000Z", km: 11_500 }),
      anExpense({ category: "parking", amount: 30, currency: "USD", date: "2025-10-01T12:00:00.000Z" }),
    ],
  };

  it("is told per kind, per month and per km driven, each currency apart", () => {
    const cost = ownershipCost(entries, "2026-06-30T12:00:00.000Z", now);
    expect(cost.km).toBe(2_000);
    expect(cost.months).toBe(6);
    expect(cost.rows).toEqual([
      { kind: "fuel", currency: "USD", total: 100, perMonth: 16.67, perKm: 0.05 },
      { kind: "maintenance", currency: "USD", total: 100, perMonth: 16.67, perKm: 0.05 },
      { kind: "insurance", currency: "VES", total: 3_600, perMonth: 600, perKm: 1.8 },
      { kind: "parking", currency: "USD", total: 30, perMonth: 5, perKm: 0.015 },
    ]);
    expect(cost.totals).toEqual([
      { currency: "VES", total: 3_600, perMonth: 600, perKm: 1.8 },
      { currency: "USD", total: 230, perMonth: 38.33, perKm: 0.115 },
    ]);
  });

  it("averages a vehicle logged for two months over two months, not the whole period", () => {
    const recent = ownershipCost(
      { refuels: [], maintenances: [], expenses: [anExpense({ amount: 80, date: "2026-10-31T12:00:00.000Z" })] },
      "2025-12-31T12:00:00.000Z",
      now,
    );
    expect(recent.months).toBe(2);
    expect(recent.totals[0]?.perMonth).toBe(40);
  });

  it("over the whole life runs from the first entry, and says no per-km figure without distance", () => {
    const lifetime = ownershipCost({ refuels: [], maintenances: [], expenses: entries.expenses }, null, now);
    expect(lifetime.months).toBe(15);
    expect(lifetime.totals.find((row) => row.currency === "USD")).toEqual({
      currency: "USD",
      total: 60,
      perMonth: 4,
      perKm: null,
    });
  });
});
