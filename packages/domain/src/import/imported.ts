import type { ChargePlace } from "../energy/charge.js";
import type { FuelGrade } from "../energy/fuel-grades.js";
import type { VehiclePower } from "../energy/power.js";
import type { ExpenseCategory } from "../expense/categories.js";
import type { Recurrence } from "../expense/recurrence.js";
import type { BackupVehicle } from "../export/odo-export.js";
import type { AdjustmentKey, MaintenanceType } from "../maintenance/adjustments.js";
import type { ImportFormat } from "../shared/import-formats.js";
import type { TyreSeason } from "../tyre/tyre-set.js";
import type { Energy } from "../units/energies.js";
import type { Currency, DistanceUnit, VolumeUnit } from "../units/units.js";
import type { FuelType, PowerSource, VehicleType } from "../vehicle/catalog.js";
import type { CsvRow } from "./csv.js";
import { type HeaderUnits, headerName, headerUnits } from "./header-units.js";
import { headerKey } from "./source-values.js";

/** A file the user picked: its name and its text. */
export interface SourceFile {
  name: string;
  text: string;
}

/** Where an entry came from, so the preview can name the line of a row that breaks a rule. */
export interface SourcePlace {
  file: string;
  line: number;
}

/** A vehicle as a file describes it; `key` ties its entries to it. */
export interface ImportedVehicle {
  key: string;
  name: string;
  manufacture?: string | undefined;
  model?: string | undefined;
  year?: number | undefined;
  plateNumber?: string | undefined;
  vehicleType?: VehicleType | undefined;
  powerSource?: PowerSource | undefined;
  /** What the file says the vehicle runs on, when it says more than gasoline or electric. */
  power?: VehiclePower | undefined;
  fuel?: FuelType | undefined;
  /** Odo's backup: the whole record, whose details, settings and reminders come back too. */
  record?: BackupVehicle | undefined;
}

export interface ImportedChargeDetails {
  chargePlace?: ChargePlace | undefined;
  socStart?: number | undefined;
  socEnd?: number | undefined;
  chargerKw?: number | undefined;
  chargeMinutes?: number | undefined;
}

/** A fill-up in the file's own units: `odometer` in its distance unit, `volume` in its volume unit. */
export interface ImportedRefuel extends SourcePlace {
  vehicleKey: string;
  /** Odo's backup: the entry's id there, which its files name. */
  sourceId?: string | undefined;
  date: string;
  odometer: number | null;
  volume: number;
  /** The total paid. */
  amount: number;
  currency?: Currency | undefined;
  fullTank: boolean;
  missedPrevious: boolean;
  fuel?: FuelGrade | null | undefined;
  /** What the row delivered (fuel unless the file says): `volume` is then kWh for electricity, kg for CNG. */
  energy?: Energy | undefined;
  /** A charge's details, when the file has them. */
  charge?: ImportedChargeDetails | undefined;
  /** A station of the country's list, as Odo's own export names it; other apps' stations go in `station`. */
  gasStationName?: string | undefined;
  station: string;
  notes: string;
}

/** A service, repair or other expense; its title and notes become the maintenance's description. */
export interface ImportedService extends SourcePlace {
  vehicleKey: string;
  /** Odo's backup: the entry's id there, which its files name. */
  sourceId?: string | undefined;
  date: string;
  odometer: number | null;
  amount: number | null;
  currency?: Currency | undefined;
  title: string;
  notes: string;
  /** Only Odo's own export names these; other apps' services are read from their titles. */
  type?: MaintenanceType | undefined;
  adjustments?: AdjustmentKey[] | undefined;
  /** Odo's backup: a record made by km alone, whose date is only its place. */
  dateUnknown?: boolean | undefined;
  /**
   * A visit written as a row per kind of work (Drivvo): each kind with its own cost, so work of
   * different maintenance types (tyres and an oil change) becomes an entry each, with its cost.
   */
  parts?: ServicePart[] | undefined;
}

/** An expense (insurance, tax, tolls...) as a file states it; `odometer` in the file's distance unit. */
export interface ImportedExpense extends SourcePlace {
  vehicleKey: string;
  date: string;
  odometer: number | null;
  amount: number;
  currency?: Currency | undefined;
  category: ExpenseCategory;
  place: string;
  notes: string;
  /** Odo's own files: the row's id, and for an occurrence of a series, the series' id and its number. */
  sourceId?: string | undefined;
  occurrenceOf?: { series: string; index: number } | undefined;
  recurrence?: Recurrence | undefined;
  coversMonths?: number | undefined;
}

/** A reading of the file's odometer (in its distance unit) at a moment. */
export interface ImportedReading {
  date: string;
  odometer: number;
}

/**
 * A stretch a set spent on the vehicle, as a rival's file keeps it: on the whole vehicle or one
 * axle (May's), from a reading to another. `on` null: on the vehicle when the file was written,
 * since a moment it does not say (LubeLogger's "equipped"); `off` null: still on.
 */
export interface ImportedFitting {
  axle: "all" | "front" | "rear";
  on: ImportedReading | null;
  off: ImportedReading | null;
}

