import { describe, expect, it } from "vitest";
import type { Attachment } from "../attachment/attachment.js";
import { occurrenceId } from "../expense/recurrence.js";
import { importPlan, suggestedVehicle } from "../import/import-plan.js";
import { readImport } from "../import/read-import.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { Refuel } from "../refuel/refuel.js";
import type { Reminder } from "../reminder/reminder.js";
import { aMaintenance, anExpense, anImportAccount, aRefuel, aVehicle, ids, nextId } from "../testing/fixtures.js";
import { currencyOf } from "../units/units.js";
import {
  attachmentPath,
  maintenanceAuthor,
  odoBackup,
  odoBackupFile,
  odoCsvFiles,
  odoExportFiles,
  type VehicleRecords,
} from "./odo-export.js";

const vehicle = aVehicle({
  createdAt: "2026-06-01T12:00:00.000Z",
  displacement: 12_500,
  initialKm: 12_500,
  color: "Rojo",
  bodySerial: "JTDBR32E720012345",
  insuranceDate: "2027-03-01T12:00:00.000Z",
  settings: { maintenanceInterval: 7_500, resetMaintenanceType: "oil" },
});
const reminder: Reminder = {
  _id: nextId(),
  vehicle: vehicle._id,
  title: null,
  adjustment: "changeAirFilter",
  maintenanceType: null,
  dueKm: null,
  dueDate: null,
  everyKm: 10_000,
  everyMonths: 12,
  lastDoneKm: 10_500,
  lastDoneDate: "2026-02-10T12:00:00.000Z",
  doneAt: null,
  snoozedUntil: null,
  dismissed: false,
  createdBy: ids.owner,
  createdAt: "2026-02-10T12:00:00.000Z",
  updatedAt: "2026-02-10T12:00:00.000Z",
};
const history: VehicleRecords = {
  vehicle,
  expenses: [],
  refuels: [
    aRefuel({
      date: "2026-02-01T12:00:00.000Z",
      displacement: 10_400,
      amount: 41.5,
      currency: "PAB",
      quantity: 30.125,
    }),
    aRefuel({
      date: "2026-03-01T08:15:00.000Z",
      displacement: 10_900,
      amount: 20,
      currency: "USD",
      quantity: 14.5,
      fullTank: false,
      gasStation: { name: "Puma", location: "Vía España, local 3 — café", pricePerLt: 1.379 },
    }),
    aRefuel({ date: "2026-04-01T08:15:00.000Z", displacement: 11_600, amount: 44, quantity: 31, missedPrevious: true }),
  ],
  maintenances: [
    // Recorded by its km alone: its date is only where that km places it.
    aMaintenance({
      date: "2026-01-20T12:00:00.000Z",
      kms: 10_200,
      amount: null,
      type: "battery",
      adjustments: ["changeBattery"],
      dateUnknown: true,
    }),
    aMaintenance({ date: "2026-02-10T12:00:00.000Z", kms: 10_500, amount: 89.9, currency: "PAB" }),
    aMaintenance({
      date: "2026-05-10T12:00:00.000Z",
      kms: null,
      amount: null,
      type: "general",
      adjustments: ["changeOther", "changeBrake"],
      description: 'Pastillas, "cerámicas"\ny líquido',
    }),
  ],
  reminders: [
    reminder,
    {
      ...reminder,
      _id: nextId(),
      adjustment: null,
      title: "ITV",
      everyKm: null,
      everyMonths: null,
      dueDate: "2027-01-15T12:00:00.000Z",
      lastDoneKm: null,
      lastDoneDate: null,
      dismissed: true,
    },
  ],
};

const content = {
  refuel: ({ date, displacement, amount, currency, quantity, fuel, gasStation, fullTank, missedPrevious }: Refuel) => ({
    date,
    displacement,
    amount,
    currency: currencyOf({ currency }),
    quantity,
    fuel,
    station: [gasStation.name, gasStation.location],
    fullTank: fullTank !== false,
    missedPrevious: missedPrevious === true,
  }),
  maintenance: ({ date, kms, amount, currency, type, adjustments, description, dateUnknown }: Maintenance) => ({
    date,
    dateUnknown,
    kms,
    amount,
    currency: amount === null ? null : currencyOf({ currency }),
    type,
    adjustments,
    description,
  }),
};

