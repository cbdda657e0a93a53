import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { anImportAccount } from "../testing/fixtures.js";
import { setKmAt, tyreEventConflicts, tyreFitment } from "../tyre/fitment.js";
import { type ImportPlan, importPlan, suggestedVehicle, type VehicleTarget } from "./import-plan.js";
import type { SourceFile } from "./imported.js";
import { readImport } from "./read-import.js";
import { seasonInText, sizeInText } from "./tyre-text.js";

/**
 * Tyres from other apps' files: LubeLogger's equipment CSV (`WriteEquipmentRecordExportModel`:
 * Description, Notes, Tags, IsEquipped and `extrafield_*` columns, written by CsvHelper with the
 * invariant culture) and May's JSON export (the shape its `backup_restore.py` reads back: sets
 * with their fitting periods per axle). The samples are written by hand in those shapes.
 */
const sample = (name: string): SourceFile => ({
  name,
  text: readFileSync(join(import.meta.dirname, "samples", name), "utf8"),
});
const account = anImportAccount({ country: "spain", timeZone: "Europe/Madrid" });
const choices = { distanceUnit: "km", volumeUnit: "l", currency: "EUR" } as const;
const asNew = (parsed: ReturnType<typeof readImport>): Record<string, VehicleTarget> =>
  Object.fromEntries(
    parsed.vehicles.map((vehicle) => {
      const suggested = suggestedVehicle(vehicle);
      const named = {
        ...suggested,
        manufacture: suggested.manufacture || "volkswagen",
        model: suggested.model || "golf",
      };
      return [vehicle.key, { kind: "new", vehicle: named }];
    }),
  );
const tyresOf = (plan: ImportPlan, index = 0) => {
  const planned = plan.vehicles[index];
  if (!planned) throw new Error("no planned vehicle");
  return { planned, tyres: planned.restored?.tyres ?? { sets: [], events: [], readings: [] } };
};

describe("reading a tyre size and a season in another app's words", () => {
  it("finds a size among a set's words, in any notation, and gives the words back without it", () => {
    expect(sizeInText("Michelin Pilot Sport 4 225/45R17 94Y")).toEqual({
      size: "225/45 R17 94Y",
      rest: "Michelin Pilot Sport 4",
    });
    expect(sizeInText("Michelin Primacy 4, 205/55 R16 91V")?.rest).toBe("Michelin Primacy 4");
    expect(sizeInText("Schwalbe Marathon 700x25c")?.size).toBe("25-622");
    expect(sizeInText("Thule roof rack 2023")).toBeNull();
  });

  it("reads the season in the eight languages, all-season when none is said", () => {
    expect(seasonInText("Winterreifen Conti")).toBe("winter");
    expect(seasonInText("Llantas de invierno")).toBe("winter");
    expect(seasonInText("Pneus été")).toBe("summer");
    expect(seasonInText("Ganzjahresreifen")).toBe("allSeason");
    expect(seasonInText("Michelin CrossClimate")).toBe("allSeason");
  });
});

describe("LubeLogger's tyre equipment", () => {
  const parsed = readImport(
    [sample("lubelogger-gasrecords.csv"), sample("lubelogger-equipmentrecords.csv")],
    "America/Panama",
  );

  it("reads the tyres among the equipment, and says the rest is left out", () => {
    expect(parsed.format).toBe("lubelogger");
    expect(parsed.tyreSets?.map((set) => [set.name, set.season, set.fitted.length, set.treadMm])).toEqual([
      ["Michelin Alpin 6 205/55R16 91H", "winter", 1, 4.76],
      ["Michelin Primacy 4, 205/55 R16 91V", "summer", 0, undefined],
    ]);
    expect(parsed.skipped).toContainEqual({ reason: "section", name: "Equipment", rows: 1 });
  });

  it("puts the equipped set on at the last reading, with its tread measured then, and stores the other", () => {
    const plan = importPlan(parsed, asNew(parsed), { ...choices, distanceUnit: "mi", volumeUnit: "usGal" }, account);
    const { planned, tyres } = tyresOf(plan);
    expect(tyres.sets.map(({ set }) => [set.model, set.size, set.season, set.tyres.length])).toEqual([
      ["Michelin Alpin 6", "205/55 R16 91H", "winter", 4],
      ["Michelin Primacy 4", "205/55 R16 91V", "summer", 4],
    ]);
    expect(tyres.sets[0]?.set.notes).toBe("Bought at Costco · DOT 3922");
    const [mount] = tyres.events;
    expect(mount?.event.km).toBe(planned.odometerKm);
    expect(mount?.event.moves.map((move) => move.to)).toEqual(["frontLeft", "frontRight", "rearLeft", "rearRight"]);
    expect(tyres.readings[0]?.reading).toMatchObject({ km: planned.odometerKm });
    expect(tyres.readings[0]?.reading.depths.every((depth) => depth.treadMm === 4.76 && depth.position)).toBe(true);
  });

  it("brings no tyres into a vehicle already in Odo", () => {
    const plan = importPlan(parsed, { lubelogger: { kind: "existing", vehicleId: "x" } }, choices, account);
    expect(plan.vehicleErrors).toHaveLength(1);
  });
});

