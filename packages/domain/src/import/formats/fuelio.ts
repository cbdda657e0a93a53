import type { DistanceUnit, VolumeUnit } from "../../units/units.js";
import type { CsvRow } from "../csv.js";
import {
  Columns,
  type ImportedRefuel,
  type ImportedService,
  type ImportedVehicle,
  ImportProblem,
  type ParsedImport,
  type SkippedRows,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, RowReader } from "../row-reader.js";
import { type CsvSection, csvSections } from "../sections.js";
import { fuelioEnergy, fuelioPower } from "../source-energies.js";
import { headerKey, sourceFlag } from "../source-values.js";

/**
 * Fuelio: one CSV per vehicle, in sections `## Vehicle`, `## Log`, `## CostCategories`,
 * `## Costs` (newer files add `## Pictures`, listed as skipped since the pictures are not in the CSV, and more). Units are written in the log's
 * headers (`Odo (mi)`, `Fuel (us gallons)`) and as codes in the vehicle row (DistUnit 0 km,
 * 1 mi; FuelUnit 0 litres, 1 US gallons, 2 imperial gallons; Programistyk/FuelioImport writes the
 * same). `Price` is the total paid. A cost row of zero that only carries a reminder, a template or
 * an income is not an expense.
 */
const vehicleNames = {
  name: ["name"],
  distUnit: ["distunit"],
  fuelUnit: ["fuelunit"],
  make: ["make"],
  model: ["model"],
  year: ["year"],
  plate: ["plate"],
  tank1Type: ["tank1type"],
  tank2Type: ["tank2type"],
} as const;
const logNames = {
  date: ["data", "date"],
  odometer: ["odo*"],
  volume: ["fuel*"],
  full: ["full"],
  price: ["price*"],
  city: ["city*"],
  notes: ["notes*"],
  missed: ["missed"],
  tankNumber: ["tanknumber"],
  fuelType: ["fueltype"],
} as const;
const costNames = {
  title: ["costtitle"],
  date: ["date"],
  odometer: ["odo"],
  category: ["costtypeid"],
  notes: ["notes"],
  cost: ["cost"],
  remindOdo: ["remindodo"],
  remindDate: ["reminddate"],
  template: ["istemplate"],
  income: ["isincome"],
} as const;
const categoryNames = { id: ["costtypeid"], name: ["name"] } as const;

export const isFuelio = (rows: readonly CsvRow[]): boolean =>
  csvSections(rows).some((section) => headerKey(section.title) === "log");

const sectionNamed = (sections: CsvSection[], title: string) =>
  sections.find((section) => headerKey(section.title) === title);

function unitsOf(
  vehicleRow: string[],
  log: Columns<keyof typeof logNames>,
  vehicle: Columns<keyof typeof vehicleNames>,
) {
  const odoHeader = headerKey(log.headerOf("odometer"));
  const fuelHeader = headerKey(log.headerOf("volume"));
  const distCode = vehicle.has("distUnit") ? vehicle.cell({ line: 0, cells: vehicleRow }, "distUnit") : "";
  const fuelCode = vehicle.has("fuelUnit") ? vehicle.cell({ line: 0, cells: vehicleRow }, "fuelUnit") : "";
  const distanceUnit: DistanceUnit = /\bmi\b/.test(odoHeader) || distCode === "1" ? "mi" : "km";
  const volumeUnit: VolumeUnit = /\b(imp|uk)\b/.test(fuelHeader)
    ? "ukGal"
    : /gal/.test(fuelHeader)
      ? "usGal"
      : fuelCode === "2"
        ? "ukGal"
        : fuelCode === "1"
          ? "usGal"
          : "l";
  return { distanceUnit, volumeUnit };
}

