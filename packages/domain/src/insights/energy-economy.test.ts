import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Refuel } from "../refuel/refuel.js";
import type { Energy } from "../units/energies.js";
import { distanceToKm, unitFactors } from "../units/units.js";
import { energyEconomies, estimatedBatteryKwh, periodEconomy, stretchEconomy } from "./energy-economy.js";

type Entry = Pick<
  Refuel,
  "date" | "quantity" | "displacement" | "fullTank" | "missedPrevious" | "energy" | "socStart" | "socEnd"
>;

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12)).toISOString();
const charge = (n: number, km: number, kWh: number, more: Partial<Entry> = {}): Entry => ({
  date: day(n),
  quantity: kWh,
  displacement: km,
  fullTank: true,
  missedPrevious: false,
  energy: "electricity",
  ...more,
});

describe("an electric car's consumption", () => {
  it("runs from one charge to the target to the next over every kWh between, a public SoC charge included", () => {
    // An owner in the USA: home, a public DC charger 20→80 %, home to full; odometer in miles.
    const miles = [12_000, 12_150, 12_420];
    const entries = [
      charge(0, distanceToKm(miles[0] ?? 0, "mi"), 30),
      charge(3, distanceToKm(miles[1] ?? 0, "mi"), 45.6, { fullTank: false, socStart: 20, socEnd: 80 }),
      charge(6, distanceToKm(miles[2] ?? 0, "mi"), 38.4),
    ];
    const economy = stretchEconomy(entries, "electricity");
    const miPerKWh = 420 / (45.6 + 38.4);
    expect(economy.points).toHaveLength(1);
    expect(economy.entriesUsed).toBe(3);
    expect(100 / (economy.averagePer100Km ?? 0) / unitFactors.kmPerMile).toBeCloseTo(miPerKWh, 2);
    expect(economy.leftOut).toEqual({ missed: 0, levelUnknown: 0 });
  });

  it("compares two noted SoCs through the battery's capacity, estimated from the charges", () => {
    // A 60 kWh battery, 0.15 kWh/km: 100 km takes 25 % of it.
    const entries = [
      charge(0, 1_000, 30, { fullTank: false, socStart: 20, socEnd: 70 }),
      charge(1, 1_100, 24, { fullTank: false, socStart: 45, socEnd: 85 }),
      charge(2, 1_300, 18, { fullTank: false, socStart: 35, socEnd: 65 }),
    ];
    expect(estimatedBatteryKwh(entries)).toBe(60);
    const economy = stretchEconomy(entries, "electricity");
    expect(economy.points.map((point) => point.per100Km)).toEqual([15, 15]);
  });

  it("says when a noted SoC could be compared with nothing", () => {
    const entries = [
      charge(0, 1_000, 30),
      // One SoC at one end only tells no capacity: no level to compare with the target.
      charge(1, 1_100, 10, { fullTank: false, socStart: 50, socEnd: 70 }),
    ];
    expect(stretchEconomy(entries, "electricity").leftOut.levelUnknown).toBe(1);
  });

  it("finds the car's true consumption from any history of full, partial and SoC charges", () => {
    fc.assert(
      fc.property(
        fc.record({
          batteryKwh: fc.integer({ min: 30, max: 100 }),
          kWhPerKm: fc.double({ min: 0.12, max: 0.3, noNaN: true }),
          target: fc.constantFrom(80, 90, 100),
          charges: fc.array(
            fc.record({
              used: fc.integer({ min: 5, max: 60 }),
              kind: fc.constantFrom("full", "fullNoted", "partial", "partialNoted"),
              upTo: fc.integer({ min: 1, max: 40 }),
            }),
            { minLength: 2, maxLength: 20 },
          ),
        }),
        ({ batteryKwh, kWhPerKm, target, charges }) => {
          let level: number = target;
          let km = 5_000;
          const entries: Entry[] = [charge(0, km, 20)];
          charges.forEach((step, index) => {
            const used = Math.min(step.used, level - 1);
            km += ((used / 100) * batteryKwh) / kWhPerKm;
            const start = level - used;
            const end = step.kind.startsWith("full") ? target : Math.min(target, start + step.upTo);
            const noted = step.kind.endsWith("Noted");
            entries.push(
              charge(index + 1, km, ((end - start) / 100) * batteryKwh, {
                fullTank: step.kind.startsWith("full"),
                ...(noted ? { socStart: start, socEnd: end } : {}),
              }),
            );
            level = end;
          });
          const economy = stretchEconomy(entries, "electricity");
          if (economy.averagePer100Km !== null) {
            expect(economy.averagePer100Km).toBeCloseTo(kWhPerKm * 100, 0);
          }
          const fullCharges = charges.filter((step) => step.kind === "full").length;
          if (fullCharges >= 1) expect(economy.points.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("fuel and gas by stretches", () => {
  it("finds the true consumption from full and partial fills, per energy and never mixing them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Energy>("fuel", "cng", "lpg"),
        fc.double({ min: 3, max: 20, noNaN: true }),
        fc.array(fc.record({ km: fc.integer({ min: 50, max: 600 }), full: fc.boolean() }), {
          minLength: 1,
          maxLength: 15,
        }),
        (energy, per100Km, fills) => {
          let km = 10_000;
          const entries: Entry[] = [{ ...charge(0, km, 40), energy }];
          fills.forEach((fill, index) => {
            km += fill.km;
            // A partial fill puts back what was burnt since the last one; the final full one tops up.
            entries.push({ ...charge(index + 1, km, (fill.km * per100Km) / 100, { fullTank: fill.full }), energy });
          });
          entries.push(charge(99, km + 1, 999, { energy: "electricity" }));
          const economy = stretchEconomy(entries, energy);
          if (fills.some((fill) => fill.full)) expect(economy.averagePer100Km).toBeCloseTo(per100Km, 1);
          else expect(economy.averagePer100Km).toBeNull();
        },
      ),
    );
  });

  it("leaves out a stretch with a missed fill and says so", () => {
    const fills: Entry[] = [
      { ...charge(0, 1_000, 40), energy: "cng" },
      { ...charge(1, 1_300, 20, { missedPrevious: true }), energy: "cng" },
      { ...charge(2, 1_500, 10), energy: "cng" },
    ];
    const economy = stretchEconomy(fills, "cng");
    expect(economy.leftOut.missed).toBe(1);
    expect(economy.points.map((point) => point.per100Km)).toEqual([5]);
  });
});

describe("a plug-in hybrid's two energies", () => {
  it("reports each energy per 100 km of all the distance driven in the period", () => {
    const entries: Entry[] = [
      charge(0, 20_000, 9),
      { ...charge(1, 20_050, 30), energy: "fuel" },
      charge(2, 20_100, 8),
      charge(3, 20_300, 9),
      { ...charge(4, 20_800, 20, { fullTank: false }), energy: "fuel" },
      charge(5, 21_000, 9),
    ];
    const readings = entries.map((entry) => ({ date: entry.date, km: entry.displacement }));
    const [fuel, electricity] = energyEconomies(["fuel", "electricity"], entries, readings);
    // 1,000 km: 50 L after the first reading, 26 kWh after it.
    expect(fuel).toMatchObject({ method: "period", averagePer100Km: 5, entriesUsed: 2 });
    expect(electricity).toMatchObject({ method: "period", averagePer100Km: 2.6, entriesUsed: 3 });
    expect(periodEconomy(entries, "electricity", readings.slice(0, 1)).averagePer100Km).toBeNull();
  });

  it("uses stretches for a vehicle on one energy", () => {
    const [only] = energyEconomies(["electricity"], [charge(0, 100, 10), charge(1, 200, 15)], []);
    expect(only).toMatchObject({ method: "stretches", averagePer100Km: 15 });
  });
});
