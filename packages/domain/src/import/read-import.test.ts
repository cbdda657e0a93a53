import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fuelEconomy } from "../insights/fuel-economy.js";
import { roundTo } from "../shared/numbers.js";
import { anImportAccount } from "../testing/fixtures.js";
import { distanceFromKm, volumeFromLitres } from "../units/units.js";
import { type ImportAccount, importPlan } from "./import-plan.js";
import { ImportProblem, type SourceFile } from "./imported.js";
import { readImport } from "./read-import.js";

/**
 * The samples in `samples/` are written by `make-samples.py` the way each app writes its export
 * (two years of fills, three services, a partial fill, a missed fill-up, a note with a comma and
 * an accent, miles and gallons where the app uses them). `expected.json` holds what the app
 * itself shows for them, computed by that script apart from Odo's code.
 */
const samples = join(import.meta.dirname, "samples");
const sample = (name: string): SourceFile => ({ name, text: readFileSync(join(samples, name), "utf8") });
const expected = JSON.parse(readFileSync(join(samples, "expected.json"), "utf8")) as Record<
  string,
  {
    refuels: number;
    services: number;
    maintenances: number;
    skipped: [string, string, number][];
    refuelTotal: number;
    serviceTotal: number;
    economy: number;
    economyUnit: "distancePerVolume" | "litresPer100Km";
    first: string;
    last: string;
    highestOdometer: number;
  }
>;

const cases = [
  {
    name: "fuelly-app",
    files: ["fuelly-app.csv"],
    format: "fuellyApp",
    units: ["mi", "usGal"],
    asked: ["mi", "usGal"],
  },
  {
    name: "fuelly-web",
    files: ["fuelly-web-fuelups.csv", "fuelly-web-services.csv"],
    format: "fuellyWeb",
    units: ["km", "l"],
    asked: ["km", "l"],
  },
  {
    name: "lubelogger",
    files: ["lubelogger-gasrecords.csv", "lubelogger-servicerecords.csv"],
    format: "lubelogger",
    units: [undefined, undefined],
    asked: ["mi", "usGal"],
  },
  { name: "drivvo", files: ["drivvo.csv"], format: "drivvo", units: [undefined, "l"], asked: ["km", "l"] },
  { name: "drivvo-ru", files: ["drivvo-ru.csv"], format: "drivvo", units: ["km", "l"], asked: ["mi", "usGal"] },
  { name: "drivvo-es", files: ["drivvo-es.csv"], format: "drivvo", units: ["km", "l"], asked: ["mi", "usGal"] },
  { name: "drivvo-en", files: ["drivvo-en.csv"], format: "drivvo", units: ["mi", "usGal"], asked: ["km", "l"] },
  { name: "fuelio", files: ["fuelio.csv"], format: "fuelio", units: ["mi", "usGal"], asked: ["mi", "usGal"] },
  {
    name: "fuelly-app-metric",
    files: ["fuelly-app-metric.csv"],
    format: "fuellyApp",
    units: ["km", "l"],
    asked: ["km", "l"],
  },
  {
    name: "spritmonitor",
    files: ["spritmonitor-fuelings.csv", "spritmonitor-costs.csv"],
    format: "spritmonitor",
    units: [undefined, undefined],
    asked: ["km", "l"],
  },
  {
    name: "simplyauto",
    files: ["simplyauto-Fuel_Log.csv"],
    format: "simplyAuto",
    units: [undefined, undefined],
    asked: ["mi", "usGal"],
  },
] as const;

/** Exports with no missed fill-up column: the app's own economy counts the stretch over it. */
const noMissedColumn: readonly string[] = ["fuelly-app", "fuelly-app-metric", "drivvo-ru"];

const account = (overrides: Partial<ImportAccount> = {}) =>
  anImportAccount({ timeZone: "America/Panama", ...overrides });

