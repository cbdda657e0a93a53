import { describe, expect, it } from "vitest";
import { aRefuel } from "../testing/fixtures.js";
import { fuelEconomy } from "./fuel-economy.js";

describe("fuelEconomy", () => {
  it("computes L/100 km and km/L for each stretch between refuels", () => {
    const economy = fuelEconomy([
      aRefuel({ displacement: 10_500, quantity: 25, date: "2026-02-10T12:00:00.000Z" }),
      aRefuel({ displacement: 10_000, quantity: 40, date: "2026-02-01T12:00:00.000Z" }),
      aRefuel({ displacement: 11_100, quantity: 30, date: "2026-02-20T12:00:00.000Z" }),
    ]);
    expect(economy.points).toEqual([
      { date: "2026-02-10T12:00:00.000Z", distanceKm: 500, litres: 25, litresPer100Km: 5, kmPerLitre: 20 },
      { date: "2026-02-20T12:00:00.000Z", distanceKm: 600, litres: 30, litresPer100Km: 5, kmPerLitre: 20 },
    ]);
    expect(economy.averageLitresPer100Km).toBe(5);
    expect(economy.averageKmPerLitre).toBe(20);
  });

  it("skips refuels without a reading and stretches that do not move forward", () => {
    const economy = fuelEconomy([
      aRefuel({ displacement: 0, quantity: 20 }),
      aRefuel({ displacement: 5_000, quantity: 20 }),
      aRefuel({ displacement: 5_000, quantity: 10 }),
    ]);
    expect(economy.points).toEqual([]);
    expect(economy.averageLitresPer100Km).toBeNull();
    expect(economy.averageKmPerLitre).toBeNull();
  });
});
