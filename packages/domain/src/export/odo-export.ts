import { z } from "zod";
import { type Maintenance, maintenanceSchema } from "../maintenance/maintenance.js";
import { refuelReading } from "../refuel/reading.js";
import { type Refuel, refuelSchema } from "../refuel/refuel.js";
import { type Reminder, reminderSchema } from "../reminder/reminder.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { currencyOf } from "../units/units.js";
import { type Vehicle, vehicleSchema } from "../vehicle/vehicle.js";
import { csvText } from "./csv-writer.js";

/**
 * Odo's export, documented in the README ("Export format"). Bump the version when a column or a
 * field changes meaning; readers refuse versions they do not know.
 */
export const odoExportVersion = 1;

export const backupVehicleSchema = z.object({
  vehicle: vehicleSchema.omit({ access: true }),
  maintenances: z.array(maintenanceSchema),
  refuels: z.array(refuelSchema),
  reminders: z.array(reminderSchema),
});
export type BackupVehicle = z.infer<typeof backupVehicleSchema>;

/** The JSON backup: everything the account's vehicles hold, re-importable without loss. */
export const odoBackupSchema = z.object({
  format: z.literal("odo-backup"),
  version: z.literal(odoExportVersion),
  exportedAt: isoDateTimeSchema,
  vehicles: z.array(backupVehicleSchema),
});
export type OdoBackup = z.infer<typeof odoBackupSchema>;

export interface VehicleRecords {
  vehicle: Vehicle;
  maintenances: readonly Maintenance[];
  refuels: readonly Refuel[];
  reminders: readonly Reminder[];
}

const byDate = <Entry extends { date: string }>(entries: readonly Entry[]) =>
  [...entries].sort((a, b) => a.date.localeCompare(b.date));

export function odoBackup(histories: readonly VehicleRecords[], now: Date): OdoBackup {
  return {
    format: "odo-backup",
    version: odoExportVersion,
    exportedAt: now.toISOString(),
    vehicles: histories.map(({ vehicle, maintenances, refuels, reminders }) => {
      const { access: _access, ...own } = vehicle;
      return { vehicle: own, maintenances: byDate(maintenances), refuels: byDate(refuels), reminders: [...reminders] };
    }),
  };
}

/** The header of each CSV file; the first column of every file is the format's version. */
export const odoCsvHeaders = {
  vehicles: [
    "odo_export",
    "vehicle_id",
    "vehicle_type",
    "manufacture",
    "model",
    "year",
    "plate",
    "power_source",
    "fuel",
    "odometer",
    "distance_unit",
  ],
  refuels: [
    "odo_export",
    "refuel_id",
    "vehicle_id",
    "date",
    "odometer",
    "distance_unit",
    "quantity",
    "volume_unit",
    "amount",
    "currency",
    "full_tank",
    "missed_previous",
    "fuel",
    "station",
    "location",
  ],
  maintenances: [
    "odo_export",
    "maintenance_id",
    "vehicle_id",
    "date",
    "odometer",
    "distance_unit",
    "type",
    "adjustments",
    "description",
    "amount",
    "currency",
    "logged_by",
  ],
  reminders: [
    "odo_export",
    "reminder_id",
    "vehicle_id",
    "title",
    "maintenance_type",
    "adjustment",
    "due_odometer",
    "due_date",
    "every_distance",
    "every_months",
    "distance_unit",
  ],
} as const;

export type OdoCsvFile = keyof typeof odoCsvHeaders;

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
 * The CSV export: one file per record type, English headers, ISO-8601 dates in UTC, dot decimals,
 * distances in km and volumes in litres with the unit in its own column, each amount beside its
 * currency, and who logged each maintenance.
 */
export function odoCsvFiles(histories: readonly VehicleRecords[]): Record<OdoCsvFile, string> {
  const version = odoExportVersion;
  const vehicles = histories.map(({ vehicle }) => [
    version,
    vehicle._id,
    vehicle.vehicleType,
    vehicle.manufacture,
    vehicle.model,
    vehicle.year,
    vehicle.plateNumber,
    vehicle.type,
    vehicle.energyType,
    vehicle.displacement,
    "km",
  ]);
  const refuels = histories.flatMap(({ refuels }) =>
    byDate(refuels).map((refuel) => [
      version,
      refuel._id,
      refuel.vehicle,
      refuel.date,
      refuelReading(refuel),
      "km",
      refuel.quantity,
      "l",
      refuel.amount,
      currencyOf(refuel),
      refuel.fullTank !== false,
      refuel.missedPrevious === true,
      refuel.fuel,
      refuel.gasStation.name,
      refuel.gasStation.location,
    ]),
  );
  const maintenances = histories.flatMap(({ vehicle, maintenances }) =>
    byDate(maintenances).map((maintenance) => [
      version,
      maintenance._id,
      maintenance.vehicle,
      maintenance.date,
      maintenance.kms,
      "km",
      maintenance.type,
      maintenance.adjustments.join(" "),
      maintenance.description,
      maintenance.amount,
      maintenance.amount === null ? null : currencyOf(maintenance),
      loggedByCell(maintenanceAuthor(maintenance, vehicle.user._id)),
    ]),
  );
  const reminders = histories.flatMap(({ reminders }) =>
    reminders.map((reminder) => [
      version,
      reminder._id,
      reminder.vehicle,
      reminder.title,
      reminder.maintenanceType,
      reminder.adjustment,
      reminder.dueKm,
      reminder.dueDate,
      reminder.everyKm,
      reminder.everyMonths,
      "km",
    ]),
  );
  return {
    vehicles: csvText([odoCsvHeaders.vehicles, ...vehicles]),
    refuels: csvText([odoCsvHeaders.refuels, ...refuels]),
    maintenances: csvText([odoCsvHeaders.maintenances, ...maintenances]),
    reminders: csvText([odoCsvHeaders.reminders, ...reminders]),
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
