import { describe, expect, it } from "vitest";
import { aMaintenance, anImportAccount, aRefuel, aVehicle } from "../testing/fixtures.js";
import { importOutline, importPlan, suggestedVehicle } from "./import-plan.js";
import { readImport } from "./read-import.js";
import { serviceKindOf } from "./service-kinds.js";

/**
 * The spellings each app writes besides its default export: metric Fuelly accounts, LubeLogger's
 * other column names, Drivvo in English and Spanish with expenses, Fuelio in litres and imperial
 * gallons, and the rules an import checks against an account that already has entries.
 */
const file = (name: string, lines: string[], end = "\n") => ({ name, text: lines.join(end) + end });

const account = anImportAccount;
const choices = { distanceUnit: "km", volumeUnit: "l", currency: "USD" } as const;
const newCar = { kind: "new", vehicle: { vehicleType: "car", manufacture: "Test", model: "Car" } } as const;

describe("Fuelly", () => {
  it("reads a metric app export: litres, L/100km, day-first dates and euro amounts", () => {
    const parsed = readImport(
      [
        file("fuelly.csv", [
          "Type,L/100km,Date,Time,Car Name,Odometer,Filled Up,Cost/Liter,Liters,Total Cost,Octane,Gas Brand,Location,Tags,Payment Type,Tire Pressure,Notes,Services",
          'Gas,,2025-01-05,08:30,Golf,12000,Full,"1,659 €","40,5","67,19 €",95,Repsol,Madrid,,,,,',
          'Gas,,2025-02-05,18:30,Golf,12700,Partial,"1,700 €","20,0","34,00 €",95,,,,,,,',
          'Service,,2025-02-20,10:00,Golf,12900,,,,"120,00 €",,,,,,,Cambio de aceite,Oil Change',
        ]),
      ],
      "Europe/Madrid",
    );
    expect(parsed).toMatchObject({ format: "fuellyApp", distanceUnit: "km", volumeUnit: "l", currency: "EUR" });
    expect(parsed.refuels.map((row) => [row.volume, row.amount, row.fullTank, row.station])).toEqual([
      [40.5, 67.19, true, "Repsol, Madrid"],
      [20, 34, false, ""],
    ]);
    expect(parsed.refuels[1]?.date).toBe("2025-02-05T17:30:00.000Z");
    expect(parsed.services[0]).toMatchObject({ title: "Oil Change", amount: 120, odometer: 12_900 });
  });

  it("rebuilds the odometer from trips on a fuelly.com account that logs no readings", () => {
    const parsed = readImport(
      [
        file("fuelups.csv", [
          "car_name,model,mpg,odometer,miles,gallons,price,fuelup_date,partial_fuelup,missed_fuelup,notes,brand",
          "Civic,Civic EX,,,,10.5,3.499,2025-01-02,0,0,,Shell",
          "Civic,Civic EX,,,320,9.8,3.599,2025-01-12,0,1,,Shell",
          "Civic,Civic EX,,,300,5.1,3.699,2025-01-20,1,0,,",
        ]),
      ],
      "UTC",
    );
    expect(parsed).toMatchObject({ format: "fuellyWeb", distanceUnit: "mi", volumeUnit: "usGal" });
    expect(parsed.refuels.map((row) => [row.odometer, row.amount, row.fullTank, row.missedPrevious])).toEqual([
      [null, 36.74, true, false],
      [320, 35.27, true, true],
      [620, 18.86, false, false],
    ]);
  });
});

describe("LubeLogger", () => {
  it("reads its tax records as expenses: the category their description names, else tax", () => {
    const parsed = readImport(
      [
        file("lubelogger-taxrecords.csv", [
          "Date,Description,Cost,Notes",
          '03/01/2025,Registration renewal,"$120.00",DMV',
          "05/15/2025,Insurance,$600.00,",
          "06/01/2025,County fee,$35.00,",
        ]),
      ],
      "UTC",
    );
    expect(parsed.format).toBe("lubelogger");
    expect(parsed.expenses?.map((row) => [row.category, row.amount, row.odometer])).toEqual([
      ["taxes", 120, null],
      ["insurance", 600, null],
      ["taxes", 35, null],
    ]);
    expect(parsed.expenses?.[0]?.notes).toBe("Registration renewal · DMV");
  });

  it("accepts the other column names its importer knows: a price per unit and a partial flag", () => {
    const parsed = readImport(
      [
        file("gas.csv", [
          "Date,Odometer,FuelConsumed,Price,IsFillToFull,partial_fuelup,MissedFuelUp,Notes,Tags",
          "15/01/2025,5000,10,3.5,,,False,,",
          "30/01/2025,5300,8,3.6,,1,True,,commute",
        ]),
      ],
      "UTC",
    );
    expect(parsed.format).toBe("lubelogger");
    expect(parsed.refuels.map((row) => [row.date.slice(0, 10), row.amount, row.fullTank, row.missedPrevious])).toEqual([
      ["2025-01-15", 35, true, false],
      ["2025-01-30", 28.8, false, true],
    ]);
    expect(parsed.refuels[1]?.notes).toBe("commute");
    expect(parsed.currency).toBeUndefined();
  });

  it("takes odometer records as known but not as entries", () => {
    const parsed = readImport(
      [file("odometer.csv", ["Date,InitialOdometer,Odometer,Notes,Tags", "1/1/2025,0,5000,,"])],
      "UTC",
    );
    expect([parsed.format, parsed.refuels.length, parsed.services.length]).toEqual(["lubelogger", 0, 0]);
  });
});

