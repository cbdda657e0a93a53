import type { DistanceUnit, VolumeUnit } from "../../units/units.js";
import type { CsvRow } from "../csv.js";
import { headerUnits } from "../header-units.js";
import {
  Columns,
  type ImportedRefuel,
  type ImportedService,
  type ImportedVehicle,
  ImportProblem,
  type ParsedImport,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, currencyOfCells, RowReader } from "../row-reader.js";
import { octaneGrade } from "../source-energies.js";
import { headerKey, sourceFlag, sourceNumber } from "../source-values.js";

/**
 * Fuelly's mobile app export: one CSV for every vehicle (keyed by `Vehicle`, `Car Name` in older
 * versions), `Type` is `Gas` or `Service`, `Date` and `Time` apart (`5:42 PM`), `Filled Up` is
 * `Full` or `Partial`, the volume and price columns say their unit (`Gallons` and `Cost/Gallon`,
 * or `Liters` and `Cost/Liter` on a metric account) and money carries `$` and thousands
 * separators. The header, as the app writes it: `Type,MPG,Date,Time,Vehicle,Odometer,Filled Up,
 * Cost/Gallon,Gallons,Total Cost,Octane,Gas Brand,Location,Tags,Payment Type,Tire Pressure,Notes,
 * Services` (akhilrex/hammond reads the same columns).
 */
const appNames = {
  type: ["type"],
  date: ["date"],
  time: ["time"],
  car: ["vehicle", "car name", "car", "vehicle name"],
  odometer: ["odometer"],
  filled: ["filled up"],
  volume: ["gallons", "liters", "litres", "quantity"],
  price: ["cost gallon", "cost liter", "cost litre", "price"],
  total: ["total cost"],
  brand: ["gas brand"],
  location: ["location"],
  notes: ["notes"],
  services: ["services"],
  economy: ["mpg", "l 100km", "km l"],
  octane: ["octane"],
} as const;

/**
 * fuelly.com's web export: `fuelups.csv` and `services.csv`, snake-case headers whose unit
 * changes with the account (`gallons`/`litres`, `miles`/`km`), `price` per unit, and a date
 * format that also follows the account (found from the dates themselves).
 */
const webFuelupNames = {
  car: ["car_name"],
  model: ["model"],
  odometer: ["odometer"],
  trip: ["miles", "km", "kilometers", "kilometres"],
  volume: ["gallons", "litres", "liters"],
  price: ["price"],
  date: ["fuelup_date"],
  partial: ["partial_fuelup"],
  missed: ["missed_fuelup"],
  notes: ["notes"],
  brand: ["brand"],
} as const;
const webServiceNames = {
  car: ["car_name"],
  odometer: ["odometer"],
  date: ["service_date", "date"],
  price: ["price", "cost", "total"],
  services: ["services", "service"],
  notes: ["notes"],
} as const;

export function fuellyKind(header: CsvRow): "app" | "webFuelups" | "webServices" | undefined {
  const keys = header.cells.map(headerKey);
  const names = ["car name", "vehicle", "car", "vehicle name"];
  if (keys.includes("type") && keys.includes("filled up") && names.some((name) => keys.includes(name))) return "app";
  if (keys.includes("fuelup date") && keys.includes("car name")) return "webFuelups";
  if (keys.includes("service date") && keys.includes("car name")) return "webServices";
  return undefined;
}

const volumeUnitOf = (header: string): VolumeUnit | undefined => headerUnits(header).volume;

function vehiclesOf(names: Iterable<string>): ImportedVehicle[] {
  return [...new Set(names)].map((name) => ({ key: name, name }));
}

export function parseFuellyApp(file: SourceFile, rows: CsvRow[], timeZone: string): ParsedImport {
  const [header, ...body] = rows;
  if (!header) throw new ImportProblem("emptyFile", file.name, 1);
  const columns = new Columns(header, appNames, file.name).require("type", "date", "car", "odometer", "total");
  const numberCells = body.flatMap((row) => [columns.cell(row, "volume"), columns.cell(row, "total")]);
  const dates = body.map((row) => ({
    date: columns.cell(row, "date"),
    km: sourceNumber(columns.cell(row, "odometer")),
  }));
  const read = new RowReader(columns, conventionsOf(numberCells, dates, timeZone, "ymd"));
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  for (const row of body) {
    const base = {
      file: file.name,
      line: row.line,
      vehicleKey: columns.cell(row, "car"),
      date: read.date(row, "date", "time"),
      odometer: read.number(row, "odometer") ?? null,
    };
    const kind = columns.cell(row, "type").toLowerCase();
    const isFill =
      /^(gas|fuel|fuel ?up|fill ?up|refuel)$/.test(kind) || (kind !== "service" && columns.cell(row, "volume") !== "");
    if (!isFill) {
      services.push({
        ...base,
        amount: read.number(row, "total") ?? null,
        title: columns.cell(row, "services"),
        notes: columns.cell(row, "notes"),
      });
    } else {
      refuels.push({
        ...base,
        volume: read.requiredNumber(row, "volume"),
        amount: read.number(row, "total") ?? 0,
        fullTank: !/^(partial|no|false|0)$/i.test(columns.cell(row, "filled")),
        missedPrevious: false,
        ...octaneGrade(columns.cell(row, "octane")),
        station: [columns.cell(row, "brand"), columns.cell(row, "location")].filter(Boolean).join(", "),
        notes: columns.cell(row, "notes"),
      });
    }
  }
  const economyHeader = columns.headerOf("economy");
  const distanceUnit: DistanceUnit | undefined = /mpg/i.test(economyHeader)
    ? "mi"
    : /km/i.test(economyHeader)
      ? "km"
      : undefined;
  return {
    format: "fuellyApp",
    skipped: [],
    vehicles: vehiclesOf(body.map((row) => columns.cell(row, "car"))),
    refuels,
    services,
    distanceUnit,
    volumeUnit: volumeUnitOf(columns.headerOf("volume")) ?? columns.unitsOf("price").volume,
    currency: currencyOfCells(body.map((row) => columns.cell(row, "total"))),
  };
}

