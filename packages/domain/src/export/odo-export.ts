import { z } from "zod";
import { type Attachment, attachmentSchema } from "../attachment/attachment.js";
import { extensionOfType } from "../attachment/media.js";
import { type Expense, expenseSchema } from "../expense/expense.js";
import { type Maintenance, maintenanceSchema } from "../maintenance/maintenance.js";
import { refuelReading } from "../refuel/reading.js";
import { energyOf, type Refuel, refuelSchema } from "../refuel/refuel.js";
import { type Reminder, reminderSchema } from "../reminder/reminder.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { type TreadReading, treadReadingSchema } from "../tyre/tread-reading.js";
import { type TyreEvent, tyreEventSchema } from "../tyre/tyre-event.js";
import { type TyreSet, tyreSetSchema } from "../tyre/tyre-set.js";
import { type Energy, energyMeasures } from "../units/energies.js";
import { currencyOf } from "../units/units.js";
import { type Vehicle, vehicleSchema } from "../vehicle/vehicle.js";
import { type CsvFile, csvFile } from "./csv-columns.js";
import { type CsvCell, csvText } from "./csv-writer.js";

/**
 * Odo's export, documented in the README ("Export format"). Bump the version when a column or a
 * field changes meaning; readers refuse versions they do not know.
 */
export const odoExportVersion = 5;
/**
 * Versions the reader still takes. Version 2 added energies: a refuel's `energy` (a charge's
 * quantity in kWh, CNG's in kg), a charge's details, a vehicle's `power`; a version 1 file's
 * refuels are all fuel in litres. Version 3 added expenses (`expenses.csv`, and `expenses` in the
 * backup); a file of an earlier version has none. Version 4 added receipts, photos and papers
 * (`attachments.csv` and the files under `attachments/`, and `attachments` in the backup).
 * Version 5 added tyres (`tyre_sets.csv`, `tyre_events.csv`, `tread_readings.csv`, and `tyreSets`,
 * `tyreEvents`, `treadReadings` in the backup).
 */
export const readableOdoExportVersions = [1, 2, 3, 4, odoExportVersion] as const;

export const backupVehicleSchema = z.object({
  vehicle: vehicleSchema.omit({ access: true }),
  maintenances: z.array(maintenanceSchema),
  refuels: z.array(refuelSchema),
  reminders: z.array(reminderSchema),
  expenses: z.array(expenseSchema).default([]),
  attachments: z.array(attachmentSchema).default([]),
  tyreSets: z.array(tyreSetSchema).default([]),
  tyreEvents: z.array(tyreEventSchema).default([]),
  treadReadings: z.array(treadReadingSchema).default([]),
});
export type BackupVehicle = z.infer<typeof backupVehicleSchema>;

/** The JSON backup: everything the account's vehicles hold, re-importable without loss. */
export const odoBackupSchema = z.object({
  format: z.literal("odo-backup"),
  version: z.union(readableOdoExportVersions.map((known) => z.literal(known))),
  exportedAt: isoDateTimeSchema,
  vehicles: z.array(backupVehicleSchema),
});
export type OdoBackup = z.infer<typeof odoBackupSchema>;

export interface VehicleRecords {
  vehicle: Vehicle;
  maintenances: readonly Maintenance[];
  refuels: readonly Refuel[];
  reminders: readonly Reminder[];
  expenses: readonly Expense[];
  /** Receipts', photos' and papers' records; their files travel beside them (`attachmentPath`). */
  attachments?: readonly Attachment[];
  tyreSets?: readonly TyreSet[];
  tyreEvents?: readonly TyreEvent[];
  treadReadings?: readonly TreadReading[];
}

/** Where an attachment's file sits in an export's ZIP, beside the CSV files or the backup. */
export function attachmentPath(attachment: Pick<Attachment, "_id" | "mediaType">): string {
  return `attachments/${attachment._id}.${extensionOfType[attachment.mediaType]}`;
}

