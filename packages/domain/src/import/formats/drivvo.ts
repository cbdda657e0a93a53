import type { VolumeUnit } from "../../units/units.js";
import type { CsvRow } from "../csv.js";
import {
  Columns,
  type ImportedRefuel,
  type ImportedService,
  ImportProblem,
  type ParsedImport,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, currencyOfCells, RowReader } from "../row-reader.js";
import { type CsvSection, csvSections } from "../sections.js";
import { headerKey, sourceFlag } from "../source-values.js";

/**
 * Drivvo: one CSV of sections (`##Refuelling`, `##Expense`, `##Service`, and others this reader
 * skips), headers in the app's language, every field quoted, `yyyy-MM-dd HH:mm:ss`, newest first.
 * Columns are found by their names in English, Spanish, Portuguese and Russian. A service visit
 * with several kinds of work is written as several rows of the same date and odometer, read here
 * as one visit. The file names no vehicle, units or currency: the preview asks.
 */
const sectionKinds: [RegExp, "refuel" | "expense" | "service"][] = [
  [/^(refuel|reabastec|abastec|заправ)/, "refuel"],
  [/^(expense|despesa|gasto|расход)/, "expense"],
  [/^(service|servic|сервис|обслуж)/, "service"],
];

const common = {
  odometer: ["odometer", "odometro", "одометр", "kilometraje", "quilometragem"],
  date: ["date", "data", "fecha", "дата"],
  total: [
    "total cost",
    "valor total",
    "costo total",
    "custo total",
    "total",
    "importe total",
    "общая стоимость",
    "сумма",
  ],
  notes: [
    "notes",
    "note",
    "observation",
    "observacao",
    "observacion",
    "observaciones",
    "nota",
    "notas",
    "заметки",
    "примечание",
  ],
} as const;
const refuelNames = {
  ...common,
  fuel: ["fuel", "combustivel", "combustible", "топливо"],
  price: ["price", "preco", "precio", "цена"],
  volume: [
    "liters",
    "litres",
    "litros",
    "volume",
    "gallons",
    "galones",
    "galoes",
    "литры",
    "объем",
    "quantity",
    "cantidad",
    "quantidade",
  ],
  full: ["full tank", "tanque cheio", "tanque lleno", "полный бак"],
  missed: ["missed previous refuelling*", "forgot to record*", "esqueceu*", "olvide*", "olvido*", "пропущ*"],
  station: ["gas station", "fuel station", "posto", "estacion", "gasolinera", "азс"],
} as const;
const costNames = {
  ...common,
  kind: [
    "type of service",
    "type of expense",
    "service",
    "expense",
    "tipo de servico",
    "tipo de despesa",
    "tipo de servicio",
    "tipo de gasto",
    "tipo",
    "type",
    "тип",
  ],
} as const;

export const drivvoVehicleKey = "drivvo";

/** A file of sections, one of them Drivvo's refuelling, expense or service section in some language. */
export function isDrivvo(rows: readonly CsvRow[]): boolean {
  return csvSections(rows).some((section) => kindOf(section) !== undefined);
}

function kindOf(section: CsvSection) {
  const title = headerKey(section.title);
  return sectionKinds.find(([pattern]) => pattern.test(title))?.[1];
}

function readRefuels(section: CsvSection, file: SourceFile, timeZone: string): ImportedRefuel[] {
  const columns = new Columns(section.header, refuelNames, file.name).require("odometer", "date", "volume", "total");
  const numberCells = section.rows.flatMap((row) => [columns.cell(row, "volume"), columns.cell(row, "price")]);
  const dates = section.rows.map((row) => ({ date: columns.cell(row, "date") }));
  const read = new RowReader(columns, conventionsOf(numberCells, dates, timeZone, "ymd"));
  return section.rows.map((row) => ({
    file: file.name,
    line: row.line,
    vehicleKey: drivvoVehicleKey,
    date: read.date(row, "date"),
    odometer: read.number(row, "odometer") ?? null,
    volume: read.requiredNumber(row, "volume"),
    amount: read.requiredNumber(row, "total"),
    fullTank: sourceFlag(columns.cell(row, "full"), true),
    missedPrevious: sourceFlag(columns.cell(row, "missed"), false),
    station: columns.cell(row, "station"),
    notes: columns.cell(row, "notes"),
  }));
}

/** A visit's rows (same date and odometer) as one service: the kinds joined, the costs added. */
function readCosts(section: CsvSection, file: SourceFile, timeZone: string): ImportedService[] {
  const columns = new Columns(section.header, costNames, file.name).require("date", "total");
  const numberCells = section.rows.map((row) => columns.cell(row, "total"));
  const dates = section.rows.map((row) => ({ date: columns.cell(row, "date") }));
  const read = new RowReader(columns, conventionsOf(numberCells, dates, timeZone, "ymd"));
  const visits = new Map<string, ImportedService>();
  for (const row of section.rows) {
    const date = read.date(row, "date");
    const odometer = read.number(row, "odometer") ?? null;
    const amount = read.number(row, "total") ?? null;
    const kind = columns.cell(row, "kind");
    const notes = columns.cell(row, "notes");
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
        title: kind,
        notes,
      });
      continue;
    }
    visit.amount = visit.amount === null && amount === null ? null : (visit.amount ?? 0) + (amount ?? 0);
    if (kind && !visit.title.split(", ").includes(kind)) visit.title = visit.title ? `${visit.title}, ${kind}` : kind;
    if (notes && !visit.notes.includes(notes)) visit.notes = visit.notes ? `${visit.notes}; ${notes}` : notes;
  }
  return [...visits.values()];
}

export function parseDrivvo(file: SourceFile, rows: readonly CsvRow[], timeZone: string): ParsedImport {
  const sections = csvSections(rows);
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  let volumeHeader = "";
  for (const section of sections) {
    const kind = kindOf(section);
    if (kind === "refuel") {
      refuels.push(...readRefuels(section, file, timeZone));
      volumeHeader = new Columns(section.header, refuelNames, file.name).headerOf("volume");
    } else if (kind === "service" || kind === "expense") services.push(...readCosts(section, file, timeZone));
  }
  if (refuels.length === 0 && services.length === 0 && !sections.some((section) => kindOf(section))) {
    throw new ImportProblem("unknownFormat", file.name, 1);
  }
  const volumeUnit: VolumeUnit | undefined = /gal/i.test(volumeHeader)
    ? "usGal"
    : /lit|литр/i.test(volumeHeader)
      ? "l"
      : undefined;
  const moneyCells = rows.flatMap((row) => row.cells.filter((cell) => /\d/.test(cell) && /[^\d\s.,:-]/.test(cell)));
  return {
    format: "drivvo",
    vehicles: [{ key: drivvoVehicleKey, name: "" }],
    refuels,
    services,
    volumeUnit,
    currency: currencyOfCells(moneyCells),
  };
}
