import type { CsvRow } from "../csv.js";
import { expenseCategoryOf } from "../expense-kinds.js";
import {
  Columns,
  type ImportedExpense,
  type ImportedRefuel,
  type ImportedService,
  type ParsedImport,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, currencyOfCells, RowReader } from "../row-reader.js";
import { sourceFlag } from "../source-values.js";

/**
 * LubeLogger (hargata/lubelog): one CSV per record type, headers from `StaticHelper.Write…ExportModel`,
 * aliases its own importer accepts from `ImportMappers.cs`. Gas records carry `IsFillToFull` and
 * `MissedFuelUp` as `True`/`False`; service, repair and upgrade records share one shape; costs may be
 * currency strings (`"$1,089.40"`); dates are in the exporting server's locale. Nothing says the
 * units or the currency, so the preview asks. Odometer records hold no cost and are not entries.
 */
const gasNames = {
  date: ["date", "fuelup_date"],
  odometer: ["odometer", "odo"],
  volume: ["fuelconsumed", "gallons", "liters", "litres", "consumption", "quantity", "qty"],
  cost: ["cost", "total cost", "totalcost", "total price"],
  price: ["price"],
  full: ["isfilltofull", "filled up"],
  partial: ["partial_fuelup", "partial tank", "partial_fill"],
  missed: ["missedfuelup", "missed_fuelup", "missed fill up", "missed_fill"],
  notes: ["notes", "note"],
  tags: ["tags"],
} as const;
const serviceNames = {
  date: ["date"],
  description: ["description"],
  cost: ["cost", "total cost", "totalcost"],
  notes: ["notes", "note"],
  odometer: ["odometer", "odo"],
} as const;

export const lubeloggerVehicleKey = "lubelogger";

export function isLubeloggerHeader(header: CsvRow): "gas" | "service" | "odometer" | "tax" | undefined {
  const keys = header.cells.map((cell) => cell.trim().toLowerCase());
  if (keys.includes("fuelconsumed") && keys.includes("isfilltofull")) return "gas";
  if (keys.includes("initialodometer")) return "odometer";
  if (keys[0] === "date" && keys.includes("description") && keys.includes("cost") && keys.includes("odometer"))
    return "service";
  // Tax records: registration, insurance and other fees, with no odometer.
  if (keys[0] === "date" && keys.includes("description") && keys.includes("cost")) return "tax";
  return undefined;
}

export function parseLubelogger(
  files: readonly { file: SourceFile; rows: CsvRow[] }[],
  timeZone: string,
): ParsedImport {
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  const expenses: ImportedExpense[] = [];
  const moneyCells: string[] = [];
  for (const { file, rows } of files) {
    const [header, ...body] = rows;
    if (!header) continue;
    const kind = isLubeloggerHeader(header);
    if (kind === "gas") {
      const columns = new Columns(header, gasNames, file.name).require("date", "odometer", "volume");
      const numberCells = body.flatMap((row) => [columns.cell(row, "volume"), columns.cell(row, "cost")]);
      const dates = body.map((row) => ({ date: columns.cell(row, "date"), km: Number(columns.cell(row, "odometer")) }));
      const read = new RowReader(columns, conventionsOf(numberCells, dates, timeZone));
      for (const row of body) {
        const volume = read.requiredNumber(row, "volume");
        const price = read.number(row, "price");
        moneyCells.push(columns.cell(row, "cost"));
        const partial = sourceFlag(columns.cell(row, "partial"), false);
        refuels.push({
          file: file.name,
          line: row.line,
          vehicleKey: lubeloggerVehicleKey,
          date: read.date(row, "date"),
          odometer: read.number(row, "odometer") ?? null,
          volume,
          amount: read.number(row, "cost") ?? (price === undefined ? 0 : volume * price),
          // As LubeLogger reads it: `IsFillToFull` when given, else the partial flag.
          fullTank: sourceFlag(columns.cell(row, "full"), !partial),
          missedPrevious: sourceFlag(columns.cell(row, "missed"), false),
          station: "",
          notes: [columns.cell(row, "notes"), columns.cell(row, "tags")].filter(Boolean).join(" · "),
        });
      }
    } else if (kind === "tax") {
      const columns = new Columns(header, serviceNames, file.name).require("date", "description", "cost");
      const numberCells = body.map((row) => columns.cell(row, "cost"));
      const dates = body.map((row) => ({ date: columns.cell(row, "date"), km: 0 }));
      const read = new RowReader(columns, conventionsOf(numberCells, dates, timeZone));
      for (const row of body) {
        moneyCells.push(columns.cell(row, "cost"));
        const description = columns.cell(row, "description");
        expenses.push({
          file: file.name,
          line: row.line,
          vehicleKey: lubeloggerVehicleKey,
          date: read.date(row, "date"),
          odometer: null,
          amount: read.number(row, "cost") ?? 0,
          category: expenseCategoryOf(description) ?? "taxes",
          place: "",
          notes: [description, columns.cell(row, "notes")].filter(Boolean).join(" · "),
        });
      }
    } else if (kind === "service") {
      const columns = new Columns(header, serviceNames, file.name).require("date", "description", "cost");
      const numberCells = body.map((row) => columns.cell(row, "cost"));
      const dates = body.map((row) => ({ date: columns.cell(row, "date"), km: Number(columns.cell(row, "odometer")) }));
      const read = new RowReader(columns, conventionsOf(numberCells, dates, timeZone));
      for (const row of body) {
        moneyCells.push(columns.cell(row, "cost"));
        services.push({
          file: file.name,
          line: row.line,
          vehicleKey: lubeloggerVehicleKey,
          date: read.date(row, "date"),
          odometer: read.number(row, "odometer") ?? null,
          amount: read.number(row, "cost") ?? null,
          title: columns.cell(row, "description"),
          notes: columns.cell(row, "notes"),
        });
      }
    }
  }
  return {
    format: "lubelogger",
    skipped: [],
    vehicles: [{ key: lubeloggerVehicleKey, name: "" }],
    refuels,
    services,
    expenses,
    currency: currencyOfCells(moneyCells),
  };
}