const byDate = <Entry extends { date: string }>(entries: readonly Entry[]) =>
  [...entries].sort((a, b) => a.date.localeCompare(b.date));

export function odoBackup(histories: readonly VehicleRecords[], now: Date): OdoBackup {
  return {
    format: "odo-backup",
    version: odoExportVersion,
    exportedAt: now.toISOString(),
    vehicles: histories.map((history) => {
      const { access: _access, ...own } = history.vehicle;
      return {
        vehicle: own,
        maintenances: byDate(history.maintenances),
        refuels: byDate(history.refuels),
        reminders: [...history.reminders],
        expenses: byDate(history.expenses),
        attachments: [...(history.attachments ?? [])],
        tyreSets: [...(history.tyreSets ?? [])],
        tyreEvents: byDate(history.tyreEvents ?? []),
        treadReadings: byDate(history.treadReadings ?? []),
      };
    }),
  };
}

const version = (): CsvCell => odoExportVersion;
/** A quantity's unit as the export names it: litres written "l", as version 1 did. */
const quantityUnitOf = (energy: Energy): string => {
  const unit = energyMeasures[energy].storedIn;
  return unit === "litre" ? "l" : unit;
};
const km = (): CsvCell => "km";

/** Who logged a maintenance: the vehicle's owner, a workshop (by its shop's name), or someone else it was shared with. */
export type MaintenanceAuthor = { kind: "owner" } | { kind: "shop"; name: string } | { kind: "sharedUser" };

export function maintenanceAuthor(maintenance: Maintenance, ownerId: string): MaintenanceAuthor {
  if (maintenance.loggedByShop) return { kind: "shop", name: maintenance.loggedByShop };
  if (maintenance.createdBy === null || maintenance.createdBy === ownerId) return { kind: "owner" };
  return { kind: "sharedUser" };
}

/** The author as the export's `logged_by` column writes it, in the format's English. */
function loggedByCell(author: MaintenanceAuthor): string {
  return author.kind === "shop" ? author.name : author.kind === "owner" ? "Owner" : "Shared user";
}

/**
 * Each CSV file's columns (csv-columns.ts): the first is the format's version; a field a record's
 * schema gains that no column below says is exported after them. Left out on purpose: what only
 * the app's state needs (timestamps, who made a row, a vehicle's settings and links), which the
 * JSON backup keeps.
 */