export function parseFuellyWeb(files: readonly { file: SourceFile; rows: CsvRow[] }[], timeZone: string): ParsedImport {
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  const cars: string[] = [];
  /** fuelly.com writes each car's model beside its name ("Golf", "Golf VII"). */
  const models = new Map<string, string>();
  let distanceUnit: DistanceUnit | undefined;
  let volumeUnit: VolumeUnit | undefined;
  const moneyCells: string[] = [];
  for (const { file, rows } of files) {
    const [header, ...body] = rows;
    if (!header) continue;
    if (fuellyKind(header) === "webFuelups") {
      const columns = new Columns(header, webFuelupNames, file.name).require("car", "date", "volume", "price");
      const numberCells = body.flatMap((row) => [columns.cell(row, "volume"), columns.cell(row, "price")]);
      const dates = body.map((row) => ({ date: columns.cell(row, "date"), km: Number(columns.cell(row, "odometer")) }));
      const read = new RowReader(columns, conventionsOf(numberCells, dates, timeZone));
      volumeUnit = volumeUnitOf(columns.headerOf("volume"));
      const tripHeader = headerKey(columns.headerOf("trip"));
      distanceUnit = tripHeader === "miles" ? "mi" : tripHeader ? "km" : distanceUnit;
      // Accounts that log trips instead of readings leave the odometer blank: it is rebuilt from the trips.
      const runningOdometer = new Map<string, number>();
      const inOrder = [...body].sort((a, b) => Date.parse(read.date(a, "date")) - Date.parse(read.date(b, "date")));
      for (const row of inOrder) {
        const car = columns.cell(row, "car");
        const volume = read.requiredNumber(row, "volume");
        const trip = read.number(row, "trip");
        const odometer = read.number(row, "odometer") ?? (trip ? (runningOdometer.get(car) ?? 0) + trip : undefined);
        if (odometer !== undefined) runningOdometer.set(car, odometer);
        moneyCells.push(columns.cell(row, "price"));
        cars.push(car);
        if (columns.cell(row, "model")) models.set(car, columns.cell(row, "model"));
        refuels.push({
          file: file.name,
          line: row.line,
          vehicleKey: car,
          date: read.date(row, "date"),
          odometer: odometer ?? null,
          volume,
          amount: Math.round(volume * (read.number(row, "price") ?? 0) * 100) / 100,
          fullTank: !sourceFlag(columns.cell(row, "partial"), false),
          missedPrevious: sourceFlag(columns.cell(row, "missed"), false),
          station: columns.cell(row, "brand"),
          notes: columns.cell(row, "notes"),
        });
      }
    } else if (fuellyKind(header) === "webServices") {
      const columns = new Columns(header, webServiceNames, file.name).require("car", "date");
      const dates = body.map((row) => ({ date: columns.cell(row, "date"), km: Number(columns.cell(row, "odometer")) }));
      const read = new RowReader(
        columns,
        conventionsOf(
          body.map((row) => columns.cell(row, "price")),
          dates,
          timeZone,
        ),
      );
      for (const row of body) {
        cars.push(columns.cell(row, "car"));
        services.push({
          file: file.name,
          line: row.line,
          vehicleKey: columns.cell(row, "car"),
          date: read.date(row, "date"),
          odometer: read.number(row, "odometer") ?? null,
          amount: read.number(row, "price") ?? null,
          title: columns.cell(row, "services"),
          notes: columns.cell(row, "notes"),
        });
      }
    }
  }
  return {
    format: "fuellyWeb",
    skipped: [],
    vehicles: vehiclesOf(cars).map((vehicle) => ({ ...vehicle, model: models.get(vehicle.key) })),
    refuels,
    services,
    distanceUnit,
    volumeUnit,
    currency: currencyOfCells(moneyCells),
  };
}