describe("LubeLogger's tread in an extra field", () => {
  const treadOf = (header: string, cell: string) =>
    readImport(
      [
        {
          name: "equipment.csv",
          text: `Description,Notes,Tags,IsEquipped,${header}\r\nTires 205/55R16,,,True,${cell}\r\n`,
        },
      ],
      "UTC",
    ).tyreSets?.[0]?.treadMm;

  it("measures a stored set's tread with no km and no position", () => {
    const parsed = readImport(
      [
        {
          name: "equipment.csv",
          text: "Description,IsEquipped,extrafield_Tread\r\nSpare tyre 185/65R15,False,6 mm\r\n",
        },
      ],
      "UTC",
    );
    const plan = importPlan(parsed, asNew(parsed), choices, account);
    const [reading] = tyresOf(plan).tyres.readings;
    expect(reading?.reading.km).toBeNull();
    expect(reading?.reading.depths.map((depth) => [depth.position, depth.treadMm])).toEqual([
      [null, 6],
      [null, 6],
      [null, 6],
      [null, 6],
    ]);
  });

  it("reads mm as written, 32nds where the cell or its header says so, and nothing it cannot read", () => {
    expect(treadOf("extrafield_Tread Depth", '"5,5 mm"')).toBe(5.5);
    expect(treadOf("extrafield_Tread (32nds)", "7")).toBe(5.56);
    expect(treadOf("extrafield_Tread Depth", "worn")).toBeUndefined();
    expect(treadOf("extrafield_Tread Depth", "45")).toBeUndefined();
    expect(treadOf("extrafield_Color", "red")).toBeUndefined();
  });
});

describe("May's tyre sets", () => {
  const parsed = readImport([sample("may-backup.json")], "Europe/Madrid");

  it("reads May's backup: its vehicles, fills, costs, services and sets, with the units it states", () => {
    expect(parsed.format).toBe("may");
    expect(parsed.distanceUnit).toBe("km");
    expect(parsed.vehicles.map((vehicle) => [vehicle.manufacture, vehicle.vehicleType, vehicle.power])).toEqual([
      ["Volkswagen", "car", "gasoline"],
      ["Honda", "moto", "gasoline"],
    ]);
    expect(parsed.refuels).toHaveLength(4);
    // The oil change May logged twice (its cost as an expense, the work as an event) is one service.
    expect(parsed.services.map((service) => [service.title, service.amount])).toEqual([
      ["Cambio de aceite y filtro", 95.5],
    ]);
    expect(parsed.expenses?.map((expense) => expense.category)).toEqual(["insurance"]);
    expect(parsed.skipped).toContainEqual({ reason: "trip", name: "trips", rows: 1 });
    expect(parsed.tyreSets).toHaveLength(4);
  });

  it("makes each seasonal swap one change, each set rolling only its own km, and lists the set with no size", () => {
    const plan = importPlan(parsed, asNew(parsed), choices, account);
    const { planned, tyres } = tyresOf(plan);
    expect(tyres.sets.map(({ set }) => [set.model, set.season, set.price, set.boughtOn?.slice(0, 10)])).toEqual([
      ["Summer Michelin", "summer", 480, "2024-04-01"],
      ["Winter Nokian", "winter", 560, "2024-10-30"],
    ]);
    expect(tyres.events.map(({ event }) => [event.date.slice(0, 10), event.km, event.moves.length])).toEqual([
      ["2024-04-10", 20_000, 4],
      ["2024-11-05", 27_000, 8],
      ["2025-04-12", 33_000, 8],
    ]);
    const events = tyres.events.map(({ event }) => event);
    for (const event of events) expect(tyreEventConflicts(event, events)).toEqual([]);
    const fitment = tyreFitment(events);
    const [summer, winter] = tyres.sets.map(({ set }) => set._id);
    expect(setKmAt(fitment, summer ?? "", 38_900)).toBe(7_000 + 5_900);
    expect(setKmAt(fitment, winter ?? "", 38_900)).toBe(6_000);
    expect(planned.refused).toContainEqual(expect.objectContaining({ entry: "tyreSet", key: "invalidTyreSize" }));
  });

  it("fits a moto's rear set at the rear only", () => {
    const plan = importPlan(parsed, asNew(parsed), choices, account);
    const { tyres } = tyresOf(plan, 1);
    expect(tyres.sets[0]?.set.tyres.map((tyre) => tyre.key)).toEqual(["t1"]);
    expect(tyres.events[0]?.event.moves).toEqual([{ set: tyres.sets[0]?.set._id, tyre: "t1", to: "rear" }]);
  });

  it("refuses a change below the timeline's readings, as a typed one would be", () => {
    const text = sample("may-backup.json").text.replace('"fitted_odometer": 20000.0', '"fitted_odometer": 15000.0');
    const altered = readImport([{ name: "may-backup.json", text }], "Europe/Madrid");
    const { planned, tyres } = tyresOf(importPlan(altered, asNew(altered), choices, account));
    expect(planned.refused).toContainEqual(expect.objectContaining({ entry: "tyreSet", key: "invalidMileage" }));
    // Without that mount, the swap that takes the summer set off no longer fits either.
    expect(tyres.events.map(({ event }) => event.km)).not.toContain(20_000);
  });
});

