import type { CsvRow } from "../csv.js";
import {
  Columns,
  type ImportedRefuel,
  type ImportedService,
  ImportProblem,
  type ParsedImport,
  type SkippedRows,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, currencyOfCells, RowReader } from "../row-reader.js";
import { headerKey, sourceFlag } from "../source-values.js";

/**
 * Simply Auto: its CSV export puts every record of every vehicle in one file (`Fuel_Log.csv`),
 * told apart by `Record Type` (0 a fill-up, 1 a service, 2 an expense, 3 a trip). Where each
 * column's meaning comes from:
 * - the app's own iOS backup reader, public source whose comment lists the columns in order:
 *   `Row ID, Vehicle ID, Odometer, Qty, Partial Tank, Missed Fill Up, Total Cost, Distance
 *   Travelled, Eff, Octane, Fuel Brand, Filling Station, Notes, Day, Month, Year, Receipt Path,
 *   Latitude, Longitude, Record Type, Record Desc`; it joins the cells after `Record Desc` back
 *   with commas, because a service's list of work is written unquoted;
 * - hargata/lubelog#60, where LubeLogger maps the same export (one consolidated file; `qty` is the
 *   volume; `partial tank` and `missed fill up` are flags) in `MapProfile/ImportMappers.cs`.
 * The file names neither units nor currency: the preview asks.
 */
const names = {
  vehicle: ["vehicle id", "vehicle", "vehicle name"],
  odometer: ["odometer", "odo"],
  quantity: ["qty", "quantity"],
  partial: ["partial tank", "partial fill up"],
  missed: ["missed fill up", "missed fill ups"],
  total: ["total cost", "cost"],
  brand: ["fuel brand"],
  station: ["filling station", "fuel station"],
  notes: ["notes", "note"],
  day: ["day"],
  month: ["month"],
  year: ["year"],
  date: ["date"],
  recordType: ["record type"],
  recordDesc: ["record desc", "record description", "services"],
} as const;

const recordKinds: Record<string, "fill" | "service" | "expense" | "trip"> = {
  "0": "fill",
  "1": "service",
  "2": "expense",
  "3": "trip",
};

export function isSimplyAuto(header: CsvRow): boolean {
  const columns = new Columns(header, names, "");
  return columns.has("recordType") && columns.has("quantity") && columns.has("odometer") && columns.has("vehicle");
}

export function parseSimplyAuto(file: SourceFile, rows: CsvRow[], timeZone: string): ParsedImport {
  const [header, ...body] = rows;
  if (!header) throw new ImportProblem("emptyFile", file.name, 1);
  const columns = new Columns(header, names, file.name).require("vehicle", "odometer", "recordType");
  if (!columns.has("date") && !(columns.has("day") && columns.has("month") && columns.has("year"))) {
    columns.require("date");
  }
  const descIsLast = headerKey(header.cells.at(-1) ?? "") === headerKey(columns.headerOf("recordDesc"));
  const descOf = (row: CsvRow) =>
    descIsLast
      ? row.cells
          .slice(header.cells.length - 1)
          .map((cell) => cell.trim())
          .filter(Boolean)
          .join(", ")
      : columns.cell(row, "recordDesc");
  const dateText = (row: CsvRow) =>
    columns.has("date")
      ? columns.cell(row, "date")
      : `${columns.cell(row, "year")}-${columns.cell(row, "month").padStart(2, "0")}-${columns.cell(row, "day").padStart(2, "0")}`;
  const dates = body.map((row) => ({ date: dateText(row) }));
  const read = new RowReader(
    columns,
    conventionsOf(
      body.flatMap((row) => [columns.cell(row, "quantity"), columns.cell(row, "total")]),
      dates,
      timeZone,
      "ymd",
    ),
  );
  const dateLabel = columns.has("date") ? columns.headerOf("date") : "Day/Month/Year";
  const dateOf = (row: CsvRow, index: number) => read.dateOfText(row, dates[index]?.date ?? "", dateLabel);
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  const skipped: SkippedRows[] = [];
  let trips = 0;
  body.forEach((row, index) => {
    const kind = recordKinds[columns.cell(row, "recordType")] ?? "fill";
    if (kind === "trip") {
      trips += 1;
      return;
    }
    const odometer = read.number(row, "odometer");
    const base = {
      file: file.name,
      line: row.line,
      vehicleKey: columns.cell(row, "vehicle"),
      date: dateOf(row, index),
      odometer: odometer && odometer > 0 ? odometer : null,
      notes: columns.cell(row, "notes"),
    };
    if (kind === "fill") {
      refuels.push({
        ...base,
        volume: read.requiredNumber(row, "quantity"),
        amount: read.number(row, "total") ?? 0,
        fullTank: !sourceFlag(columns.cell(row, "partial"), false),
        missedPrevious: sourceFlag(columns.cell(row, "missed"), false),
        station: [columns.cell(row, "brand"), columns.cell(row, "station")].filter(Boolean).join(", "),
      });
    } else {
      services.push({ ...base, amount: read.number(row, "total") ?? null, title: descOf(row) });
    }
  });
  if (trips > 0) skipped.push({ reason: "trip", name: file.name, rows: trips });
  const vehicleNames = [...new Set([...refuels, ...services].map((entry) => entry.vehicleKey))];
  return {
    format: "simplyAuto",
    vehicles: vehicleNames.map((name) => ({ key: name, name })),
    refuels,
    services,
    skipped,
    currency: currencyOfCells(body.map((row) => columns.cell(row, "total"))),
  };
}
