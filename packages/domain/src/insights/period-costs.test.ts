import { describe, expect, it } from "vitest";
import { aMaintenance, aRefuel } from "../testing/fixtures.js";
import {
  chargingCostsByPlace,
  costsByCategory,
  energiesTogether,
  inPeriod,
  kmDrivenIn,
  periodStart,
  unitPriceSeries,
} from "./period-costs.js";

const now = new Date("2026-11-23T12:00:00.000Z");

describe("periods", () => {
  it("start the given months back, and keep what is dated within them", () => {
    expect(periodStart("3", now)).toBe("2026-08-23T12:00:00.000Z");
    expect(periodStart("all", now)).toBeNull();
    const entries = [
      { date: "2026-01-10T00:00:00.000Z" },
      { date: "2026-10-01T00:00:00.000Z" },
      { date: "2027-01-01T00:00:00.000Z" },
    ];
    expect(inPeriod(entries, "3", now)).toEqual([entries[1]]);
    expect(inPeriod(entries, "all", now)).toEqual(entries.slice(0, 2));
  });
});

describe("costs by category", () => {
  it("divides each category's total by the km the readings span, each currency apart", () => {
    const maintenances = [
      aMaintenance({ type: "general", amount: 60, currency: "USD", kms: 10_000 }),
      aMaintenance({ type: "tires", amount: 400, currency: undefined, kms: null }),
      aMaintenance({ type: "general", amount: 2_000, currency: "VES", kms: null }),
    ];
    const refuels = [
      aRefuel({ date: "2026-02-01T12:00:00.000Z", amount: 40, currency: "USD", displacement: 10_500 }),
      aRefuel({ date: "2026-02-10T12:00:00.000Z", amount: 45, currency: "USD", displacement: 11_000 }),
      aRefuel({ date: "2026-02-20T12:00:00.000Z", amount: 10, currency: "USD", displacement: 0 }),
    ];
    expect(kmDrivenIn(maintenances, refuels)).toBe(1_000);
    expect(costsByCategory(maintenances, refuels)).toEqual([
      { category: "general", currency: "VES", total: 2_000, perKm: 2 },
      { category: "tires", currency: "USD", total: 400, perKm: 0.4 },
      // Fuel per km over its stretch (the fill that opens it drove the km before): 45 over 500 km.
      { category: "fuel", currency: "USD", total: 95, perKm: 0.09 },
      { category: "general", currency: "USD", total: 60, perKm: 0.06 },
    ]);
  });

  it("has no cost per km before the readings show a distance", () => {
    expect(
      costsByCategory([aMaintenance({ type: "battery", amount: 120, currency: undefined, kms: 5_000 })], []),
    ).toEqual([{ category: "battery", currency: "USD", total: 120, perKm: null }]);
  });
});

describe("fuel price", () => {
  it("is a series per currency, oldest first, leaving out fills without litres or money", () => {
    const series = unitPriceSeries(
      [
        { date: "2026-03-01T00:00:00.000Z", amount: 50, quantity: 40, currency: "USD" },
        { date: "2026-01-01T00:00:00.000Z", amount: 45, quantity: 40 },
        { date: "2026-02-01T00:00:00.000Z", amount: 900, quantity: 45, currency: "VES" },
        { date: "2026-04-01T00:00:00.000Z", amount: 0, quantity: 40, currency: "USD" },
        { date: "2026-04-02T00:00:00.000Z", amount: 13.6, quantity: 42.5, currency: "USD", energy: "electricity" },
      ],
      "fuel",
    );
    expect(series.get("USD")?.map((point) => point.pricePerUnit)).toEqual([1.125, 1.25]);
    expect(series.get("VES")).toEqual([{ date: "2026-02-01T00:00:00.000Z", currency: "VES", pricePerUnit: 20 }]);
  });
});

describe("charging costs by place", () => {
  it("sets home against public charging, per kWh, each currency apart", () => {
    const charge = (chargePlace: "home" | "public" | null, quantity: number, amount: number) =>
      ({ energy: "electricity", chargePlace, quantity, amount, currency: "USD" }) as const;
    expect(
      chargingCostsByPlace([
        charge("public", 40, 16),
        charge("home", 30, 4.5),
        charge("home", 10, 1.5),
        charge(null, 5, 1),
        { energy: "fuel", quantity: 40, amount: 60, currency: "USD" },
      ]),
    ).toEqual([
      { place: "home", currency: "USD", kWh: 40, total: 6, perKWh: 0.15 },
      { place: "public", currency: "USD", kWh: 40, total: 16, perKWh: 0.4 },
      { place: null, currency: "USD", kWh: 5, total: 1, perKWh: 0.2 },
    ]);
  });

  it("puts each energy's cost in its own category", () => {
    // A plug-in hybrid: each energy over the period's distance, the one before its first reading left out.
    const at = (day: number) => `2026-03-${String(day).padStart(2, "0")}T12:00:00.000Z`;
    const rows = costsByCategory(
      [],
      [
        aRefuel({ date: at(1), amount: 30, quantity: 10, displacement: 1_000, energy: "electricity", fuel: undefined }),
        aRefuel({ date: at(5), amount: 50, quantity: 30, displacement: 1_500 }),
        aRefuel({ date: at(9), amount: 20, quantity: 10, displacement: 2_000, energy: "electricity", fuel: undefined }),
      ],
      ["fuel", "electricity"],
    );
    expect(rows.map((row) => [row.category, row.total, row.perKm])).toEqual([
      ["electricity", 50, 0.02],
      ["fuel", 50, 0.05],
    ]);
    // A plug-in hybrid's two energies together, per km.
    expect(energiesTogether(rows)).toEqual([{ currency: "USD", total: 100, perKm: 0.07 }]);
    expect(energiesTogether(rows.slice(0, 1))).toEqual([]);
  });
});