describe("a May backup with gaps, other units and other kinds of records", () => {
  const backup = {
    vehicles: [
      {
        name: "Leaf",
        vehicle_type: "hatchback",
        fuel_type: "electric",
        odometer_unit: "mi",
        charging_sessions: [
          {
            date: "2025-03-01",
            start_time: "18:30:00",
            odometer: 10_000,
            kwh_added: 30,
            cost_per_kwh: 0.2,
            total_cost: null,
            charger_type: "home",
            location: null,
            network: null,
            notes: null,
          },
          {
            date: "2025-03-09",
            odometer: 10_300,
            kwh_added: 20,
            total_cost: 9,
            charger_type: "dcfc",
            network: "Ionity",
          },
          { date: null, kwh_added: 5 },
          { date: "2025-03-10", odometer: 10_350, kwh_added: 4 },
        ],
        fuel_logs: [{ date: "2025-03-02", volume: null }, "not a row"],
        expenses: [
          { date: "2025-03-05", category: "cleaning", description: null, cost: 12, odometer: null },
          { date: "2025-03-06", category: "other", description: "Multa de tráfico", cost: 40 },
          { date: "2025-03-07", category: "repairs", description: "Wipers", cost: null, odometer: 10_100 },
          { date: null, category: "tolls", cost: 3 },
          { date: "2025-03-08", description: "Peaje AP-7" },
          { date: "2025-03-08", category: "maintenance", description: "Revisión", cost: 50 },
        ],
        maintenance_events: [
          {
            name: null,
            maintenance_type: "tire_rotation",
            performed_date: "2025-03-08",
            odometer: 10_200,
            notes: "ok",
          },
          { performed_date: null },
        ],
        tire_sets: [
          {
            name: "Pirelli",
            tire_type: "all_season",
            size: null,
            notes: "215/50 R17 95V, bought online",
            cost: null,
            fitments: [
              { axle: "front", fitted_date: "2025-03-03", fitted_odometer: 10_050 },
              { axle: "rear", fitted_date: null, fitted_odometer: 10_060 },
            ],
          },
          { name: "Wrong", size: "not a size", fitments: [] },
          { name: "Gold-plated", size: "205/55 R16", cost: 1e13, fitments: [] },
          {
            name: "Vintage",
            size: "205/55 R16",
            fitments: [{ axle: "all", fitted_date: "1899-05-01", fitted_odometer: 10_000 }],
          },
        ],
        reminders: [{ title: "ITV" }],
        parts: [{}, {}],
        trips: "not a list",
      },
      {
        name: "Tractor",
        vehicle_type: "tractor",
        odometer_unit: "km",
        tracking_unit: "hours",
        fuel_logs: [{ date: "2025-01-02", volume: 20, odometer: 310, fuel_type: "diesel" }],
        tire_sets: [{ size: "11R22.5", fitments: [{ fitted_date: "2025-01-03", fitted_odometer: 311 }] }],
      },
      {
        vehicle_type: "truck",
        odometer_unit: null,
        fuel_logs: [{ date: "2025-01-02", volume: 200, total_cost: 300, odometer: 90_000 }],
        tire_sets: [
          {
            name: "Continental",
            size: "315/80 R22.5",
            fitments: [{ axle: "all", fitted_date: "2025-01-05", fitted_odometer: 90_100 }],
          },
        ],
      },
      "not a vehicle",
    ],
  };
  const parsed = readImport([{ name: "may.json", text: JSON.stringify(backup) }], "Europe/Madrid");

  it("reads every odometer in km when vehicles state different units, and none for an hours-tracked machine", () => {
    expect(parsed.distanceUnit).toBe("km");
    const leafs = parsed.refuels.filter((row) => row.vehicleKey === "may-1");
    expect(leafs.map((row) => [row.energy, row.odometer, row.amount, row.charge?.chargePlace])).toEqual([
      ["electricity", 16_093.44, 6, "home"],
      ["electricity", 16_576.2432, 9, "public"],
      ["electricity", 16_656.7104, 0, undefined],
    ]);
    expect(parsed.refuels[0]?.date).toBe("2025-03-01T17:30:00.000Z");
    expect(parsed.vehicles.map((vehicle) => [vehicle.vehicleType, vehicle.power])).toEqual([
      ["car", "electric"],
      // What the tractor's fill delivered says what it runs on.
      ["car", "diesel"],
      ["truck", undefined],
    ]);
    // The tractor's readings are engine hours: its fill and its set have no km.
    expect(parsed.refuels.filter((row) => row.vehicleKey === "may-2").map((row) => [row.odometer, row.fuel])).toEqual([
      [null, "diesel"],
    ]);
    expect(parsed.tyreSets?.find((set) => set.vehicleKey === "may-2")?.fitted).toEqual([]);
  });

  it("files May's categories as Odo's, a repair as a service, and says which sections it leaves out", () => {
    expect(parsed.expenses?.map((row) => [row.category, row.amount])).toEqual([
      ["washing", 12],
      ["fines", 40],
      ["tolls", 0],
    ]);
    // The service May costed as an expense that day is one entry with the event it logged, and its km.
    expect(parsed.services.map((row) => [row.title, row.amount, Math.round(row.odometer ?? 0)])).toEqual([
      ["Wipers", null, 16_254],
      ["Revisión", 50, 16_415],
    ]);
    expect(parsed.skipped).toEqual(
      expect.arrayContaining([
        { reason: "section", name: "reminders", rows: 1 },
        { reason: "section", name: "parts", rows: 2 },
      ]),
    );
  });

  it("reads a size written in a set's notes, fits it axle by axle, and lists a size Odo cannot read", () => {
    const plan = importPlan(parsed, asNew(parsed), choices, account);
    const { planned, tyres } = tyresOf(plan);
    expect(tyres.sets.map(({ set }) => [set.model, set.size, set.tyres.length])).toEqual([
      ["Pirelli", "215/50 R17 95V", 2],
      // Kept, though its one change is refused: a date before 1900.
      ["Vintage", "205/55 R16", 4],
    ]);
    expect(tyres.events[0]?.event.moves.map((move) => move.to)).toEqual(["frontLeft", "frontRight"]);
    expect(planned.refused.filter((row) => row.entry === "tyreSet").map((row) => row.key)).toEqual([
      "invalidTyreSize",
      "numberTooLarge",
      "dateOutOfRange",
    ]);
  });

  it("fits a truck's set on its steer singles and its drive duals", () => {
    const plan = importPlan(parsed, asNew(parsed), choices, account);
    const { tyres } = tyresOf(plan, 2);
    expect(tyres.events[0]?.event.moves.map((move) => move.to)).toEqual([
      "axle1Left",
      "axle1Right",
      "axle2LeftOuter",
      "axle2LeftInner",
      "axle2RightInner",
      "axle2RightOuter",
    ]);
  });

  it("refuses a file that is May's in name only", () => {
    expect(() => readImport([{ name: "may.json", text: '{"export_info": {}, "vehicles": 3}' }], "UTC")).toThrow();
    expect(() => readImport([{ name: "may.json", text: "[1, 2]" }], "UTC")).toThrow();
  });
});