/** A tyre set as another app's file describes it (Odo's own backup brings its sets whole). */
export interface ImportedTyreSet extends SourcePlace {
  vehicleKey: string;
  /** The set's name or description; a size written in it is read when `size` is blank. */
  name: string;
  size: string;
  season: TyreSeason;
  boughtOn: string | null;
  price: number | null;
  notes: string;
  retired: boolean;
  fitted: ImportedFitting[];
  /** Tread when the file was written, in mm (LubeLogger's extra fields): one reading of every tyre. */
  treadMm?: number | undefined;
}

export interface ServicePart {
  title: string;
  amount: number | null;
}

/** Why rows of a file are not imported: Odo has no home for them yet. */
export const skipReasons = ["section", "income", "trip", "charge", "purchase", "picture", "other"] as const;
export type SkipReason = (typeof skipReasons)[number];

/**
 * Rows of a file left out, said in the preview and never silently: a section Odo does not use yet
 * (`name` is the file's own title for it), incomes, trips, electric charges, the purchase price,
 * pictures a file lists without their files (Fuelio's `## Pictures`).
 */
export interface SkippedRows {
  reason: SkipReason;
  name: string;
  rows: number;
}

/** What a file holds, before it meets the account: units and currency as far as the file tells them. */
export interface ParsedImport {
  format: ImportFormat;
  vehicles: ImportedVehicle[];
  refuels: ImportedRefuel[];
  services: ImportedService[];
  /** Absent where a format keeps no expenses; services named as expenses are moved here (`readImport`). */
  expenses?: ImportedExpense[] | undefined;
  /** Another app's tyre sets (LubeLogger's tyre equipment, May's sets), for a vehicle the import creates. */
  tyreSets?: ImportedTyreSet[] | undefined;
  skipped: SkippedRows[];
  distanceUnit?: DistanceUnit | undefined;
  volumeUnit?: VolumeUnit | undefined;
  currency?: Currency | undefined;
}

/**
 * How much one import takes: a five-year history is a few hundred rows, a fleet's a few thousand.
 * Beyond these a file is refused before it is read whole, so a phone never stalls on it.
 */
export const importLimits = {
  maxRows: 20_000,
  /** Characters of text, about bytes for an export's mostly-ASCII text. */
  maxFileBytes: 10 * 1024 * 1024,
  /** A ZIP (a backup with its photos and papers): read whole on the phone, so bounded too. */
  maxArchiveBytes: 200 * 1024 * 1024,
} as const;

export const importProblems = [
  "unknownFormat",
  "notText",
  "tooManyRows",
  "tooLarge",
  "unclosedQuote",
  "missingColumn",
  "invalidNumber",
  "invalidDate",
  "invalidValue",
  "emptyFile",
  "mixedFormats",
  "invalidBackup",
] as const;
export type ImportProblemKey = (typeof importProblems)[number];

/** Why a file cannot be read: it names the file, the line and the cell, and nothing is imported. */
export class ImportProblem extends Error {
  constructor(
    readonly key: ImportProblemKey,
    readonly file: string,
    readonly line: number,
    readonly detail = "",
  ) {
    super(`${file}:${line}: ${key}${detail ? ` (${detail})` : ""}`);
  }
}

/**
 * A CSV section's columns found by name: each field lists the names its column goes by, in any of
 * the languages or spellings an app writes. A header matches by its whole text or by its name
 * without the unit written after it (`Odômetro (km)` is `odometro`), both compared by `headerKey`
 * (so case, accents, quotes and spacing do not matter). A name may end in `*` to match any header
 * starting with it (`odo` → `Odo (mi)`). The first column that matches a field is its column: Drivvo
 * repeats "price" and "full tank" for a second and third fuel further right.
 */
export class Columns<Field extends string> {
  private readonly index = new Map<Field, number>();

  constructor(
    readonly header: CsvRow,
    names: Record<Field, readonly string[]>,
    readonly file: string,
  ) {
    const keys = header.cells.map((cell) => [headerKey(cell), headerName(cell)] as const);
    for (const [field, aliases] of Object.entries(names) as [Field, readonly string[]][]) {
      const matchers = aliases.map((alias) => ({
        key: headerKey(alias.replace(/\*$/, "")),
        prefix: alias.endsWith("*"),
      }));
      const found = keys.findIndex((forms) =>
        matchers.some(({ key, prefix }) => forms.some((form) => (prefix ? form.startsWith(key) : form === key))),
      );
      if (found >= 0) this.index.set(field, found);
    }
  }

  has(field: Field): boolean {
    return this.index.has(field);
  }

  /** The header text of a field's column, for units written in it (`Fuel (us gallons)`). */
  headerOf(field: Field): string {
    const at = this.index.get(field);
    return at === undefined ? "" : (this.header.cells[at] ?? "");
  }

  /** The units the header of a field's column names (`Odometer (mi)` → miles). */
  unitsOf(field: Field): HeaderUnits {
    return headerUnits(this.headerOf(field));
  }

  /** Throws `missingColumn` naming the header line when a field the format needs is absent. */
  require(...fields: Field[]): this {
    const missing = fields.find((field) => !this.index.has(field));
    if (missing) throw new ImportProblem("missingColumn", this.file, this.header.line, missing);
    return this;
  }

  cell(row: CsvRow, field: Field): string {
    const at = this.index.get(field);
    return at === undefined ? "" : (row.cells[at] ?? "").trim();
  }
}