describe("Drivvo", () => {
  it("reads an English export with gallons, expenses and a refuel section without a missed column", () => {
    const parsed = readImport(
      [
        file(
          "drivvo.csv",
          [
            '"##Refuelling"',
            '"Odometer","Date","Fuel","Price","Total cost","Gallons","Full tank","Gas station","Notes"',
            '"5300","2025-02-01 09:00:00","Regular","3.50","35.00","10.0","No","Shell","Cold morning"',
            '"5000","2025-01-01 09:00:00","Regular","3.40","34.00","10.0","Yes","Shell",""',
            '"##Expense"',
            '"Odometer","Date","Total cost","Type of expense","Notes"',
            '"5100","2025-01-10 12:00:00","12.00","Parking","Downtown"',
            '"##Reminder"',
            '"Odometer","Date","Type"',
            '"6000","2025-06-01 00:00:00","Oil"',
          ],
          "\r\n",
        ),
      ],
      "UTC",
    );
    expect(parsed).toMatchObject({ format: "drivvo", volumeUnit: "usGal" });
    expect(parsed.distanceUnit).toBeUndefined();
    expect(parsed.refuels.map((row) => [row.odometer, row.fullTank, row.missedPrevious, row.notes])).toEqual([
      [5300, false, false, "Cold morning"],
      [5000, true, false, ""],
    ]);
    // The expense section is expenses, of the category its type names.
    expect(parsed.services).toEqual([]);
    expect(parsed.expenses).toEqual([
      expect.objectContaining({ category: "parking", amount: 12, odometer: 5100, notes: "Downtown" }),
    ]);
  });

  it("reads Spanish headers and Spanish section names", () => {
    const parsed = readImport(
      [
        file("drivvo.csv", [
          '"#Reabastecimiento"',
          '"Odómetro","Fecha","Combustible","Precio","Costo total","Litros","Tanque lleno"',
          '"1000","2025-01-01 09:00:00","Gasolina","1,20","48,00","40,0","Sí"',
          '"#Servicio"',
          '"Odómetro","Fecha","Costo total","Tipo de servicio","Observación"',
          '"1100","2025-01-05 09:00:00","30,00","Lavado",""',
          '"1100","2025-01-05 09:00:00","","Revisión",""',
        ]),
      ],
      "UTC",
    );
    expect(parsed.refuels[0]).toMatchObject({ amount: 48, volume: 40, fullTank: true });
    expect(parsed.services).toEqual([expect.objectContaining({ title: "Lavado, Revisión", amount: 30 })]);
  });
});

