import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { anImportAccount } from "../testing/fixtures.js";
import { importPlan, suggestedVehicle } from "./import-plan.js";
import type { SourceFile } from "./imported.js";
import { readImport } from "./read-import.js";

const samples = join(import.meta.dirname, "samples");
const sample = (name: string): SourceFile => ({ name, text: readFileSync(join(samples, name), "utf8") });
const account = () => anImportAccount();
const newCar = { kind: "new", vehicle: { vehicleType: "car", manufacture: "Lada", model: "Vesta" } } as const;

describe("Drivvo in Russian", () => {
  const parsed = readImport([sample("drivvo-ru.csv")], "UTC");

  it("reads the units its headers name and an odometer of 0.0 as none", () => {
    expect([parsed.distanceUnit, parsed.volumeUnit, parsed.currency]).toEqual(["km", "l", undefined]);
    expect(parsed.expenses?.find((row) => row.category === "insurance")?.odometer).toBeNull();
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
      ]),
    );
    // The expense section: a car wash, the year's insurance and the inspection are expenses.
    const expenses = (plan.vehicles[0]?.expenses ?? []).map(({ expense }) => [expense.category, expense.amount]);
    expect(expenses.sort()).toEqual([
      ["inspection", 3500],
      ["insurance", 19827],
      ["washing", 800],
    ]);
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

  it("reads the cost types as work or expenses, and leaves out the purchase price and AdBlue", () => {
    const plan = importPlan(
      parsed,
      { spritmonitor: { kind: "new", vehicle: { vehicleType: "car", manufacture: "VW", model: "Golf" } } },
      { distanceUnit: "km", volumeUnit: "l", currency: "USD" },
      account(),
    );
    expect(plan.vehicles[0]?.maintenances.map((entry) => entry.adjustments)).toEqual([
      ["changeOil"],
      ["changeBrake"],
      ["changeOil"],
    ]);
    expect(
      plan.vehicles[0]?.expenses.map(({ expense }) => [expense.category, expense.amount, expense.currency]),
    ).toEqual([["insurance", 612.4, "EUR"]]);
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

describe("the less common shapes of the same exports", () => {
  it("reads Drivvo's vehicle section, and a German export of the same file", () => {
    const text = [
      "##Vehicle",
      '"Name","Marca","Modelo","Ano","Placa"',
      '"Meu carro","Fiat","Argo","2021","BRA2E19"',
      "##Tanken",
      '"Kilometerstand (km)","Datum","Preis / l","Gesamtkosten","Menge","Volltank","Tankstelle","Bemerkung"',
      '"12000.0","2025-03-01 10:00:00","1.8","72","40","Ja","Aral",""',
      '"12600.0","2025-03-20 10:00:00","1.8","63","35","Nein","Aral","Teilfüllung"',
      "##Wartung",
      '"Kilometerstand (km)","Datum","Gesamtkosten","Serviceart","Werkstatt","Bemerkung"',
      '"12300.0","2025-03-10 09:00:00","120","Ölwechsel","ATU",""',
    ].join("\n");
    const parsed = readImport([{ name: "drivvo-de.csv", text }], "UTC");
    expect(parsed.vehicles[0]).toMatchObject({
      name: "Meu carro",
      manufacture: "Fiat",
      model: "Argo",
      year: 2021,
      plateNumber: "BRA2E19",
    });
    expect(parsed.refuels.map((row) => [row.volume, row.fullTank])).toEqual([
      [40, true],
      [35, false],
    ]);
    expect(parsed.services[0]).toMatchObject({ title: "Ölwechsel", notes: "ATU", amount: 120 });
    expect([parsed.distanceUnit, parsed.volumeUnit]).toEqual(["km", "l"]);
  });

  it("leaves out SpritMonitor's electric charges and refunds, and keeps a cost type written as a word", () => {
    const fuelings = [
      "Date;Odometer;Trip;Quantity;Total price;Currency;Type;Tires;Roads;Driving style;Fuel;Note",
      "01.03.2025;12000;;40,00;72,00;EUR;1;1;2;2;7;",
      "05.03.2025;12300;300;20,00;8,00;EUR;1;1;2;2;19;Wallbox",
      "10.03.2025;12600;600;35,00;63,00;EUR;2;1;2;2;1;",
    ].join("\n");
    const costs = [
      "Date;Odometer;Cost type;Title;Costs;Currency;Note",
      "02.03.2025;12100;Wartung;;99,00;EUR;",
      "03.03.2025;;16;Erstattung;50,00;EUR;",
    ].join("\n");
    const parsed = readImport(
      [
        { name: "fuelings.csv", text: fuelings },
        { name: "costs.csv", text: costs },
      ],
      "UTC",
    );
    expect(parsed.refuels.map((row) => [row.fuel, row.fullTank])).toEqual([
      ["95", true],
      ["diesel", false],
    ]);
    expect(parsed.services.map((row) => [row.title, row.odometer])).toEqual([["Wartung", 12_100]]);
    expect(parsed.skipped.map((skip) => [skip.reason, skip.rows])).toEqual([
      ["charge", 1],
      ["income", 1],
    ]);
  });

  it("reads a Simply Auto file with one date column, and its expenses as expenses", () => {
    const text = [
      "Row ID,Vehicle ID,Odometer,Qty,Partial Tank,Missed Fill Up,Total Cost,Notes,Date,Record Type,Record Desc",
      "1,Civic,8015,14.53,1,0,60.50,,2024-01-05,0,",
      "2,Civic,8100,0,0,0,25.00,Downtown,2024-01-06,2,Parking",
      "3,Civic,0,0,0,0,0,,2024-01-07,3,",
    ].join("\n");
    const parsed = readImport([{ name: "Fuel_Log.csv", text }], "UTC");
    expect(parsed.refuels[0]).toMatchObject({ fullTank: false, volume: 14.53 });
    expect(parsed.expenses?.[0]).toMatchObject({ category: "parking", amount: 25, odometer: 8_100 });
    expect(parsed.skipped).toEqual([{ reason: "trip", name: "Fuel_Log.csv", rows: 1 }]);
  });

  it("refuses a Simply Auto file with no date at all, naming the column", () => {
    const text = "Row ID,Vehicle ID,Odometer,Qty,Record Type\n1,Civic,8015,14.53,0\n";
    expect(() => readImport([{ name: "Fuel_Log.csv", text }], "UTC")).toThrow(
      expect.objectContaining({ key: "missingColumn", detail: "date" }),
    );
  });

  it("reads Fuelly app rows by their type, whatever the app calls a fill", () => {
    const text = [
      "Type,Date,Time,Vehicle,Odometer,Filled Up,Cost/Gallon,Gallons,Total Cost,Notes,Services",
      "Fuel,2024-01-05,8:30 AM,Civic,8015,No,$4.10,10.00,$41.00,,",
      "Service,2024-01-06,9:00 AM,Civic,8100,,,,$89.90,,Oil Change",
    ].join("\n");
    const parsed = readImport([{ name: "fuelly.csv", text }], "UTC");
    expect(parsed.refuels).toEqual([expect.objectContaining({ fullTank: false, volume: 10, amount: 41 })]);
    expect(parsed.services).toEqual([expect.objectContaining({ title: "Oil Change", amount: 89.9 })]);
    expect([parsed.distanceUnit, parsed.volumeUnit]).toEqual([undefined, "usGal"]);
  });
});