const odoCsv = {
  vehicles: csvFile<Vehicle, Vehicle, string>(
    vehicleSchema,
    {
      odo_export: [[], version],
      vehicle_id: [["_id"], (vehicle) => vehicle._id],
      vehicle_type: [["vehicleType"], (vehicle) => vehicle.vehicleType],
      manufacture: [["manufacture"], (vehicle) => vehicle.manufacture],
      model: [["model"], (vehicle) => vehicle.model],
      year: [["year"], (vehicle) => vehicle.year],
      plate: [["plateNumber"], (vehicle) => vehicle.plateNumber],
      power_source: [["type"], (vehicle) => vehicle.type],
      fuel: [["energyType"], (vehicle) => vehicle.energyType],
      odometer: [["displacement"], (vehicle) => vehicle.displacement],
      distance_unit: [[], km],
    },
    [
      "user",
      "fullname",
      "brand",
      "initialKm",
      "color",
      "passengers",
      "bodySerial",
      "boughtDate",
      "insuranceDate",
      "taxesDate",
      "extId",
      "externalDistance",
      "from",
      "settings",
      "integrations",
      "createdAt",
      "updatedAt",
      "workshopVisit",
      "access",
    ],
  ),
  refuels: csvFile<Refuel, Vehicle, string>(
    refuelSchema,
    {
      odo_export: [[], version],
      refuel_id: [["_id"], (refuel) => refuel._id],
      vehicle_id: [["vehicle"], (refuel) => refuel.vehicle],
      date: [["date"], (refuel) => refuel.date],
      energy: [["energy"], energyOf],
      odometer: [["displacement"], (refuel) => refuelReading(refuel)],
      distance_unit: [[], km],
      quantity: [["quantity"], (refuel) => refuel.quantity],
      quantity_unit: [[], (refuel) => quantityUnitOf(energyOf(refuel))],
      amount: [["amount"], (refuel) => refuel.amount],
      currency: [["currency"], (refuel) => currencyOf(refuel)],
      full_tank: [["fullTank"], (refuel) => refuel.fullTank !== false],
      missed_previous: [["missedPrevious"], (refuel) => refuel.missedPrevious === true],
      fuel: [["fuel"], (refuel) => refuel.fuel],
      station: [["gasStation"], (refuel) => refuel.gasStation.name],
      location: [["gasStation"], (refuel) => refuel.gasStation.location],
    },
    ["createdBy", "createdAt"],
  ),
  maintenances: csvFile<Maintenance, Vehicle, string>(
    maintenanceSchema,
    {
      odo_export: [[], version],
      maintenance_id: [["_id"], (maintenance) => maintenance._id],
      vehicle_id: [["vehicle"], (maintenance) => maintenance.vehicle],
      date: [["date", "dateUnknown"], (maintenance) => maintenance.date],
      odometer: [["kms"], (maintenance) => maintenance.kms],
      distance_unit: [[], km],
      type: [["type"], (maintenance) => maintenance.type],
      adjustments: [["adjustments"], (maintenance) => maintenance.adjustments.join(" ")],
      description: [["description"], (maintenance) => maintenance.description],
      amount: [["amount"], (maintenance) => maintenance.amount],
      currency: [["currency"], (maintenance) => (maintenance.amount === null ? null : currencyOf(maintenance))],
      imported_from: [["importedFrom"], (maintenance) => maintenance.importedFrom ?? null],
      logged_by: [
        ["createdBy", "loggedByShop"],
        (maintenance, vehicle) => loggedByCell(maintenanceAuthor(maintenance, vehicle.user._id)),
      ],
    },
    // A workshop's seal is checked in a shared history (`/verify`), not in a spreadsheet.
    ["createdAt", "seal"],
  ),
  expenses: csvFile<Expense, Vehicle, string>(
    expenseSchema,
    {
      odo_export: [[], version],
      expense_id: [["_id"], (expense) => expense._id],
      vehicle_id: [["vehicle"], (expense) => expense.vehicle],
      date: [["date"], (expense) => expense.date],
      category: [["category"], (expense) => expense.category],
      amount: [["amount"], (expense) => expense.amount],
      currency: [["currency"], (expense) => expense.currency],
      odometer: [["km"], (expense) => expense.km],
      distance_unit: [[], km],
      place: [["place"], (expense) => expense.place],
      notes: [["notes"], (expense) => expense.notes],
      every_months: [["recurrence"], (expense) => expense.recurrence?.everyMonths ?? null],
      repeats_until: [["recurrence"], (expense) => expense.recurrence?.until ?? null],
      series_id: [["occurrenceOf"], (expense) => expense.occurrenceOf?.series ?? null],
      covers_months: [["coversMonths"], (expense) => expense.coversMonths],
    },
    ["createdBy", "createdAt", "updatedAt"],
  ),
  attachments: csvFile<Attachment, Vehicle, string>(
    attachmentSchema,
    {
      odo_export: [[], version],
      attachment_id: [["_id"], (attachment) => attachment._id],
      vehicle_id: [["vehicle"], (attachment) => attachment.vehicle],
      record_kind: [["recordKind"], (attachment) => attachment.recordKind],
      record_id: [["recordId"], (attachment) => attachment.recordId],
      purpose: [["purpose"], (attachment) => attachment.purpose],
      paper: [["paper"], (attachment) => attachment.paper],
      expires_on: [["expiresOn"], (attachment) => attachment.expiresOn],
      file: [[], (attachment) => attachmentPath(attachment)],
      name: [["name"], (attachment) => attachment.name],
      media_type: [["mediaType"], (attachment) => attachment.mediaType],
      bytes: [["bytes"], (attachment) => attachment.bytes],
      sha256: [["sha256"], (attachment) => attachment.sha256],
      taken_at: [["takenAt"], (attachment) => attachment.takenAt],
    },
    ["width", "height", "thumbnail", "createdBy", "createdAt", "updatedAt"],
  ),
  tyre_sets: csvFile<TyreSet, Vehicle, string>(
    tyreSetSchema,
    {
      odo_export: [[], version],
      tyre_set_id: [["_id"], (set) => set._id],
      vehicle_id: [["vehicle"], (set) => set.vehicle],
      brand: [["brand"], (set) => set.brand],
      model: [["model"], (set) => set.model],
      size: [["size"], (set) => set.size],
      season: [["season"], (set) => set.season],
      // Each tyre as `key:dot:tread when new (mm)`, in the set's order; a tyre that left it ends with `:retired`.
      tyres: [
        ["tyres"],
        (set) =>
          set.tyres
            .map((tyre) =>
              [tyre.key, tyre.dot ?? "", tyre.newTreadMm ?? "", ...(tyre.retired ? ["retired"] : [])].join(":"),
            )
            .join(" "),
      ],
      price: [["price"], (set) => set.price],
      currency: [["currency"], (set) => (set.price === null ? null : set.currency)],
      bought_at: [["place"], (set) => set.place],
      bought_on: [["boughtOn"], (set) => set.boughtOn],
      minimum_tread_mm: [["minimumTreadMm"], (set) => set.minimumTreadMm],
      age_warning_years: [["ageWarningYears"], (set) => set.ageWarningYears],
      retired: [["retired"], (set) => set.retired],
      notes: [["notes"], (set) => set.notes],
      logged_by: [["createdBy", "loggedByShop"], (set) => set.loggedByShop ?? null],
    },
    ["createdAt", "updatedAt"],
  ),
  tyre_events: csvFile<TyreEvent, Vehicle, string>(
    tyreEventSchema,
    {
      odo_export: [[], version],
      tyre_event_id: [["_id"], (event) => event._id],
      vehicle_id: [["vehicle"], (event) => event.vehicle],
      date: [["date"], (event) => event.date],
      odometer: [["km"], (event) => event.km],
      distance_unit: [[], km],
      // Each move as `tyre set id:tyre key:position`, `off` for a tyre taken off.
      moves: [
        ["moves"],
        (event) => event.moves.map((move) => `${move.set}:${move.tyre}:${move.to ?? "off"}`).join(" "),
      ],
      notes: [["notes"], (event) => event.notes],
      logged_by: [["createdBy", "loggedByShop"], (event) => event.loggedByShop ?? null],
    },
    ["createdAt", "updatedAt"],
  ),
  tread_readings: csvFile<TreadReading, Vehicle, string>(
    treadReadingSchema,
    {
      odo_export: [[], version],
      tread_reading_id: [["_id"], (reading) => reading._id],
      vehicle_id: [["vehicle"], (reading) => reading.vehicle],
      date: [["date"], (reading) => reading.date],
      odometer: [["km"], (reading) => reading.km],
      distance_unit: [[], km],
      // Each tyre as `tyre set id:tyre key:position:tread mm:pressure kPa`.
      depths: [
        ["depths"],
        (reading) =>
          reading.depths
            .map((depth) =>
              [depth.set, depth.tyre, depth.position ?? "", depth.treadMm, depth.pressureKpa ?? ""].join(":"),
            )
            .join(" "),
      ],
      notes: [["notes"], (reading) => reading.notes],
      logged_by: [["createdBy", "loggedByShop"], (reading) => reading.loggedByShop ?? null],
    },
    // A workshop's seal is checked in the app, not in a spreadsheet.
    ["createdAt", "updatedAt", "seal"],
  ),
  reminders: csvFile<Reminder, Vehicle, string>(
    reminderSchema,
    {
      odo_export: [[], version],
      reminder_id: [["_id"], (reminder) => reminder._id],
      vehicle_id: [["vehicle"], (reminder) => reminder.vehicle],
      title: [["title"], (reminder) => reminder.title],
      maintenance_type: [["maintenanceType"], (reminder) => reminder.maintenanceType],
      adjustment: [["adjustment"], (reminder) => reminder.adjustment],
      due_odometer: [["dueKm"], (reminder) => reminder.dueKm],
      due_date: [["dueDate"], (reminder) => reminder.dueDate],
      every_distance: [["everyKm"], (reminder) => reminder.everyKm],
      every_months: [["everyMonths"], (reminder) => reminder.everyMonths],
      distance_unit: [[], km],
    },
    ["lastDoneKm", "lastDoneDate", "doneAt", "snoozedUntil", "dismissed", "createdBy", "createdAt", "updatedAt"],
  ),
};