describe.each(cases)("importing a $name export", ({ name, files, format, units, asked }) => {
  const want = expected[name];
  if (!want) throw new Error(`no expected figures for ${name}`);
  const parsed = readImport(files.map(sample), "America/Panama");
  // What the user answers in the preview for what the file does not state.
  // A unit the file states wins over the one the user picked.
  const distanceUnit = parsed.distanceUnit ?? asked[0];
  const volumeUnit = parsed.volumeUnit ?? asked[1];
  const choices = { distanceUnit: asked[0], volumeUnit: asked[1], currency: "USD" } as const;

  it("detects the format, the units the file states, every entry, and what it leaves out", () => {
    expect(parsed.format).toBe(format);
    expect([parsed.distanceUnit, parsed.volumeUnit]).toEqual(units);
    expect(parsed.refuels).toHaveLength(want.refuels);
    // The apps' costs: services, and the insurance, tax, tolls or parking among them, expenses.
    expect(parsed.services.length + (parsed.expenses?.length ?? 0)).toBe(want.services);
    expect(parsed.vehicles).toHaveLength(1);
    expect(parsed.skipped.map((skip) => [skip.reason, skip.name, skip.rows])).toEqual(want.skipped);
  });

  it("reads the totals the app shows", () => {
    const refuelTotal = roundTo(
      parsed.refuels.reduce((sum, row) => sum + row.amount, 0),
      2,
    );
    const serviceTotal = roundTo(
      [...parsed.services, ...(parsed.expenses ?? [])].reduce((sum, row) => sum + (row.amount ?? 0), 0),
      2,
    );
    expect(refuelTotal).toBeCloseTo(want.refuelTotal, 1);
    expect(serviceTotal).toBe(want.serviceTotal);
    const dates = parsed.refuels.map((row) => row.date.slice(0, 10)).sort();
    expect([dates[0], dates.at(-1)]).toEqual([want.first, want.last]);
  });

  it("keeps the partial fill and the missed fill-up, so Odo's economy is the app's", () => {
    expect(parsed.refuels.filter((row) => !row.fullTank)).toHaveLength(1);
    expect(parsed.refuels.filter((row) => row.missedPrevious)).toHaveLength(noMissedColumn.includes(name) ? 0 : 1);
    const [vehicle] = parsed.vehicles;
    const plan = importPlan(
      parsed,
      { [vehicle?.key ?? ""]: { kind: "new", vehicle: { vehicleType: "car", manufacture: "Test", model: "Car" } } },
      choices,
      account(),
    );
    const planned = plan.vehicles[0];
    expect(plan.vehicleErrors).toEqual([]);
    expect(planned?.refused).toEqual([]);
    expect(planned?.refuels).toHaveLength(want.refuels);
    expect((planned?.maintenances.length ?? 0) + (planned?.expenses.length ?? 0)).toBe(want.maintenances);
    const economy = fuelEconomy(planned?.refuels ?? []);
    const litres = economy.points.reduce((sum, point) => sum + point.litres, 0);
    const km = economy.points.reduce((sum, point) => sum + point.distanceKm, 0);
    // Fuelly's app has no missed fill-up column, so its stretch over the missed fill counts.
    if (name === "fuelly-app" || name === "fuelly-app-metric") return;
    const shown =
      want.economyUnit === "litresPer100Km"
        ? (litres / km) * 100
        : distanceFromKm(km, distanceUnit) / volumeFromLitres(litres, volumeUnit);
    expect(shown).toBeCloseTo(want.economy, 1);
    expect(roundTo(distanceFromKm(planned?.odometerKm ?? 0, distanceUnit), 0)).toBe(want.highestOdometer);
  });

  it("keeps notes with commas and letters beyond ASCII", () => {
    const notes = [...parsed.refuels, ...parsed.services, ...(parsed.expenses ?? [])]
      .map((row) => row.notes)
      .join("\n");
    expect(notes).toMatch(/[^\p{ASCII}]/u);
    expect(notes).toContain(",");
  });

  it("adds nothing when the same file is imported again", () => {
    const key = parsed.vehicles[0]?.key ?? "";
    const first = importPlan(
      parsed,
      { [key]: { kind: "new", vehicle: { vehicleType: "car", manufacture: "Test", model: "Car" } } },
      choices,
      account(),
    ).vehicles[0];
    if (!first) throw new Error("nothing planned");
    const again = importPlan(
      parsed,
      { [key]: { kind: "existing", vehicleId: first.vehicle._id } },
      choices,
      account({
        vehicles: [{ ...first.vehicle, displacement: first.odometerKm }],
        refuels: first.refuels,
        maintenances: first.maintenances,
        expenses: first.expenses.map(({ expense }) => expense),
      }),
    ).vehicles[0];
    expect(again?.refuels).toEqual([]);
    expect(again?.maintenances).toEqual([]);
    expect(again?.expenses).toEqual([]);
    expect(again?.duplicates).toBe(want.refuels + want.services);
  });
});

