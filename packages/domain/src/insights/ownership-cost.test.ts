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
      // The first fill's tank drove the km after it: only the second counts, over the 2,000 km between them.
      { kind: "fuel", currency: "USD", total: 100, perMonth: 16.67, perKm: 0.025, spread: false },
      { kind: "maintenance", currency: "USD", total: 100, perMonth: 16.67, perKm: 0.05, spread: false },
      // A yearly policy: a twelfth a month; per km, that over the 398 km a month the readings show
      // (2,000 km from July to December), not over the period's six months.
      { kind: "insurance", currency: "VES", total: 3_600, perMonth: 300, perKm: 0.754, spread: true },
      { kind: "parking", currency: "USD", total: 30, perMonth: 5, perKm: 0.015, spread: false },
    ]);
    expect(cost.totals).toEqual([
      { currency: "VES", total: 3_600, perMonth: 300, perKm: 0.754, spread: true },
      { currency: "USD", total: 230, perMonth: 38.34, perKm: 0.09, spread: false },
    ]);
  });

  it("reads a yearly insurance as a twelfth a month however short the history (the user test's H3)", () => {
    // A pickup logged for 2.4 months: the policy paid at the start is not its whole amount over them.
    const start = "2026-10-19T12:00:00.000Z";
    const cost = ownershipCost(
      {
        refuels: [aRefuel({ date: start, amount: 40, displacement: 50_000 })],
        maintenances: [],
        expenses: [anExpense({ category: "insurance", amount: 14_500, currency: "VES", date: start })],
      },
      null,
      now,
    );
    expect(cost.rows.find((row) => row.kind === "insurance")?.perMonth).toBe(1_208.33);
    // A policy paid for six months, and a monthly series, spread over what they say.
    const half = ownershipCost(
      {
        refuels: [],
        maintenances: [],
        expenses: [
          anExpense({ category: "insurance", amount: 600, coversMonths: 6, date: start }),
          anExpense({
            category: "loan",
            amount: 250,
            date: start,
            recurrence: { everyMonths: 1, until: null, autoLog: false, skipped: [] },
          }),
        ],
      },
      null,
      now,
    );
    expect(half.rows.map((row) => [row.kind, row.perMonth])).toEqual([
      ["insurance", 100],
      ["loan", 250],
    ]);
  });

  it("spreads a yearly policy paid today from the moment it is logged, after midnight too", () => {
    const paidToday = {
      refuels: [],
      maintenances: [],
      expenses: [
        anExpense({ category: "insurance", amount: 3_600, currency: "VES", date: "2026-12-31T12:00:00.000Z" }),
      ],
    };
    // Read at five past midnight: the payment is dated at noon, later the same day.
    const cost = ownershipCost(paidToday, null, new Date("2026-12-31T00:05:00.000Z"));
    expect(cost.rows).toMatchObject([{ kind: "insurance", total: 3_600, perMonth: 300 }]);
  });

  it("has no energy cost per km before two full fills, rather than a first fill over the km before it", () => {
    const firstMonth = ownershipCost(
      {
        refuels: [
          aRefuel({ date: "2026-12-20T12:00:00.000Z", amount: 60, displacement: 1_000 }),
          aRefuel({ date: "2026-12-28T12:00:00.000Z", amount: 10, displacement: 1_100, fullTank: false }),
        ],
        maintenances: [],
        expenses: [],
      },
      null,
      now,
    );
    expect(firstMonth.rows[0]).toMatchObject({ kind: "fuel", total: 70, perKm: null });
    expect(firstMonth.totals[0]?.perKm).toBeNull();
  });

  it("counts a plug-in hybrid's cost per km over the same charges as its consumption", () => {
    const charges = [
      aRefuel({ energy: "electricity", date: "2026-11-01T12:00:00.000Z", amount: 10, quantity: 8, displacement: 100 }),
      aRefuel({ energy: "electricity", date: "2026-11-10T12:00:00.000Z", amount: 10, quantity: 8, displacement: 300 }),
    ];
    const cost = ownershipCost({ refuels: charges, maintenances: [], expenses: [] }, null, now, [
      "fuel",
      "electricity",
    ]);
    // The first charge is before the first reading of the period: the consumption leaves it out, and so does the cost.
    expect(cost.rows[0]).toMatchObject({ kind: "electricity", total: 20, perKm: 0.05 });
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
      spread: false,
    });
  });
});