export type OdoCsvFile = keyof typeof odoCsv;

/** The header of each CSV file; the first column of every file is the format's version. */
export const odoCsvHeaders: { readonly [File in OdoCsvFile]: readonly string[] } = {
  vehicles: odoCsv.vehicles.header,
  refuels: odoCsv.refuels.header,
  maintenances: odoCsv.maintenances.header,
  expenses: odoCsv.expenses.header,
  attachments: odoCsv.attachments.header,
  reminders: odoCsv.reminders.header,
  tyre_sets: odoCsv.tyre_sets.header,
  tyre_events: odoCsv.tyre_events.header,
  tread_readings: odoCsv.tread_readings.header,
};

/**
 * The CSV export: one file per record type, English headers, ISO-8601 dates in UTC, dot decimals,
 * distances in km and volumes in litres with the unit in its own column, each amount beside its
 * currency, and who logged each maintenance.
 */
export function odoCsvFiles(histories: readonly VehicleRecords[]): Record<OdoCsvFile, string> {
  const rows = <Entry>(file: CsvFile<Entry, Vehicle, string>, pick: (history: VehicleRecords) => readonly Entry[]) =>
    csvText([
      file.header,
      ...histories.flatMap((history) => pick(history).map((entry) => file.row(entry, history.vehicle))),
    ]);
  return {
    vehicles: rows(odoCsv.vehicles, ({ vehicle }) => [vehicle]),
    refuels: rows(odoCsv.refuels, ({ refuels }) => byDate(refuels)),
    maintenances: rows(odoCsv.maintenances, ({ maintenances }) => byDate(maintenances)),
    expenses: rows(odoCsv.expenses, ({ expenses }) => byDate(expenses)),
    attachments: rows(odoCsv.attachments, ({ attachments = [] }) => attachments),
    reminders: rows(odoCsv.reminders, ({ reminders }) => reminders),
    tyre_sets: rows(odoCsv.tyre_sets, ({ tyreSets = [] }) => tyreSets),
    tyre_events: rows(odoCsv.tyre_events, ({ tyreEvents = [] }) => byDate(tyreEvents)),
    tread_readings: rows(odoCsv.tread_readings, ({ treadReadings = [] }) => byDate(treadReadings)),
  };
}

const stamp = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The export as files to hand over: the CSVs under a dated folder, to be zipped into `zipName`
 * (the app and the server zip them alike), and the JSON backup.
 */
export function odoExportFiles(
  histories: readonly VehicleRecords[],
  now: Date,
): { zipName: string; files: { path: string; text: string }[] } {
  const folder = `odo-export-${stamp(now)}`;
  const files = Object.entries(odoCsvFiles(histories)).map(([name, text]) => ({ path: `${folder}/${name}.csv`, text }));
  return { zipName: `${folder}.zip`, files };
}

export function odoBackupFile(histories: readonly VehicleRecords[], now: Date): { name: string; text: string } {
  return { name: `odo-backup-${stamp(now)}.json`, text: `${JSON.stringify(odoBackup(histories, now), null, 1)}\n` };
}