describe("reading the details each app writes its own way", () => {
  it("reads Drivvo's two-row brake visit as one service with both kinds of work", () => {
    const parsed = readImport([sample("drivvo.csv")], "UTC");
    const brakes = parsed.services.find((row) => row.title.includes("Pastilhas"));
    expect(brakes?.title).toBe("Pastilhas de freio, Fluido de freio");
    expect(brakes?.amount).toBeCloseTo(1089.4, 2);
  });

  it("reads LubeLogger's currency strings and Fuelio's total price", () => {
    const lube = readImport([sample("lubelogger-servicerecords.csv")], "UTC");
    expect(lube.services.map((row) => row.amount)).toContain(1089.4);
    const fuelio = readImport([sample("fuelio.csv")], "UTC");
    expect(fuelio.refuels[0]?.amount).toBe(60.5);
    expect(fuelio.vehicles[0]).toMatchObject({ name: "Mazda 3", manufacture: "Mazda", model: "3", year: 2019 });
  });

  it("leaves out Fuelio's reminder and income rows", () => {
    const fuelio = readImport([sample("fuelio.csv")], "UTC");
    expect(fuelio.services.map((row) => row.title)).toEqual(["Oil change", "Brake pads", "Oil change"]);
  });

  it("reads an oil change as an oil change, and other work as other", () => {
    const parsed = readImport([sample("fuelly-app.csv")], "UTC");
    const plan = importPlan(
      parsed,
      { Civic: { kind: "new", vehicle: { vehicleType: "car", manufacture: "Honda", model: "Civic" } } },
      { distanceUnit: "mi", volumeUnit: "usGal", currency: "USD" },
      account(),
    );
    expect(plan.vehicles[0]?.maintenances.map((entry) => entry.adjustments)).toEqual([
      ["changeOil"],
      ["changeBrake"],
      ["changeOil"],
    ]);
  });

  it("reads local times in the device's zone", () => {
    const parsed = readImport([sample("fuelio.csv")], "America/Panama");
    expect(parsed.refuels[0]?.date).toBe("2024-01-05T13:30:00.000Z");
  });
});

describe("a file that cannot be read", () => {
  it("names the line of a cell that is no number", () => {
    const text = sample("fuelly-app.csv").text.replace("14.53", "14,5x3");
    expect(() => readImport([{ name: "fuelly.csv", text }], "UTC")).toThrow(
      expect.objectContaining({ key: "invalidNumber", file: "fuelly.csv", line: 2 }),
    );
  });

  it("names the line of a date that is no date", () => {
    const text = sample("lubelogger-gasrecords.csv").text.replace("2/4/2024", "2/40/2024");
    expect(() => readImport([{ name: "gas.csv", text }], "UTC")).toThrow(
      expect.objectContaining({ key: "invalidDate", line: 3 }),
    );
  });

  it("names the line an unclosed quote starts on", () => {
    const text = `${sample("fuelly-app.csv").text}Gas,,2026-01-01,08:00 AM,Civic,"30,100,Full\r\n`;
    expect(() => readImport([{ name: "fuelly.csv", text }], "UTC")).toThrow(
      expect.objectContaining({ key: "unclosedQuote", line: 29 }),
    );
  });

  it("refuses a file of no known app, and files of two apps at once", () => {
    expect(() => readImport([{ name: "x.csv", text: "a,b\n1,2\n" }], "UTC")).toThrow(ImportProblem);
    expect(() => readImport([sample("fuelio.csv"), sample("drivvo.csv")], "UTC")).toThrow(
      expect.objectContaining({ key: "mixedFormats" }),
    );
  });
});

describe("rows that break a rule", () => {
  it("are listed with the reason and the line, and the rest still imports", () => {
    const text = sample("fuelio.csv").text.replace("2024-02-04 08:30,8597", "2024-02-04 08:30,6000");
    const parsed = readImport([{ name: "fuelio.csv", text }], "UTC");
    const plan = importPlan(
      parsed,
      { "Mazda 3": { kind: "new", vehicle: { vehicleType: "car", manufacture: "Mazda", model: "3" } } },
      { distanceUnit: "mi", volumeUnit: "usGal", currency: "USD" },
      account(),
    );
    expect(plan.vehicles[0]?.refused).toEqual([
      expect.objectContaining({ entry: "refuel", line: 7, key: "invalidMileage", file: "fuelio.csv" }),
    ]);
    expect(plan.vehicles[0]?.refuels).toHaveLength(23);
  });

  it("refuses fill-ups for a bicycle", () => {
    const parsed = readImport([sample("fuelio.csv")], "UTC");
    const plan = importPlan(
      parsed,
      { "Mazda 3": { kind: "new", vehicle: { vehicleType: "bicycle", manufacture: "Trek", model: "FX" } } },
      { distanceUnit: "mi", volumeUnit: "usGal", currency: "USD" },
      account(),
    );
    expect(plan.vehicles[0]?.refused.filter((row) => row.key === "refuelNotAllowed")).toHaveLength(24);
  });
});