describe("Fuelio", () => {
  it("reads litres and km from the codes, imperial gallons from the header, and a cost's category", () => {
    const parsed = readImport(
      [
        file("fuelio-uk.csv", [
          "## Vehicle",
          "Name,Description,DistUnit,FuelUnit,Make,Model,Year,Plate",
          "Fiesta,,0,0,Ford,Fiesta,2015,",
          "## Log",
          "Data,Odo,Fuel (imp gallons),Full,Price,City,Notes,Missed",
          "2025-01-01 10:00,1000,9.5,1,60.00,,,0",
          "## CostCategories",
          "CostTypeID,Name",
          "3,Insurance",
          "## Costs",
          "CostTitle,Date,Odo,CostTypeID,Notes,Cost,RemindOdo,RemindDate,isTemplate,isIncome",
          ",2025-01-10,0,3,,300,0,,0,0",
          "Template,2025-01-10,0,3,,0,0,,1,0",
        ]),
      ],
      "UTC",
    );
    expect(parsed).toMatchObject({ distanceUnit: "km", volumeUnit: "ukGal" });
    // A cost whose category is insurance is an expense, not a maintenance.
    expect(parsed.services).toEqual([]);
    expect(parsed.expenses).toEqual([
      expect.objectContaining({ category: "insurance", odometer: null, amount: 300, notes: "Insurance" }),
    ]);
  });

  it("lists the pictures a file names as skipped: their files are not in the CSV", () => {
    const parsed = readImport(
      [
        file("fuelio-pictures.csv", [
          "## Vehicle",
          "Name,DistUnit,FuelUnit",
          "Civic,0,0",
          "## Log",
          "Data,Odo,Fuel,Full,Price",
          "2025-01-01 10:00,1000,30,1,45",
          "## Pictures",
          "ID,Description,DateTime,Lat,Lon,CostID,LogID,FileName,Sync,UniqueId",
          "1,Receipt,2025-01-01 10:05,0,0,0,1,IMG_1.jpg,0,a",
          "2,Tyre,2025-01-02 10:05,0,0,0,0,IMG_2.jpg,0,b",
        ]),
      ],
      "UTC",
    );
    expect(parsed.refuels).toHaveLength(1);
    expect(parsed.skipped).toEqual([{ reason: "picture", name: "Pictures", rows: 2 }]);
  });

  it("takes US gallons from the vehicle's code and one vehicle per file", () => {
    const vehicle = (name: string, fuelUnit: string) => [
      "## Vehicle",
      "Name,DistUnit,FuelUnit",
      `${name},1,${fuelUnit}`,
      "## Log",
      "Data,Odo,Fuel,Full,Price",
      "2025-01-01 10:00,1000,9.5,1,30",
    ];
    const parsed = readImport([file("a.csv", vehicle("A", "1")), file("b.csv", vehicle("B", "1"))], "UTC");
    expect(parsed).toMatchObject({ distanceUnit: "mi", volumeUnit: "usGal" });
    expect(parsed.vehicles.map((found) => found.name)).toEqual(["A", "B"]);
    expect(() => readImport([file("a.csv", vehicle("A", "1")), file("b.csv", vehicle("B", "2"))], "UTC")).toThrow(
      expect.objectContaining({ key: "mixedFormats" }),
    );
  });
});

describe("files that are not one app's export", () => {
  it("refuses an empty file, a missing column and two exports of a one-file app", () => {
    expect(() => readImport([], "UTC")).toThrow(expect.objectContaining({ key: "emptyFile" }));
    expect(() => readImport([file("x.csv", [""])], "UTC")).toThrow(expect.objectContaining({ key: "emptyFile" }));
    expect(() =>
      readImport([file("f.csv", ["Type,Date,Car Name,Filled Up,Gallons", "Gas,2025-01-01,Civic,Full,10"])], "UTC"),
    ).toThrow(expect.objectContaining({ key: "missingColumn", line: 1, detail: "odometer" }));
    const drivvo = file("d.csv", [
      '"##Refuelling"',
      '"Odometer","Date","Total cost","Liters"',
      '"1","2025-01-01","1","1"',
    ]);
    expect(() => readImport([drivvo, drivvo], "UTC")).toThrow(expect.objectContaining({ key: "mixedFormats" }));
  });

  it("refuses a backup that is no JSON or not Odo's", () => {
    expect(() => readImport([{ name: "b.json", text: "{ nope" }], "UTC")).toThrow(
      expect.objectContaining({ key: "invalidBackup" }),
    );
    expect(() => readImport([{ name: "b.json", text: '{"format":"other"}' }], "UTC")).toThrow(
      expect.objectContaining({ key: "invalidBackup", detail: "format" }),
    );
  });
});

