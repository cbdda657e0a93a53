import type { BackupVehicle } from "../export/odo-export.js";
import type { AdjustmentKey, MaintenanceType } from "../maintenance/adjustments.js";
import type { Currency, DistanceUnit, VolumeUnit } from "../units/units.js";
import type { FuelType, PowerSource, VehicleType } from "../vehicle/catalog.js";
import type { CsvRow } from "./csv.js";
import { headerKey } from "./source-values.js";

export const importFormats = [
  "lubelogger",
  "fuellyApp",
  "fuellyWeb",
  "drivvo",
  "fuelio",
  "odoCsv",
  "odoBackup",
] as const;
export type ImportFormat = (typeof importFormats)[number];

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
  fuel?: FuelType | undefined;
  /** Odo's backup: the whole record, whose details, settings and reminders come back too. */
  record?: BackupVehicle | undefined;
}

/** A fill-up in the file's own units: `odometer` in its distance unit, `volume` in its volume unit. */
export interface ImportedRefuel extends SourcePlace {
  vehicleKey: string;
  date: string;
  odometer: number | null;
  volume: number;
  /** The total paid. */
  amount: number;
  currency?: Currency | undefined;
  fullTank: boolean;
  missedPrevious: boolean;
  fuel?: FuelType | null | undefined;
  /** A station of the country's list, as Odo's own export names it; other apps' stations go in `station`. */
  gasStationName?: string | undefined;
  station: string;
  notes: string;
}

/** A service, repair or other expense; its title and notes become the maintenance's description. */
export interface ImportedService extends SourcePlace {
  vehicleKey: string;
  date: string;
  odometer: number | null;
  amount: number | null;
  currency?: Currency | undefined;
  title: string;
  notes: string;
  /** Only Odo's own export names these; other apps' services are read from their titles. */
  type?: MaintenanceType | undefined;
  adjustments?: AdjustmentKey[] | undefined;
}

/** What a file holds, before it meets the account: units and currency as far as the file tells them. */
export interface ParsedImport {
  format: ImportFormat;
  vehicles: ImportedVehicle[];
  refuels: ImportedRefuel[];
  services: ImportedService[];
  distanceUnit?: DistanceUnit | undefined;
  volumeUnit?: VolumeUnit | undefined;
  currency?: Currency | undefined;
}

export const importProblems = [
  "unknownFormat",
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
 * A CSV section's columns found by name: each field lists the headers that name it, in any of the
 * languages or spellings an app writes (compared by `headerKey`, so accents and case do not
 * matter). A name may end in `*` to match any header starting with it (`odo` → `Odo (mi)`).
 */
export class Columns<Field extends string> {
  private readonly index = new Map<Field, number>();

  constructor(
    readonly header: CsvRow,
    names: Record<Field, readonly string[]>,
    readonly file: string,
  ) {
    const keys = header.cells.map(headerKey);
    for (const [field, aliases] of Object.entries(names) as [Field, readonly string[]][]) {
      // biome-ignore lint/complexity/useIndexOf: an alias ending in `*` matches by prefix, not equality.
      const found = keys.findIndex((key) =>
        aliases.some((alias) =>
          alias.endsWith("*") ? key.startsWith(headerKey(alias.slice(0, -1))) : key === headerKey(alias),
        ),
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
