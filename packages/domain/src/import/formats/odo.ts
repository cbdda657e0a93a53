import { chargePlaceSchema, energySchema, fuelGradeSchema, vehiclePowerSchema } from "../../energy/energy-schemas.js";
import { expenseCategorySchema } from "../../expense/categories.js";
import { undefusedCsvText } from "../../export/csv-writer.js";
import { odoBackupSchema, odoCsvHeaders, readableOdoExportVersions } from "../../export/odo-export.js";
import { adjustmentKeySchema, maintenanceTypeSchema } from "../../maintenance/adjustment-schemas.js";
import { refuelReading } from "../../refuel/reading.js";
import { energyOf } from "../../refuel/refuel.js";
import { currencyOf, currencySchema } from "../../units/units.js";
import { vehicleTypeSchema } from "../../vehicle/catalog-schemas.js";
import type { CsvRow } from "../csv.js";
import {
  Columns,
  type ImportedExpense,
  type ImportedRefuel,
  type ImportedService,
  type ImportedVehicle,
  ImportProblem,
  type ParsedImport,
  type SourceFile,
} from "../imported.js";
import { RowReader } from "../row-reader.js";
import { headerKey, sourceFlag } from "../source-values.js";

/** Odo's JSON backup, read back without loss: Odo's own units (km, litres) and each entry's currency. */
export function parseOdoBackup(file: SourceFile, json: unknown): ParsedImport {
  const parsed = odoBackupSchema.safeParse(json);
  if (!parsed.success) {
    throw new ImportProblem("invalidBackup", file.name, 1, parsed.error.issues[0]?.path.join(".") ?? "");
  }
  const place = { file: file.name, line: 1 };
  return {
    format: "odoBackup",
    skipped: [],
    distanceUnit: "km",
    volumeUnit: "l",
    vehicles: parsed.data.vehicles.map((record) => ({
      key: record.vehicle._id,
      name: record.vehicle.fullname,
      manufacture: record.vehicle.manufacture,
      model: record.vehicle.model,
      year: record.vehicle.year ?? undefined,
      plateNumber: record.vehicle.plateNumber ?? undefined,
      vehicleType: record.vehicle.vehicleType,
      powerSource: record.vehicle.type ?? undefined,
      power: record.vehicle.power ?? undefined,
      fuel: record.vehicle.energyType ?? undefined,
      record,
    })),
    refuels: parsed.data.vehicles.flatMap(({ refuels }) =>
      refuels.map((refuel, index) => ({
        ...place,
        line: index + 1,
        vehicleKey: refuel.vehicle,
        sourceId: refuel._id,
        date: refuel.date,
        odometer: refuelReading(refuel),
        volume: refuel.quantity,
        amount: refuel.amount,
        currency: currencyOf(refuel),
        fullTank: refuel.fullTank !== false,
        missedPrevious: refuel.missedPrevious === true,
        fuel: refuel.fuel,
        energy: energyOf(refuel),
        charge: {
          chargePlace: refuel.chargePlace ?? undefined,
          socStart: refuel.socStart ?? undefined,
          socEnd: refuel.socEnd ?? undefined,
          chargerKw: refuel.chargerKw ?? undefined,
          chargeMinutes: refuel.chargeMinutes ?? undefined,
        },
        gasStationName: refuel.gasStation.name,
        station: refuel.gasStation.location,
        notes: "",
      })),
    ),
    expenses: parsed.data.vehicles.flatMap(({ expenses }) =>
      expenses.map((expense, index) => ({
        ...place,
        line: index + 1,
        vehicleKey: expense.vehicle,
        date: expense.date,
        odometer: expense.km,
        amount: expense.amount,
        currency: expense.currency,
        category: expense.category,
        place: expense.place,
        notes: expense.notes,
        sourceId: expense._id,
        occurrenceOf: expense.occurrenceOf ?? undefined,
        recurrence: expense.recurrence ?? undefined,
        coversMonths: expense.coversMonths ?? undefined,
      })),
    ),
    services: parsed.data.vehicles.flatMap(({ maintenances }) =>
      maintenances.map((maintenance, index) => ({
        ...place,
        line: index + 1,
        vehicleKey: maintenance.vehicle,
        sourceId: maintenance._id,
        date: maintenance.date,
        odometer: maintenance.kms,
        amount: maintenance.amount,
        currency: currencyOf(maintenance),
        title: maintenance.description ?? "",
        notes: "",
        type: maintenance.type,
        adjustments: maintenance.adjustments,
        ...(maintenance.dateUnknown ? { dateUnknown: true } : {}),
      })),
    ),
  };
}

type OdoColumn = (typeof odoCsvHeaders)[keyof typeof odoCsvHeaders][number];
const allColumns = [...new Set(Object.values(odoCsvHeaders).flat())] as OdoColumn[];
const columnNames = Object.fromEntries(allColumns.map((name) => [name, [name]])) as unknown as Record<
  OdoColumn,
  readonly string[]
>;

export type OdoCsvKind = "vehicles" | "refuels" | "maintenances" | "expenses" | "reminders";

export function odoCsvKind(header: CsvRow): OdoCsvKind | undefined {
  if (headerKey(header.cells[0] ?? "") !== "odo export") return undefined;
  const second = header.cells[1] ?? "";
  return (["vehicles", "refuels", "maintenances", "expenses", "reminders"] as const).find(
    (kind) => odoCsvHeaders[kind][1] === second,
  );
}

