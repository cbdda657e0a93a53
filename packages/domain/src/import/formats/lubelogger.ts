import { treadFromUnit, tyreLimits } from "../../tyre/tread-rules.js";
import type { CsvRow } from "../csv.js";
import { expenseCategoryOf } from "../expense-kinds.js";
import {
  Columns,
  type ImportedExpense,
  type ImportedRefuel,
  type ImportedService,
  type ImportedTyreSet,
  type ParsedImport,
  type SkippedRows,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, currencyOfCells, RowReader } from "../row-reader.js";
import { namesTyres } from "../service-kinds.js";
import { sourceFlag } from "../source-values.js";
import { seasonInText, sizeInText } from "../tyre-text.js";

/**
 * LubeLogger (hargata/lubelog): one CSV per record type, headers from `StaticHelper.Write…ExportModel`,
 * aliases its own importer accepts from `ImportMappers.cs`. Gas records carry `IsFillToFull` and
 * `MissedFuelUp` as `True`/`False`; service, repair and upgrade records share one shape; costs may be
 * currency strings (`"$1,089.40"`); dates are in the exporting server's locale. Nothing says the
 * units or the currency, so the preview asks. Odometer records hold no cost and are not entries.
 * Equipment records that are tyres become tyre sets (`equipmentSets`).
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

/** Equipment records (`WriteEquipmentRecordExportModel`): extra fields come as `extrafield_<name>`. */
const equipmentNames = {
  description: ["description"],
  notes: ["notes", "note"],
  tags: ["tags"],
  equipped: ["isequipped"],
  size: ["extrafield_size", "extrafield_tire size", "extrafield_tyre size", "extrafield_medida*", "extrafield_tamano*"],
  dot: ["extrafield_dot*"],
  tread: ["extrafield_tread*", "extrafield_profundidad*", "extrafield_profil*", "extrafield_battistrada*"],
} as const;

export const lubeloggerVehicleKey = "lubelogger";

type LubeloggerFile = "gas" | "service" | "odometer" | "tax" | "equipment";

export function isLubeloggerHeader(header: CsvRow): LubeloggerFile | undefined {
  const keys = header.cells.map((cell) => cell.trim().toLowerCase());
  if (keys.includes("fuelconsumed") && keys.includes("isfilltofull")) return "gas";
  if (keys.includes("isequipped") && keys.includes("description")) return "equipment";
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
  const tyreSets: ImportedTyreSet[] = [];
  const skipped: SkippedRows[] = [];
  const moneyCells: string[] = [];
  for (const { file, rows } of files) {
    const [header, ...body] = rows;
    if (!header) continue;
    const kind = isLubeloggerHeader(header);
    if (kind === "equipment") {
      const equipment = equipmentSets(file, header, body);
      tyreSets.push(...equipment.sets);
      if (equipment.others > 0) skipped.push({ reason: "section", name: "Equipment", rows: equipment.others });
    } else if (kind === "gas") {
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
    skipped,
    vehicles: [{ key: lubeloggerVehicleKey, name: "" }],
    refuels,
    services,
    expenses,
    tyreSets,
    currency: currencyOfCells(moneyCells),
  };
}

/**
 * LubeLogger's equipment that is tyres (named so in any language, or with a size): a set each, on
 * the vehicle when the file was written if `IsEquipped`. Its km come from odometer records the
 * CSV does not link, so Odo counts them from the last reading of the import; a tread written in an extra
 * field ("6/32", "5.5 mm") is a reading then. Other equipment (a roof rack) is said to be left out.
 */
function equipmentSets(file: SourceFile, header: CsvRow, body: readonly CsvRow[]) {
  const columns = new Columns(header, equipmentNames, file.name).require("description");
  const sets: ImportedTyreSet[] = [];
  let others = 0;
  for (const row of body) {
    const description = columns.cell(row, "description");
    const notes = columns.cell(row, "notes");
    const tags = columns.cell(row, "tags");
    const size = columns.cell(row, "size");
    const words = [description, notes, tags].join(" ");
    if (!namesTyres(words) && size === "" && !sizeInText(description)) {
      others += 1;
      continue;
    }
    const tread = treadOfCell(columns.cell(row, "tread"), columns.headerOf("tread"));
    const dot = columns.cell(row, "dot");
    sets.push({
      file: file.name,
      line: row.line,
      vehicleKey: lubeloggerVehicleKey,
      name: description,
      size,
      season: seasonInText(words),
      boughtOn: null,
      price: null,
      notes: [notes, dot && `DOT ${dot}`].filter(Boolean).join(" · "),
      retired: false,
      fitted: sourceFlag(columns.cell(row, "equipped"), false) ? [{ axle: "all", on: null, off: null }] : [],
      treadMm: tread,
    });
  }
  return { sets, others };
}

/** A tread cell: "6/32" or a header in 32nds is 32nds of an inch, else mm ("5.5", "5,5 mm"). */
function treadOfCell(cell: string, header: string): number | undefined {
  const match = /^(\d+(?:[.,]\d+)?)\s*(\/\s*32|mm)?/i.exec(cell.trim());
  if (!match) return undefined;
  const value = Number((match[1] ?? "").replace(",", "."));
  const in32nds = match[2]?.startsWith("/") || (match[2] === undefined && /32/.test(header));
  const mm = treadFromUnit(value, in32nds ? "32nds" : "mm");
  return mm > 0 && mm <= tyreLimits.treadMm.max ? mm : undefined;
}