describe("an import into an account with entries", () => {
  const lines = [
    "## Vehicle",
    "Name,DistUnit,FuelUnit",
    "Corolla,0,0",
    "## Log",
    "Data,Odo,Fuel,Full,Price,City,Notes",
    "2026-01-10 10:00,10400,30,1,40,Panamá,",
    "2026-01-20 10:00,10500,0,1,40,,",
    "## Costs",
    "CostTitle,Date,Odo,CostTypeID,Notes,Cost",
    ",2026-02-01,10600,1,,50",
    "Cambio de aceite,2026-02-02,10700,1,Con filtro,50",
  ];
  const vehicle = aVehicle({ createdAt: "2026-06-01T12:00:00.000Z", displacement: 12_000, initialKm: 12_000 });

  it("goes into the chosen vehicle, checks each row and names what it refuses", () => {
    const parsed = readImport([file("corolla.csv", lines)], "UTC");
    const plan = importPlan(
      parsed,
      { Corolla: { kind: "existing", vehicleId: vehicle._id } },
      choices,
      account({
        vehicles: [vehicle],
        refuels: [aRefuel({ date: "2026-01-10T10:00:00.000Z", displacement: 10_400, amount: 40 })],
        maintenances: [aMaintenance({ date: "2026-03-01T12:00:00.000Z", kms: 11_000 })],
      }),
    );
    const planned = plan.vehicles[0];
    expect(planned?.vehicle._id).toBe(vehicle._id);
    expect(planned?.duplicates).toBe(1);
    expect(planned?.refused.map((row) => [row.line, row.key])).toEqual([
      [7, "vehicle.refuels.add.error.quantity"],
      [10, "enterDescription"],
    ]);
    expect(planned?.maintenances.map((entry) => [entry.adjustments, entry.description])).toEqual([
      [["changeOil"], "Cambio de aceite — Con filtro"],
    ]);
    expect(planned?.odometerKm).toBe(12_000);
  });

  it("refuses a service whose reading clashes with the vehicle's timeline, naming the reading", () => {
    const clash = [
      ...lines.slice(0, 8),
      "CostTitle,Date,Odo,CostTypeID,Notes,Cost",
      "Oil change,2026-02-02,9000,1,,50",
    ];
    const parsed = readImport([file("corolla.csv", clash)], "UTC");
    const planned = importPlan(
      parsed,
      { Corolla: { kind: "existing", vehicleId: vehicle._id } },
      choices,
      account({ vehicles: [vehicle] }),
    ).vehicles[0];
    expect(planned?.refused).toEqual([
      expect.objectContaining({ line: 7, key: "vehicle.refuels.add.error.quantity" }),
      expect.objectContaining({
        entry: "service",
        line: 10,
        key: "invalidMileage",
        conflict: { side: "before", date: "2026-01-10T10:00:00.000Z", km: 10_400 },
      }),
    ]);
  });

  it("skips a vehicle left out, and says why a new vehicle or a missing one cannot be made", () => {
    const parsed = readImport([file("corolla.csv", lines)], "UTC");
    expect(importPlan(parsed, { Corolla: { kind: "skip" } }, choices, account()).vehicles).toEqual([]);
    expect(importPlan(parsed, {}, choices, account()).vehicles).toEqual([]);
    expect(
      importPlan(parsed, { Corolla: { kind: "existing", vehicleId: vehicle._id } }, choices, account()).vehicleErrors,
    ).toEqual([{ key: "Corolla", field: "vehicle", message: "selectVehicle" }]);
    const unnamed = { kind: "new", vehicle: { vehicleType: "car", manufacture: " ", model: "X" } } as const;
    expect(importPlan(parsed, { Corolla: unnamed }, choices, account()).vehicleErrors).toEqual([
      { key: "Corolla", field: "manufacture", message: "required" },
    ]);
  });

  it("outlines the file and suggests a new vehicle from its name", () => {
    const parsed = readImport([file("corolla.csv", lines)], "UTC");
    expect(importOutline(parsed)).toEqual({
      vehicles: [{ key: "Corolla", name: "Corolla", refuels: 2, services: 2, expenses: 0 }],
      refuels: 2,
      services: 2,
      expenses: 0,
      tyreSets: 0,
      from: "2026-01-10T10:00:00.000Z",
      to: "2026-02-02T12:00:00.000Z",
    });
    expect(suggestedVehicle({ key: "k", name: "Toyota Corolla Cross" })).toMatchObject({
      vehicleType: "car",
      manufacture: "Toyota",
      model: "Corolla Cross",
    });
    expect(suggestedVehicle({ key: "k", name: "" })).toMatchObject({ manufacture: "", model: "" });
  });

  it("plans a new vehicle of the file at its highest reading", () => {
    const parsed = readImport([file("corolla.csv", lines)], "UTC");
    const planned = importPlan(parsed, { Corolla: newCar }, choices, account()).vehicles[0];
    expect(planned?.create).toMatchObject({ vehicleType: "car", displacement: 10_700 });
  });
});

describe("reading a service's title as work", () => {
  it.each([
    ["Battery replaced", "car", "battery", ["changeBattery"]],
    ["Cadena nueva", "bicycle", "general", ["bikeChangeChain"]],
    ["Lavado", "bicycle", "general", ["bikeWash"]],
    ["Tune-up", "bicycle", "general", ["bikeOther"]],
    ["Filtro de aire y aceite", "car", "general", ["changeOil", "changeAirFilter"]],
  ] as const)("%s on a %s", (title, vehicleType, type, adjustments) => {
    expect(serviceKindOf(title, vehicleType)).toEqual({ type, adjustments });
  });
});