describe("Odo's JSON backup", () => {
  it("re-imports into a new account without losing a field of any entry", () => {
    const text = JSON.stringify(odoBackup([history], new Date("2026-11-23T10:00:00Z")));
    const parsed = readImport([{ name: "odo-backup.json", text }], "America/Panama");
    expect(parsed.format).toBe("odoBackup");
    const plan = importPlan(
      parsed,
      {
        [vehicle._id]: {
          kind: "new",
          vehicle: suggestedVehicle(parsed.vehicles[0] ?? { key: "", name: "" }),
        },
      },
      { distanceUnit: "km", volumeUnit: "l", currency: "EUR" },
      {
        authorId: ids.other,
        country: "panama",
        timeZone: "America/Panama",
        vehicles: [],
        maintenances: [],
        refuels: [],
        expenses: [],
        now: new Date("2026-11-23T10:00:00Z"),
        newId: nextId,
      },
    );
    const planned = plan.vehicles[0];
    expect(planned?.refused).toEqual([]);
    expect(planned?.refuels.map(content.refuel)).toEqual(history.refuels.map(content.refuel));
    expect(planned?.maintenances.map(content.maintenance)).toEqual(history.maintenances.map(content.maintenance));
    expect(planned?.vehicle).toMatchObject({
      color: "Rojo",
      bodySerial: "JTDBR32E720012345",
      insuranceDate: "2027-03-01T12:00:00.000Z",
      settings: { maintenanceInterval: 7_500, resetMaintenanceType: "oil" },
      energyType: "95",
    });
    const { _id, vehicle: _vehicle, createdBy, createdAt, updatedAt, ...kept } = reminder;
    expect(planned?.restored?.reminders.map((restored) => restored.reminder)).toEqual([
      expect.objectContaining(kept),
      expect.objectContaining({ title: "ITV", dueDate: "2027-01-15T12:00:00.000Z", dismissed: true, doneAt: null }),
    ]);
  });

  it("still reads a version 1 backup, from before energies: its refuels are fuel", () => {
    const { refuels: _, ...rest } = history;
    const old = history.refuels.map(({ energy: _energy, ...refuel }) => refuel);
    const text = JSON.stringify({ ...odoBackup([{ ...rest, refuels: old }], new Date()), version: 1 });
    const read = readImport([{ name: "b.json", text }], "UTC");
    expect(read.refuels.map((row) => row.energy)).toEqual(["fuel", "fuel", "fuel"]);
  });

  it("refuses a backup of a version it does not know, naming the field", () => {
    const text = JSON.stringify({ ...odoBackup([history], new Date()), version: 6 });
    expect(() => readImport([{ name: "b.json", text }], "UTC")).toThrow(
      expect.objectContaining({ key: "invalidBackup", detail: "version" }),
    );
  });
});