export function parseFuelio(file: SourceFile, rows: readonly CsvRow[], timeZone: string): ParsedImport {
  const sections = csvSections(rows);
  const log = sectionNamed(sections, "log");
  if (!log) throw new ImportProblem("unknownFormat", file.name, 1);
  const vehicleSection = sectionNamed(sections, "vehicle");
  const vehicleColumns = new Columns(vehicleSection?.header ?? { line: 0, cells: [] }, vehicleNames, file.name);
  const vehicleRow = vehicleSection?.rows[0]?.cells ?? [];
  const vehicleCell = (field: keyof typeof vehicleNames) => vehicleColumns.cell({ line: 0, cells: vehicleRow }, field);
  const name = vehicleCell("name");
  const vehicle: ImportedVehicle = {
    key: name || file.name,
    name,
    manufacture: vehicleCell("make") || undefined,
    model: vehicleCell("model") || undefined,
    year: Number(vehicleCell("year")) || undefined,
    plateNumber: vehicleCell("plate") || undefined,
    power: fuelioPower(vehicleCell("tank1Type"), vehicleCell("tank2Type")),
  };
  // A fill names its fuel type; an older file only its tank, whose type the vehicle row gives.
  const tankTypes: Record<string, string> = { "1": vehicleCell("tank1Type"), "2": vehicleCell("tank2Type") };
  const energyOfRow = (row: CsvRow) =>
    fuelioEnergy(logColumns.cell(row, "fuelType")) ??
    fuelioEnergy(tankTypes[logColumns.cell(row, "tankNumber")] ?? "") ??
    fuelioEnergy(tankTypes["1"] ?? "");
  const logColumns = new Columns(log.header, logNames, file.name).require("date", "odometer", "volume");
  const logRead = new RowReader(
    logColumns,
    conventionsOf(
      log.rows.flatMap((row) => [logColumns.cell(row, "volume"), logColumns.cell(row, "price")]),
      log.rows.map((row) => ({ date: logColumns.cell(row, "date") })),
      timeZone,
      "ymd",
    ),
  );
  const refuels: ImportedRefuel[] = log.rows.map((row) => ({
    file: file.name,
    line: row.line,
    vehicleKey: vehicle.key,
    date: logRead.date(row, "date"),
    odometer: logRead.number(row, "odometer") ?? null,
    volume: logRead.requiredNumber(row, "volume"),
    amount: logRead.number(row, "price") ?? 0,
    fullTank: sourceFlag(logColumns.cell(row, "full"), true),
    missedPrevious: sourceFlag(logColumns.cell(row, "missed"), false),
    ...energyOfRow(row),
    station: logColumns.cell(row, "city"),
    notes: logColumns.cell(row, "notes"),
  }));
  const categories = new Map<string, string>();
  const categorySection = sectionNamed(sections, "costcategories");
  if (categorySection) {
    const columns = new Columns(categorySection.header, categoryNames, file.name);
    for (const row of categorySection.rows) categories.set(columns.cell(row, "id"), columns.cell(row, "name"));
  }
  const services: ImportedService[] = [];
  const skipped: SkippedRows[] = [];
  let incomes = 0;
  const costs = sectionNamed(sections, "costs");
  if (costs) {
    const columns = new Columns(costs.header, costNames, file.name).require("date", "cost");
    const read = new RowReader(
      columns,
      conventionsOf(
        costs.rows.map((row) => columns.cell(row, "cost")),
        costs.rows.map((row) => ({ date: columns.cell(row, "date") })),
        timeZone,
        "ymd",
      ),
    );
    for (const row of costs.rows) {
      const cost = read.number(row, "cost") ?? 0;
      const reminderOnly =
        cost === 0 &&
        (Number(columns.cell(row, "remindOdo")) > 0 ||
          columns.cell(row, "remindDate") !== "" ||
          sourceFlag(columns.cell(row, "template"), false));
      if (reminderOnly) continue;
      if (sourceFlag(columns.cell(row, "income"), false)) {
        incomes += 1;
        continue;
      }
      const odometer = read.number(row, "odometer");
      services.push({
        file: file.name,
        line: row.line,
        vehicleKey: vehicle.key,
        date: read.date(row, "date"),
        odometer: odometer && odometer > 0 ? odometer : null,
        amount: cost,
        title: columns.cell(row, "title") || (categories.get(columns.cell(row, "category")) ?? ""),
        notes: columns.cell(row, "notes"),
      });
    }
  }
  if (incomes > 0) skipped.push({ reason: "income", name: costs?.title ?? "", rows: incomes });
  const trips = sectionNamed(sections, "triplog");
  if (trips && trips.rows.length > 0) skipped.push({ reason: "trip", name: trips.title, rows: trips.rows.length });
  // The section names the phone's picture files; the pictures themselves are not in the CSV.
  const pictures = sectionNamed(sections, "pictures");
  if (pictures && pictures.rows.length > 0) {
    skipped.push({ reason: "picture", name: pictures.title, rows: pictures.rows.length });
  }
  return {
    format: "fuelio",
    vehicles: [vehicle],
    refuels,
    services,
    skipped,
    ...unitsOf(vehicleRow, logColumns, vehicleColumns),
  };
}
