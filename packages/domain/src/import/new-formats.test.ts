import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nextId } from "../testing/fixtures.js";
import { type ImportAccount, importPlan, suggestedVehicle } from "./import-plan.js";
import type { SourceFile } from "./imported.js";
import { readImport } from "./read-import.js";

const samples = join(import.meta.dirname, "samples");
const sample = (name: string): SourceFile => ({ name, text: readFileSync(join(samples, name), "utf8") });
const account = (): ImportAccount => ({
  authorId: "00000000-0000-4000-8000-000000000001",
  country: "panama",
  timeZone: "UTC",
  vehicles: [],
  maintenances: [],
  refuels: [],
  now: new Date("2026-11-23T12:00:00Z"),
  newId: nextId,
});
const newCar = { kind: "new", vehicle: { vehicleType: "car", manufacture: "Lada", model: "Vesta" } } as const;

describe("Drivvo in Russian", () => {
  const parsed = readImport([sample("drivvo-ru.csv")], "UTC");

  it("reads the units its headers name and an odometer of 0.0 as none", () => {
    expect([parsed.distanceUnit, parsed.volumeUnit, parsed.currency]).toEqual(["km", "l", undefined]);
    expect(parsed.services.find((row) => row.title === "Страхование")?.odometer).toBeNull();
    expect(parsed.refuels[0]?.odometer).toBe(35812);
  });

  it("makes a visit's work of different types an entry each, with its own cost", () => {
    const plan = importPlan(
      parsed,
      { drivvo: newCar },
      { distanceUnit: "mi", volumeUnit: "usGal", currency: "RUB" },
      account(),
    );
    const visits = (plan.vehicles[0]?.maintenances ?? []).map((entry) => [entry.type, entry.adjustments, entry.amount]);
    expect(visits).toEqual(
      expect.arrayContaining([
        ["general", ["changeOil"], 13500],
        ["tires", ["tireLeftFront", "tireRightFront", "tireLeftBack", "tireRightBack"], 38625],
        ["general", ["changeBrake"], 6500],
        ["battery", ["changeBattery"], 9500],
        ["general", ["changeCarWashing"], 800],
        ["general", ["changeOther"], 19827],
      ]),
    );
    expect(plan.vehicles[0]?.maintenances.every((entry) => entry.currency === "RUB")).toBe(true);
  });

  it("names the section it leaves out, with its count", () => {
    expect(parsed.skipped).toEqual([{ reason: "section", name: "Income", rows: 2 }]);
  });
});

describe("SpritMonitor", () => {
  const parsed = readImport([sample("spritmonitor-fuelings.csv"), sample("spritmonitor-costs.csv")], "UTC");

  it("reads decimal commas, day-first dates, each row's currency and a backslash-escaped quote", () => {
    expect(parsed.refuels[0]).toMatchObject({
      volume: 55,
      amount: 60.5,
      currency: "EUR",
      date: "2024-01-05T12:00:00.000Z",
    });
    expect(parsed.refuels.find((row) => row.missedPrevious)?.notes).toBe('Urlaub "Ostsee"; mit Dachbox');
  });

  it("reads the cost types as work, and leaves out the purchase price and AdBlue", () => {
    const plan = importPlan(
      parsed,
      { spritmonitor: { kind: "new", vehicle: { vehicleType: "car", manufacture: "VW", model: "Golf" } } },
      { distanceUnit: "km", volumeUnit: "l", currency: "USD" },
      account(),
    );
    expect(plan.vehicles[0]?.maintenances.map((entry) => entry.adjustments)).toEqual([
      ["changeOil"],
      ["changeBrake"],
      ["changeOther"],
      ["changeOil"],
    ]);
    expect(plan.vehicles[0]?.maintenances.every((entry) => entry.currency === "EUR")).toBe(true);
    expect(parsed.skipped.map((skip) => skip.reason)).toEqual(["other", "purchase"]);
  });
});

describe("Simply Auto", () => {
  const parsed = readImport([sample("simplyauto-Fuel_Log.csv")], "UTC");

  it("tells fills from services by record type, and keeps a service's unquoted list of work", () => {
    expect(parsed.services.map((row) => row.title)).toEqual([
      "Oil Change, Oil Filter",
      "Brake Pads",
      "Oil Change, Oil Filter",
    ]);
    expect(parsed.refuels[0]?.date).toBe("2024-01-05T12:00:00.000Z");
    expect(parsed.vehicles).toEqual([{ key: "Civic", name: "Civic" }]);
  });
});

describe("Fuelly's app export", () => {
  it("keys several vehicles by the Vehicle column, and splits a name by a known make", () => {
    const text = sample("fuelly-app-metric.csv").text.replace(/2019 Subaru Outback(?=,"1[67])/g, "Golf");
    const parsed = readImport([{ name: "fuelly.csv", text }], "UTC");
    expect(parsed.vehicles.map((vehicle) => vehicle.name)).toEqual(["2019 Subaru Outback", "Golf"]);
    expect(suggestedVehicle(parsed.vehicles[0] ?? { key: "", name: "" })).toMatchObject({
      year: 2019,
      manufacture: "Subaru",
      model: "Outback",
    });
    expect(suggestedVehicle({ key: "Golf", name: "Golf" })).toMatchObject({ manufacture: "", model: "Golf" });
  });
});

describe("fuelly.com's web export", () => {
  it("takes the model from its model column, so a car is never 'Outback Outback'", () => {
    const parsed = readImport([sample("fuelly-web-fuelups.csv")], "UTC");
    expect(suggestedVehicle(parsed.vehicles[0] ?? { key: "", name: "" })).toMatchObject({
      manufacture: "",
      model: "Golf VII",
    });
  });
});
