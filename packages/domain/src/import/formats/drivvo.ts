import { type SectionKind, translatedColumns, translatedSections, translatedVehicleColumns } from "../column-names.js";
import type { CsvRow } from "../csv.js";
import { expenseCategoryOf } from "../expense-kinds.js";
import {
  Columns,
  type ImportedExpense,
  type ImportedRefuel,
  type ImportedService,
  type ImportedVehicle,
  ImportProblem,
  type ParsedImport,
  type SkippedRows,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, currencyOfCells, RowReader } from "../row-reader.js";
import { type CsvSection, csvSections } from "../sections.js";
import { namedEnergy } from "../source-energies.js";
import { headerKey, sourceFlag, sourceNumber } from "../source-values.js";

/**
 * Drivvo: one CSV of sections (`##Refuelling`, `##Expense`, `##Service`, and others Odo does not
 * use yet, listed as skipped), headers in the phone's language and carrying units (`"Odômetro
 * (km)"`, `"Цена / л"`), every field quoted, `yyyy-MM-dd HH:mm:ss` (or the phone's day-first
 * dates), newest first. A second and third fuel of a bi-fuel car repeat the price, total, volume
 * and full-tank columns to the right: the first of each is the fill's. An odometer of `0.0` is one
 * not recorded. A visit with several kinds of work is a row per kind, read as one visit whose
 * parts keep their costs. The file names no vehicle unless it has a vehicle section.
 */
const refuelNames = {
  odometer: translatedColumns.odometer,
  date: translatedColumns.date,
  total: translatedColumns.total,
  notes: translatedColumns.notes,
  price: translatedColumns.price,
  volume: translatedColumns.volume,
  full: translatedColumns.fullTank,
  missed: translatedColumns.missedPrevious,
  station: translatedColumns.station,
  fuel: translatedColumns.fuel,
} as const;
const costNames = {
  odometer: translatedColumns.odometer,
  date: translatedColumns.date,
  total: translatedColumns.total,
  notes: translatedColumns.notes,
  kind: translatedColumns.kind,
  title: translatedColumns.title,
  place: translatedColumns.place,
} as const;

export const drivvoVehicleKey = "drivvo";

function kindOf(section: CsvSection): SectionKind | undefined {
  const title = headerKey(section.title);
  return translatedSections.find(([pattern]) => pattern.test(title))?.[1];
}

/** A file of sections, one of them Drivvo's refuelling, expense or service section in some language. */
export function isDrivvo(rows: readonly CsvRow[]): boolean {
  return csvSections(rows).some((section) => {
    const kind = kindOf(section);
    return kind === "refuel" || kind === "service" || kind === "expense";
  });
}

/** How the rows' odometers read, for settling dates that fit both day and month first. */
const datesWithKm = (section: CsvSection, columns: { cell(row: CsvRow, field: "date" | "odometer"): string }) =>
  section.rows.map((row) => ({
    date: columns.cell(row, "date"),
    km: sourceNumber(columns.cell(row, "odometer")),
  }));

function readRefuels(section: CsvSection, file: SourceFile, timeZone: string): ImportedRefuel[] {
  const columns = new Columns(section.header, refuelNames, file.name).require("odometer", "date", "volume", "total");
  const numberCells = section.rows.flatMap((row) => [columns.cell(row, "volume"), columns.cell(row, "price")]);
  const read = new RowReader(columns, conventionsOf(numberCells, datesWithKm(section, columns), timeZone, "ymd"));
  return section.rows.map((row) => ({
    file: file.name,
    line: row.line,
    vehicleKey: drivvoVehicleKey,
    date: read.date(row, "date"),
    odometer: recorded(read.number(row, "odometer")),
    volume: read.requiredNumber(row, "volume"),
    amount: read.requiredNumber(row, "total"),
    fullTank: sourceFlag(columns.cell(row, "full"), true),
    missedPrevious: sourceFlag(columns.cell(row, "missed"), false),
    // Each fill names its fuel in the phone's language: an electric or CNG row is no litre of gasoline.
    ...namedEnergy(columns.cell(row, "fuel")),
    station: columns.cell(row, "station"),
    notes: columns.cell(row, "notes"),
  }));
}

/** Drivvo writes `0.0` for an odometer not recorded. */
const recorded = (odometer: number | undefined) => (odometer && odometer > 0 ? odometer : null);

const joined = (...texts: string[]) => texts.filter(Boolean).join(" · ");