describe("tyres in the export", () => {
  const setId = nextId();
  const stamp = "2026-03-01T12:00:00.000Z";
  const withTyres: VehicleRecords = {
    ...history,
    tyreSets: [
      {
        _id: setId,
        vehicle: vehicle._id,
        brand: "Nokian",
        model: "Hakkapeliitta",
        size: "205/55 R16 91H",
        season: "winter",
        tyres: [
          { key: "t1", dot: "3923", newTreadMm: 9, retired: false },
          { key: "t2", dot: "3923", newTreadMm: 9, retired: true },
        ],
        price: 560,
        currency: "EUR",
        place: "Euromaster",
        boughtOn: null,
        minimumTreadMm: 4,
        ageWarningYears: null,
        notes: "",
        retired: false,
        createdBy: ids.owner,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    tyreEvents: [
      {
        _id: nextId(),
        vehicle: vehicle._id,
        date: stamp,
        km: 11_000,
        moves: [{ set: setId, tyre: "t1", to: "frontLeft" }],
        notes: "",
        createdBy: ids.owner,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    treadReadings: [
      {
        _id: nextId(),
        vehicle: vehicle._id,
        date: "2026-04-01T12:00:00.000Z",
        km: 11_900,
        depths: [{ set: setId, tyre: "t1", position: "frontLeft", treadMm: 8.2, pressureKpa: 230 }],
        notes: "",
        createdBy: ids.other,
        loggedByShop: "Neumáticos Sur",
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
  };

  it("writes a set, its moves and its readings a row each, every tyre and depth in its cell", () => {
    const csv = odoCsvFiles([withTyres]);
    expect(csv.tyre_sets.split("\n")[1]).toContain('"t1:3923:9 t2:3923:9:retired"');
    expect(csv.tyre_events.split("\n")[1]).toContain(`"${setId}:t1:frontLeft"`);
    expect(csv.tread_readings.split("\n")[1]).toContain(`"${setId}:t1:frontLeft:8.2:230","","Neumáticos Sur"`);
  });

  it("leaves a cell blank for what was not said: no price, no DOT, a tyre taken off, a depth without its place", () => {
    const [set] = withTyres.tyreSets ?? [];
    const [event] = withTyres.tyreEvents ?? [];
    const [reading] = withTyres.treadReadings ?? [];
    if (!set || !event || !reading) throw new Error("no tyres");
    const csv = odoCsvFiles([
      {
        ...withTyres,
        tyreSets: [{ ...set, price: null, tyres: [{ key: "t1", dot: null, newTreadMm: null, retired: false }] }],
        tyreEvents: [{ ...event, moves: [{ set: setId, tyre: "t1", to: null }] }],
        treadReadings: [
          {
            ...reading,
            loggedByShop: null,
            depths: [{ set: setId, tyre: "t1", position: null, treadMm: 7, pressureKpa: null }],
          },
        ],
      },
    ]);
    expect(csv.tyre_sets.split("\n")[1]).toContain('"t1::",,,"Euromaster"');
    expect(csv.tyre_events.split("\n")[1]).toContain(`"${setId}:t1:off"`);
    expect(csv.tread_readings.split("\n")[1]).toMatch(new RegExp(`"${setId}:t1::7:","",\\s*$`));
  });

  it("comes back from the backup on a new vehicle, its moves and readings naming the set's new id", () => {
    const text = JSON.stringify(odoBackup([withTyres], new Date("2026-11-23T10:00:00Z")));
    const parsed = readImport([{ name: "odo-backup.json", text }], "UTC");
    const plan = importPlan(
      parsed,
      { [vehicle._id]: { kind: "new", vehicle: suggestedVehicle(parsed.vehicles[0] ?? { key: "", name: "" }) } },
      { distanceUnit: "km", volumeUnit: "l", currency: "EUR" },
      {
        authorId: ids.other,
        country: "spain",
        timeZone: "UTC",
        vehicles: [],
        maintenances: [],
        refuels: [],
        expenses: [],
        now: new Date("2026-11-23T10:00:00Z"),
        newId: nextId,
      },
    );
    const tyres = plan.vehicles[0]?.restored?.tyres;
    const newSet = tyres?.sets[0]?.create._id;
    expect(tyres?.sets[0]?.set).toMatchObject({ brand: "Nokian", minimumTreadMm: 4, place: "Euromaster" });
    expect(tyres?.sets[0]?.set.tyres.map((tyre) => [tyre.key, tyre.retired])).toEqual([
      ["t1", false],
      ["t2", true],
    ]);
    expect(tyres?.events[0]?.event.moves).toEqual([{ set: newSet, tyre: "t1", to: "frontLeft" }]);
    expect(tyres?.readings[0]?.reading).toMatchObject({
      km: 11_900,
      depths: [{ set: newSet, tyre: "t1", treadMm: 8.2, pressureKpa: 230 }],
    });
  });
});

describe("expenses in the export", () => {
  const series = anExpense({
    _id: "01900000-0000-7000-8000-00000000e001",
    category: "parking",
    amount: 40,
    date: "2026-01-05T12:00:00.000Z",
    place: 'Centro, "Sambil"',
    recurrence: { everyMonths: 1, until: null, autoLog: false, skipped: [2] },
  });
  const occurrence = anExpense({
    _id: occurrenceId(series._id, 1),
    category: "parking",
    amount: 45,
    date: "2026-02-05T12:00:00.000Z",
    occurrenceOf: { series: series._id, index: 1 },
  });
  const insurance = anExpense({
    category: "insurance",
    amount: 3_600,
    currency: "VES",
    km: 11_000,
    coversMonths: 12,
    date: "2026-03-01T12:00:00.000Z",
  });
  const records = { ...history, expenses: [insurance, occurrence, series] };

  it("writes expenses.csv with each amount beside its currency, and the backup in date order", () => {
    const [header, ...rows] = odoCsvFiles([records]).expenses.trim().split("\r\n");
    expect(header?.replaceAll('"', "")).toBe(
      "odo_export,expense_id,vehicle_id,date,category,amount,currency,odometer,distance_unit,place,notes,every_months,repeats_until,series_id,covers_months",
    );
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('"insurance",3600,"VES",11000,"km"');
    expect(odoBackup([records], new Date()).vehicles[0]?.expenses.map((expense) => expense.amount)).toEqual([
      40, 45, 3_600,
    ]);
  });

  it("comes back from the backup as it was, the series with its skipped month and its payment", () => {
    const text = JSON.stringify(odoBackup([records], new Date()));
    const parsed = readImport([{ name: "b.json", text }], "UTC");
    const plan = importPlan(
      parsed,
      { [vehicle._id]: { kind: "new", vehicle: { vehicleType: "car", manufacture: "Kia", model: "Rio" } } },
      { distanceUnit: "km", volumeUnit: "l", currency: "USD" },
      anImportAccount({ authorId: ids.other }),
    );
    const restored = plan.vehicles[0]?.expenses.map(({ expense }) => expense) ?? [];
    const newSeries = restored.find((expense) => expense.recurrence !== null);
    expect(newSeries).toMatchObject({ amount: 40, place: 'Centro, "Sambil"', recurrence: { skipped: [2] } });
    expect(restored.find((expense) => expense.occurrenceOf)).toMatchObject({
      _id: occurrenceId(newSeries?._id ?? "", 1),
      occurrenceOf: { series: newSeries?._id, index: 1 },
    });
    expect(restored.find((expense) => expense.category === "insurance")).toMatchObject({
      currency: "VES",
      km: 11_000,
      coversMonths: 12,
    });
  });

  it("brings a backup's files back on the entries imported in their place, and the papers on the vehicle", () => {
    const refuel = records.refuels[0];
    if (!refuel) throw new Error("the history has a refuel");
    const file = (fields: Partial<Attachment>): Attachment => ({
      _id: nextId(),
      vehicle: vehicle._id,
      purpose: "entry",
      recordKind: "refuel",
      recordId: refuel._id,
      paper: null,
      expiresOn: null,
      mediaType: "image/webp",
      bytes: 120_000,
      sha256: "f".repeat(64),
      name: "recibo.webp",
      width: 1600,
      height: 1200,
      thumbnail: "data:image/webp;base64,UklGRg==",
      takenAt: null,
      createdBy: ids.owner,
      createdAt: "2026-02-01T12:00:00.000Z",
      updatedAt: "2026-02-01T12:00:00.000Z",
      ...fields,
    });
    const receipt = file({});
    const policy = file({
      purpose: "paper",
      recordKind: null,
      recordId: null,
      paper: "insurance",
      expiresOn: "2027-01-31T12:00:00.000Z",
      mediaType: "application/pdf",
      name: "poliza.pdf",
      thumbnail: null,
    });
    const lost = file({ recordId: nextId() });
    const text = JSON.stringify(odoBackup([{ ...records, attachments: [receipt, policy, lost] }], new Date()));
    const plan = importPlan(
      readImport([{ name: "b.json", text }], "UTC"),
      { [vehicle._id]: { kind: "new", vehicle: { vehicleType: "car", manufacture: "Kia", model: "Rio" } } },
      { distanceUnit: "km", volumeUnit: "l", currency: "USD" },
      {
        authorId: ids.other,
        country: "panama",
        timeZone: "UTC",
        vehicles: [],
        maintenances: [],
        refuels: [],
        expenses: [],
        now: new Date("2026-11-23T12:00:00.000Z"),
        newId: nextId,
      },
    );
    const planned = plan.vehicles[0];
    const newRefuel = planned?.refuels.find((entry) => entry.amount === refuel.amount);
    expect(planned?.files.map(({ path }) => path)).toEqual([attachmentPath(receipt), attachmentPath(policy)]);
    expect(planned?.files[0]?.create).toMatchObject({
      recordKind: "refuel",
      recordId: newRefuel?._id,
      sha256: receipt.sha256,
    });
    expect(planned?.files[0]?.create._id).not.toBe(receipt._id);
    expect(planned?.files[1]?.create).toMatchObject({ purpose: "paper", paper: "insurance", recordId: null });
  });

  it("reads a version 2 backup, which has no expenses", () => {
    const { expenses: _none, ...older } = odoBackup([records], new Date()).vehicles[0] ?? {};
    const text = JSON.stringify({
      format: "odo-backup",
      version: 2,
      exportedAt: new Date().toISOString(),
      vehicles: [older],
    });
    expect(readImport([{ name: "b.json", text }], "UTC").expenses).toEqual([]);
  });
});

describe("Odo's CSV export", () => {
  const files = odoCsvFiles([history]);

  it("writes one file per record type with English headers, ISO dates, units and currencies", () => {
    const [header, first] = files.refuels.split("\r\n");
    expect(header?.replaceAll('"', "")).toBe(
      "odo_export,refuel_id,vehicle_id,date,energy,odometer,distance_unit,quantity,quantity_unit,amount,currency,full_tank,missed_previous,fuel,station,location,charge_place,soc_start,soc_end,charger_kw,charge_minutes",
    );
    expect(first).toMatch(
      /^5,"[0-9a-f-]+","[0-9a-f-]+","2026-02-01T12:00:00\.000Z","fuel",10400,"km",30\.125,"l",41\.5,"PAB",true,false,"95","Puma","",,,,,$/,
    );
    expect(files.maintenances).toContain('"Pastillas, ""cerámicas""\ny líquido"');
  });

  it("reads back with every number, unit and currency", () => {
    const parsed = readImport(
      (["vehicles", "refuels", "maintenances"] as const).map((name) => ({ name: `${name}.csv`, text: files[name] })),
      "UTC",
    );
    expect(parsed.format).toBe("odoCsv");
    expect(parsed.refuels.map((row) => [row.odometer, row.volume, row.amount, row.currency, row.fullTank])).toEqual([
      [10_400, 30.125, 41.5, "PAB", true],
      [10_900, 14.5, 20, "USD", false],
      // Refuels stored before entries had a currency were paid in dollars.
      [11_600, 31, 44, "USD", true],
    ]);
    expect(parsed.services[2]?.adjustments).toEqual(["changeOther", "changeBrake"]);
  });

  it("writes a charge in kWh with its details, and reads it back as a charge, never as litres", () => {
    const charge = aRefuel({
      date: "2026-05-01T21:00:00.000Z",
      displacement: 12_000,
      energy: "electricity",
      fuel: null,
      quantity: 42.5,
      amount: 13.6,
      chargePlace: "public",
      socStart: 20,
      socEnd: 80,
      chargerKw: 150,
      chargeMinutes: 28,
      gasStation: { name: "Electrify America", location: "", pricePerLt: 0.32 },
    });
    const written = odoCsvFiles([{ ...history, refuels: [charge] }]).refuels;
    expect(written.split("\r\n")[1]).toContain('"electricity",12000,"km",42.5,"kWh"');
    const read = readImport([{ name: "refuels.csv", text: written }], "UTC").refuels[0];
    expect(read).toMatchObject({
      energy: "electricity",
      volume: 42.5,
      charge: { chargePlace: "public", socStart: 20, socEnd: 80, chargerKw: 150, chargeMinutes: 28 },
    });
    const backup = JSON.stringify(odoBackup([{ ...history, refuels: [charge] }], new Date()));
    expect(readImport([{ name: "b.json", text: backup }], "UTC").refuels[0]).toMatchObject({
      energy: "electricity",
      charge: { socEnd: 80 },
    });
  });

  it("defuses a formula a workshop typed, and reads the text back as it was typed", () => {
    const planted = '=HYPERLINK("http://evil.example","Click")';
    const records = { ...history, maintenances: [aMaintenance({ description: planted })] };
    const written = odoCsvFiles([records]).maintenances;
    expect(written).not.toMatch(/(^|,)"?=/m);
    expect(written).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    const parsed = readImport([{ name: "maintenances.csv", text: written }], "UTC");
    expect(parsed.services[0]?.title).toBe(planted);
  });
});

describe("who logged a maintenance, and the export's file names", () => {
  it("names the owner, the workshop by its shop, or someone else it was shared with", () => {
    expect(maintenanceAuthor(aMaintenance({ createdBy: ids.owner }), ids.owner)).toEqual({ kind: "owner" });
    expect(maintenanceAuthor(aMaintenance({ createdBy: null }), ids.owner)).toEqual({ kind: "owner" });
    expect(maintenanceAuthor(aMaintenance({ createdBy: ids.other, loggedByShop: "Taller Díaz" }), ids.owner)).toEqual({
      kind: "shop",
      name: "Taller Díaz",
    });
    expect(maintenanceAuthor(aMaintenance({ createdBy: ids.other }), ids.owner)).toEqual({ kind: "sharedUser" });
  });

  it("dates the ZIP, its folder and the backup by the export's day", () => {
    const now = new Date("2026-11-23T22:00:00Z");
    const { zipName, files } = odoExportFiles([history], now);
    expect(zipName).toBe("odo-export-2026-11-23.zip");
    expect(files.map((file) => file.path)).toEqual([
      "odo-export-2026-11-23/vehicles.csv",
      "odo-export-2026-11-23/refuels.csv",
      "odo-export-2026-11-23/maintenances.csv",
      "odo-export-2026-11-23/expenses.csv",
      "odo-export-2026-11-23/attachments.csv",
      "odo-export-2026-11-23/reminders.csv",
      "odo-export-2026-11-23/tyre_sets.csv",
      "odo-export-2026-11-23/tyre_events.csv",
      "odo-export-2026-11-23/tread_readings.csv",
    ]);
    const backup = odoBackupFile([history], now);
    expect(backup.name).toBe("odo-backup-2026-11-23.json");
    expect(JSON.parse(backup.text)).toMatchObject({ format: "odo-backup", exportedAt: now.toISOString() });
  });
});