describe("Odo's own CSV files", () => {
  const header =
    "odo_export,refuel_id,vehicle_id,date,odometer,distance_unit,quantity,volume_unit,amount,currency,full_tank,missed_previous,fuel,station,location";
  const refuels = (row: string) => file("refuels.csv", [header, row]);
  const good = "1,r1,v1,2026-01-10T10:00:00.000Z,10400,km,30,l,40,PAB,true,false,95,Puma,";

  // `header` and `good` are version 1's, from before energies: still read, as fuel in litres.
  it("reads refuels whose vehicle file was not picked, under the vehicle's id", () => {
    const parsed = readImport([refuels(good)], "UTC");
    expect(parsed.refuels[0]).toMatchObject({ vehicleKey: "v1", currency: "PAB", fuel: "95", gasStationName: "Puma" });
    expect(parsed.vehicles).toEqual([{ key: "v1", name: "" }]);
  });

  it.each([
    ["a version it does not know", good.replace(/^1,/, "6,"), "invalidBackup"],
    ["a date that is no date", good.replace("2026-01-10T10:00:00.000Z", "yesterday"), "invalidDate"],
    ["a currency it does not know", good.replace("PAB", "XYZ"), "invalidValue"],
    ["a quantity that is no number", good.replace(",30,", ",thirty,"), "invalidNumber"],
  ])("refuses %s, naming the line", (_what, row, key) => {
    expect(() => readImport([refuels(row)], "UTC")).toThrow(expect.objectContaining({ key, line: 2 }));
  });

  it("refuses an adjustment it does not know and skips the reminders file", () => {
    const maintenances = file("maintenances.csv", [
      "odo_export,maintenance_id,vehicle_id,date,odometer,distance_unit,type,adjustments,description,amount,currency,logged_by",
      "1,m1,v1,2026-01-10T10:00:00.000Z,,km,general,changeOil fixEverything,,,,Owner",
    ]);
    expect(() => readImport([maintenances], "UTC")).toThrow(
      expect.objectContaining({ key: "invalidValue", detail: "adjustments: fixEverything" }),
    );
    const reminders = file("reminders.csv", [
      "odo_export,reminder_id,vehicle_id,title,maintenance_type,adjustment,due_odometer,due_date,every_distance,every_months,distance_unit",
      "1,x1,v1,ITV,,,,2027-01-01T12:00:00.000Z,,,km",
    ]);
    expect(readImport([refuels(good), reminders], "UTC").refuels).toHaveLength(1);
  });
});

describe("Drivvo visits", () => {
  it("keeps a visit's notes once each, and a visit without amounts without one", () => {
    const parsed = readImport(
      [
        file("drivvo.csv", [
          '"##Service"',
          '"Odometer","Date","Total cost","Type of service","Notes"',
          '"1100","2025-01-05 09:00:00","","Inspection","Free"',
          '"1100","2025-01-05 09:00:00","","","Free"',
          '"1100","2025-01-05 09:00:00","","Alignment","Quick"',
          '"1200","2025-02-05 09:00:00","25","","Tyres"',
        ]),
      ],
      "UTC",
    );
    expect(parsed.services.map((row) => [row.title, row.amount, row.notes])).toEqual([
      ["Inspection, Alignment", null, "Free; Quick"],
      ["", 25, "Tyres"],
    ]);
    expect(parsed.volumeUnit).toBeUndefined();
  });

  it("refuses a sectioned file with no section it knows", () => {
    expect(() => readImport([file("x.csv", ['"##Something"', '"a","b"', '"1","2"'])], "UTC")).toThrow(
      expect.objectContaining({ key: "unknownFormat" }),
    );
  });
});

describe("fuelly.com services", () => {
  it("reads the services file alone, with its own date order", () => {
    const parsed = readImport(
      [
        file("services.csv", [
          "car_name,model,odometer,service_date,date_added,price,tags,notes,services",
          "Golf,Golf VII,13000,25/03/2024,25/03/2024,89.90,,,Oil Change",
          "Golf,Golf VII,,02/04/2024,02/04/2024,,,Wiper blades,",
        ]),
      ],
      "UTC",
    );
    expect(parsed.services.map((row) => [row.date.slice(0, 10), row.odometer, row.amount, row.title])).toEqual([
      ["2024-03-25", 13_000, 89.9, "Oil Change"],
      ["2024-04-02", null, null, ""],
    ]);
  });
});