/** A visit's rows (same date and odometer) as one service whose parts keep their kinds and costs. */
function readCosts(section: CsvSection, file: SourceFile, timeZone: string): ImportedService[] {
  const columns = new Columns(section.header, costNames, file.name).require("date", "total");
  const numberCells = section.rows.map((row) => columns.cell(row, "total"));
  const read = new RowReader(columns, conventionsOf(numberCells, datesWithKm(section, columns), timeZone, "ymd"));
  const visits = new Map<string, ImportedService>();
  for (const row of section.rows) {
    const date = read.date(row, "date");
    const odometer = recorded(read.number(row, "odometer"));
    const amount = read.number(row, "total") ?? null;
    const kind = columns.cell(row, "kind");
    const title = columns.cell(row, "title");
    const partTitle = kind && title && kind !== title ? `${kind}: ${title}` : kind || title;
    const notes = joined(columns.cell(row, "place"), columns.cell(row, "notes"));
    const key = `${date}|${odometer}`;
    const visit = visits.get(key);
    if (!visit) {
      visits.set(key, {
        file: file.name,
        line: row.line,
        vehicleKey: drivvoVehicleKey,
        date,
        odometer,
        amount,
        title: partTitle,
        notes,
        parts: [{ title: partTitle, amount }],
      });
      continue;
    }
    visit.parts?.push({ title: partTitle, amount });
    visit.amount = visit.amount === null && amount === null ? null : (visit.amount ?? 0) + (amount ?? 0);
    if (partTitle && !visit.title.split(", ").includes(partTitle)) {
      visit.title = visit.title ? `${visit.title}, ${partTitle}` : partTitle;
    }
    if (notes && !visit.notes.includes(notes)) visit.notes = visit.notes ? `${visit.notes}; ${notes}` : notes;
  }
  return [...visits.values()];
}

/** The expense section's rows, each an expense of the category its kind (or title) names. */
function readExpenses(section: CsvSection, file: SourceFile, timeZone: string): ImportedExpense[] {
  const columns = new Columns(section.header, costNames, file.name).require("date", "total");
  const numberCells = section.rows.map((row) => columns.cell(row, "total"));
  const read = new RowReader(columns, conventionsOf(numberCells, datesWithKm(section, columns), timeZone, "ymd"));
  return section.rows.map((row) => {
    const kind = columns.cell(row, "kind");
    const title = columns.cell(row, "title");
    return {
      file: file.name,
      line: row.line,
      vehicleKey: drivvoVehicleKey,
      date: read.date(row, "date"),
      odometer: recorded(read.number(row, "odometer")),
      amount: read.number(row, "total") ?? 0,
      category: expenseCategoryOf(kind) ?? expenseCategoryOf(title) ?? "other",
      place: columns.cell(row, "place"),
      notes: joined(kind === title ? "" : title, columns.cell(row, "notes")),
    };
  });
}

/** The vehicle a vehicle section describes, when the export has one. */
function readVehicle(section: CsvSection, file: SourceFile): ImportedVehicle | undefined {
  const [row] = section.rows;
  if (!row) return undefined;
  const columns = new Columns(section.header, translatedVehicleColumns, file.name);
  const make = columns.cell(row, "make");
  const model = columns.cell(row, "model");
  const name = columns.cell(row, "name") || [make, model].filter(Boolean).join(" ");
  const year = Number(columns.cell(row, "year"));
  return {
    key: drivvoVehicleKey,
    name,
    manufacture: make || undefined,
    model: model || undefined,
    year: Number.isInteger(year) && year > 1900 ? year : undefined,
    plateNumber: columns.cell(row, "plate") || undefined,
  };
}

export function parseDrivvo(file: SourceFile, rows: readonly CsvRow[], timeZone: string): ParsedImport {
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  const expenses: ImportedExpense[] = [];
  const skipped: SkippedRows[] = [];
  let vehicle: ImportedVehicle = { key: drivvoVehicleKey, name: "" };
  let refuelColumns: Columns<keyof typeof refuelNames> | undefined;
  let costColumns: Columns<keyof typeof costNames> | undefined;
  const moneyCells: string[] = [];
  for (const section of csvSections(rows)) {
    const kind = kindOf(section);
    if (kind === "refuel") {
      refuels.push(...readRefuels(section, file, timeZone));
      refuelColumns = new Columns(section.header, refuelNames, file.name);
      moneyCells.push(...section.rows.map((row) => refuelColumns?.cell(row, "total") ?? ""));
    } else if (kind === "service" || kind === "expense") {
      if (kind === "expense") expenses.push(...readExpenses(section, file, timeZone));
      else services.push(...readCosts(section, file, timeZone));
      const columns = new Columns(section.header, costNames, file.name);
      costColumns ??= columns;
      moneyCells.push(...section.rows.map((row) => columns.cell(row, "total")));
    } else if (kind === "vehicle") {
      vehicle = readVehicle(section, file) ?? vehicle;
    } else if (section.rows.length > 0) {
      skipped.push({ reason: "section", name: section.title, rows: section.rows.length });
    }
  }
  if (!refuelColumns && !costColumns) throw new ImportProblem("unknownFormat", file.name, 1);
  const odometerUnits = (refuelColumns ?? costColumns)?.unitsOf("odometer");
  const moneyUnits = refuelColumns?.unitsOf("total").currency ?? costColumns?.unitsOf("total").currency;
  return {
    format: "drivvo",
    vehicles: [vehicle],
    refuels,
    services,
    expenses,
    skipped,
    distanceUnit: odometerUnits?.distance,
    volumeUnit: refuelColumns?.unitsOf("volume").volume ?? refuelColumns?.unitsOf("price").volume,
    currency: moneyUnits ?? currencyOfCells(moneyCells),
  };
}