/** Odo's CSV export read back (the JSON backup is the lossless one; this keeps every entry's numbers). */
export function parseOdoCsv(files: readonly { file: SourceFile; rows: CsvRow[] }[]): ParsedImport {
  const vehicles: ImportedVehicle[] = [];
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  const expenses: ImportedExpense[] = [];
  const conventions = { decimalMark: ".", dateOrder: "ymd", timeZone: "UTC" } as const;
  for (const { file, rows } of files) {
    const [header, ...body] = rows;
    if (!header) continue;
    const kind = odoCsvKind(header);
    if (kind === undefined || kind === "reminders") continue;
    const columns = new Columns(header, columnNames, file.name);
    const read = new RowReader(columns, conventions);
    for (const row of body) {
      if (!(readableOdoExportVersions as readonly number[]).includes(Number(columns.cell(row, "odo_export")))) {
        throw new ImportProblem("invalidBackup", file.name, row.line, "odo_export");
      }
      const iso = (field: OdoColumn) => {
        const text = columns.cell(row, field);
        if (Number.isNaN(Date.parse(text))) throw new ImportProblem("invalidDate", file.name, row.line, text);
        return new Date(text).toISOString();
      };
      // Texts were defused against spreadsheet formulas when written: read them as they were typed.
      const typedText = (field: OdoColumn) => undefusedCsvText(columns.cell(row, field));
      const option = <T>(
        schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
        field: OdoColumn,
      ) => {
        const text = columns.cell(row, field);
        if (text === "") return undefined;
        const parsed = schema.safeParse(text);
        if (!parsed.success) throw new ImportProblem("invalidValue", file.name, row.line, `${field}: ${text}`);
        return parsed.data;
      };
      if (kind === "vehicles") {
        vehicles.push({
          key: columns.cell(row, "vehicle_id"),
          name: `${typedText("manufacture")} ${typedText("model")}`.trim(),
          manufacture: typedText("manufacture"),
          model: typedText("model"),
          year: read.number(row, "year"),
          plateNumber: typedText("plate") || undefined,
          vehicleType: option(vehicleTypeSchema, "vehicle_type"),
          power: option(vehiclePowerSchema, "power"),
        });
      } else if (kind === "refuels") {
        refuels.push({
          file: file.name,
          line: row.line,
          vehicleKey: columns.cell(row, "vehicle_id"),
          date: iso("date"),
          odometer: read.number(row, "odometer") ?? null,
          volume: read.requiredNumber(row, "quantity"),
          amount: read.requiredNumber(row, "amount"),
          currency: option(currencySchema, "currency"),
          fullTank: sourceFlag(columns.cell(row, "full_tank"), true),
          missedPrevious: sourceFlag(columns.cell(row, "missed_previous"), false),
          fuel: option(fuelGradeSchema, "fuel") ?? null,
          // A version 1 file has no energy column: its refuels were all fuel.
          energy: option(energySchema, "energy"),
          charge: {
            chargePlace: option(chargePlaceSchema, "charge_place"),
            socStart: read.number(row, "soc_start"),
            socEnd: read.number(row, "soc_end"),
            chargerKw: read.number(row, "charger_kw"),
            chargeMinutes: read.number(row, "charge_minutes"),
          },
          gasStationName: typedText("station"),
          station: typedText("location"),
          notes: "",
        });
      } else if (kind === "expenses") {
        const series = columns.cell(row, "series_id");
        const everyMonths = read.number(row, "every_months");
        const until = columns.cell(row, "repeats_until");
        expenses.push({
          file: file.name,
          line: row.line,
          vehicleKey: columns.cell(row, "vehicle_id"),
          date: iso("date"),
          odometer: read.number(row, "odometer") ?? null,
          amount: read.requiredNumber(row, "amount"),
          currency: option(currencySchema, "currency"),
          category: option(expenseCategorySchema, "category") ?? "other",
          place: typedText("place"),
          notes: typedText("notes"),
          sourceId: columns.cell(row, "expense_id") || undefined,
          // The CSV names an occurrence's series, not its number: the backup keeps the numbers.
          occurrenceOf: undefined,
          recurrence:
            everyMonths === undefined || series
              ? undefined
              : { everyMonths, until: until ? iso("repeats_until") : null, autoLog: false, skipped: [] },
          coversMonths: read.number(row, "covers_months"),
        });
      } else {
        const adjustments = columns.cell(row, "adjustments").split(" ").filter(Boolean);
        services.push({
          file: file.name,
          line: row.line,
          vehicleKey: columns.cell(row, "vehicle_id"),
          date: iso("date"),
          odometer: read.number(row, "odometer") ?? null,
          amount: read.number(row, "amount") ?? null,
          currency: option(currencySchema, "currency"),
          title: typedText("description"),
          notes: "",
          type: option(maintenanceTypeSchema, "type"),
          adjustments: adjustments.map((key) => {
            const parsed = adjustmentKeySchema.safeParse(key);
            if (!parsed.success) throw new ImportProblem("invalidValue", file.name, row.line, `adjustments: ${key}`);
            return parsed.data;
          }),
        });
      }
    }
  }
  // Entries whose vehicles file was not picked still name their vehicle: the preview asks where it goes.
  const named = new Set(vehicles.map((vehicle) => vehicle.key));
  for (const key of new Set([...refuels, ...services, ...expenses].map((row) => row.vehicleKey))) {
    if (!named.has(key)) vehicles.push({ key, name: "" });
  }
  return {
    format: "odoCsv",
    vehicles,
    refuels,
    services,
    expenses,
    skipped: [],
    distanceUnit: "km",
    volumeUnit: "l",
  };
}
