import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aRefuel } from "../testing/fixtures.js";
import { fuelEconomy } from "./fuel-economy.js";

const on = (day: number) => `2026-02-${String(day).padStart(2, "0")}T12:00:00.000Z`;

describe("fuelEconomy", () => {
  it("computes L/100 km and km/L for each stretch between full fills, in time order", () => {
    const economy = fuelEconomy([
      aRefuel({ displacement: 10_500, quantity: 25, date: on(10) }),
      aRefuel({ displacement: 10_000, quantity: 40, date: on(1) }),
      aRefuel({ displacement: 11_100, quantity: 30, date: on(20) }),
    ]);
    expect(economy.points).toEqual([
      { date: on(10), distanceKm: 500, litres: 25, litresPer100Km: 5, kmPerLitre: 20 },
      { date: on(20), distanceKm: 600, litres: 30, litresPer100Km: 5, kmPerLitre: 20 },
    ]);
    expect(economy.averageLitresPer100Km).toBe(5);
    expect(economy.averageKmPerLitre).toBe(20);
    expect(economy.fillsUsed).toBe(3);
  });

  it("adds a partial fill's litres to the stretch the next full fill closes, as a calculator would", () => {
    // Full at 10,000; 20 L partial at 10,300; full with 18 L at 10,600: 38 L over 600 km.
    const economy = fuelEconomy([
      aRefuel({ displacement: 10_000, quantity: 40, date: on(1) }),
      aRefuel({ displacement: 10_300, quantity: 20, date: on(5), fullTank: false }),
      aRefuel({ displacement: 10_600, quantity: 18, date: on(9) }),
    ]);
    expect(economy.points).toEqual([
      { date: on(9), distanceKm: 600, litres: 38, litresPer100Km: 6.33, kmPerLitre: 15.79 },
    ]);
    expect(economy.fillsUsed).toBe(3);
    expect(economy.missedStretches).toBe(0);
  });

  it("leaves out a stretch with a missed fill-up, and starts again from its full fill", () => {
    const economy = fuelEconomy([
      aRefuel({ displacement: 10_000, quantity: 40, date: on(1) }),
      aRefuel({ displacement: 10_900, quantity: 30, date: on(9), missedPrevious: true }),
      aRefuel({ displacement: 11_400, quantity: 25, date: on(15) }),
    ]);
    expect(economy.points).toEqual([{ date: on(15), distanceKm: 500, litres: 25, litresPer100Km: 5, kmPerLitre: 20 }]);
    expect(economy.fillsUsed).toBe(2);
    expect(economy.missedStretches).toBe(1);
  });

  it("skips refuels without a reading at the ends and stretches that do not move forward", () => {
    const economy = fuelEconomy([
      aRefuel({ displacement: 0, quantity: 20, date: on(1) }),
      aRefuel({ displacement: 5_000, quantity: 20, date: on(2) }),
      aRefuel({ displacement: 5_000, quantity: 10, date: on(3) }),
    ]);
    expect(economy.points).toEqual([]);
    expect(economy.averageLitresPer100Km).toBeNull();
    expect(economy.averageKmPerLitre).toBeNull();
    expect(economy.fillsUsed).toBe(0);
  });

  it("counts refuels stored before the full-tank flag as full", () => {
    const old = (displacement: number, day: number) => {
      const {
        fullTank: _full,
        missedPrevious: _missed,
        ...refuel
      } = aRefuel({ displacement, quantity: 10, date: on(day) });
      return refuel;
    };
    expect(fuelEconomy([old(1_000, 1), old(1_200, 2)]).points).toHaveLength(1);
  });
});

describe("fuelEconomy under any fill-ups", () => {
  it("accounts every litre of a stretch it keeps: the average is total litres over total km", () => {
    const fill = fc.record({
      km: fc.integer({ min: 1, max: 900 }),
      litres: fc.integer({ min: 1, max: 80 }),
      full: fc.boolean(),
      missed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fill, { minLength: 2, maxLength: 40 }), (fills) => {
        let odometer = 10_000;
        const refuels = fills.map((step, index) => {
          odometer += step.km;
          return aRefuel({
            displacement: odometer,
            quantity: step.litres,
            date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
            fullTank: step.full,
            missedPrevious: step.missed,
          });
        });
        const economy = fuelEconomy(refuels);
        const litres = economy.points.reduce((sum, point) => sum + point.litres, 0);
        const distance = economy.points.reduce((sum, point) => sum + point.distanceKm, 0);
        for (const point of economy.points) expect(point.distanceKm).toBeGreaterThan(0);
        if (economy.points.length > 0) {
          expect(economy.averageLitresPer100Km).toBeCloseTo((litres / distance) * 100, 1);
          expect(economy.fillsUsed).toBeGreaterThanOrEqual(economy.points.length + 1);
        } else {
          expect(economy.fillsUsed).toBe(0);
        }
        // Every kept stretch's litres are the fills after its opening full fill, through its closing one.
        const totalLitres = refuels.reduce((sum, refuel) => sum + refuel.quantity, 0);
        expect(litres).toBeLessThanOrEqual(totalLitres);
      }),
      { numRuns: 300 },
    );
  });
});
