import { describe, expect, it } from "vitest";
import { aMaintenance, anExpense, aRefuel } from "../testing/fixtures.js";
import { maintenanceStats, monthlySpending } from "./stats.js";

describe("maintenanceStats", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");

  it("adds what was spent this month, counts maintenances and finds the last battery and tires", () => {
    const maintenances = [
      aMaintenance({ type: "battery", adjustments: ["changeBattery"], amount: 120, date: "2026-11-02T12:00:00.000Z" }),
      aMaintenance({ type: "battery", adjustments: ["changeBattery"], amount: 100, date: "2025-06-02T12:00:00.000Z" }),
      aMaintenance({ type: "tires", adjustments: ["tireSpare"], amount: 80.5, date: "2026-10-31T12:00:00.000Z" }),
      aMaintenance({ amount: null, date: "2026-11-20T12:00:00.000Z" }),
    ];
    const refuels = [
      aRefuel({ amount: 40.25, date: "2026-11-21T12:00:00.000Z" }),
      aRefuel({ amount: 35, date: "2026-10-01T12:00:00.000Z" }),
    ];
    expect(maintenanceStats(maintenances, refuels, now)).toEqual({
      spentMonthly: 160.25,
      spentMonthlyMaintenance: 120,
      spentMonthlyRefuels: 40.25,
      spentMonthlyByCurrency: [{ currency: "USD", total: 160.25 }],
      quantity: 4,
      batteryDate: "2026-11-02T12:00:00.000Z",
      tiresDate: "2026-10-31T12:00:00.000Z",
    });
  });

  it("reads the month in the user's time zone", () => {
    // 02:00 UTC on 1 November is still 31 October in Panama (UTC−5).
    const lateOctober = [aMaintenance({ amount: 50, date: "2026-11-01T02:00:00.000Z" })];
    const earlyNovember = new Date("2026-11-05T12:00:00.000Z");
    expect(maintenanceStats(lateOctober, [], earlyNovember, "UTC").spentMonthly).toBe(50);
    expect(maintenanceStats(lateOctober, [], earlyNovember, "America/Panama").spentMonthly).toBe(0);
  });

  it("is empty for a vehicle with no history", () => {
    expect(maintenanceStats([], [], now)).toEqual({
      spentMonthly: 0,
      spentMonthlyMaintenance: 0,
      spentMonthlyRefuels: 0,
      spentMonthlyByCurrency: [],
      quantity: 0,
      batteryDate: null,
      tiresDate: null,
    });
  });
});

describe("monthlySpending", () => {
  it("stacks maintenance, refuels and expenses per month, oldest first", () => {
    const series = monthlySpending(
      [
        aMaintenance({ amount: 100, date: "2026-10-03T12:00:00.000Z" }),
        aMaintenance({ amount: null, date: "2026-08-03T12:00:00.000Z" }),
      ],
      [
        aRefuel({ amount: 30.1, date: "2026-09-01T12:00:00.000Z" }),
        aRefuel({ amount: 20.2, date: "2026-10-09T12:00:00.000Z" }),
      ],
      "UTC",
      undefined,
      [anExpense({ amount: 600, date: "2026-10-20T12:00:00.000Z" })],
    );
    expect(series).toEqual([
      { month: "2026-09", maintenance: 0, refuels: 30.1, expenses: 0 },
      { month: "2026-10", maintenance: 100, refuels: 20.2, expenses: 600 },
    ]);
  });

  it("shows a month with nothing spent as empty, through today's month, so the months follow each other", () => {
    const series = monthlySpending(
      [aMaintenance({ amount: 100, date: "2025-11-03T12:00:00.000Z" })],
      [aRefuel({ amount: 30, date: "2026-01-09T12:00:00.000Z" })],
      "UTC",
      new Date("2026-03-20T12:00:00Z"),
    );
    expect(series.map((month) => month.month)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02", "2026-03"]);
    expect(series[1]).toEqual({ month: "2025-12", maintenance: 0, refuels: 0, expenses: 0 });
  });
});
