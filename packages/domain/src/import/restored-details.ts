import type { BackupVehicle } from "../export/odo-export.js";
import {
  completedReminder,
  newReminder,
  type Reminder,
  type ReminderComplete,
  type ReminderCreate,
  reminderCreateSchema,
} from "../reminder/reminder.js";
import { type VehicleUpdate, vehicleUpdateSchema } from "../vehicle/update.js";
import type { Vehicle } from "../vehicle/vehicle.js";

/** A reminder of a backup, as the mutations that bring it back: create, then done or dismissed. */
export interface RestoredReminder {
  create: ReminderCreate & { _id: string };
  complete?: ReminderComplete | undefined;
  dismissed: boolean;
  /** The row as it ends up. */
  reminder: Reminder;
}

/** What Odo's backup holds beyond the entries, for a vehicle it creates: details, settings, reminders. */
export interface RestoredDetails {
  patch?: VehicleUpdate | undefined;
  settings?: { maintenanceInterval: number; resetMaintenanceType: string } | undefined;
  reminders: RestoredReminder[];
}

const detailFields = ["color", "passengers", "bodySerial", "boughtDate", "insuranceDate", "taxesDate"] as const;

/**
 * A backed-up vehicle's details, settings and reminders, to restore on the new vehicle the backup
 * goes to, so the backup comes back without loss. Reminders keep when they were last done and
 * whether they were dismissed; a snooze, which ends within a week, is not kept.
 */
export function restoredDetails(
  record: BackupVehicle,
  vehicle: Pick<Vehicle, "_id">,
  context: { authorId: string; now: string; newId: () => string },
): RestoredDetails {
  const given = Object.fromEntries(
    detailFields.flatMap((field) => (record.vehicle[field] === null ? [] : [[field, record.vehicle[field]]])),
  );
  const patch = Object.keys(given).length > 0 ? vehicleUpdateSchema.safeParse(given) : undefined;
  const { maintenanceInterval, resetMaintenanceType } = record.vehicle.settings;
  const reminders = record.reminders.flatMap((backedUp): RestoredReminder[] => {
    const parsed = reminderCreateSchema.safeParse({
      title: backedUp.title ?? undefined,
      adjustment: backedUp.adjustment ?? undefined,
      maintenanceType: backedUp.maintenanceType ?? undefined,
      dueKm: backedUp.dueKm ?? undefined,
      dueDate: backedUp.dueDate ?? undefined,
      everyKm: backedUp.everyKm ?? undefined,
      everyMonths: backedUp.everyMonths ?? undefined,
    });
    if (!parsed.success) return [];
    const create = { ...parsed.data, _id: context.newId() };
    const doneDate = backedUp.doneAt ?? backedUp.lastDoneDate;
    const complete = doneDate ? { _id: create._id, km: backedUp.lastDoneKm ?? undefined, date: doneDate } : undefined;
    const created = newReminder(parsed.data, {
      _id: create._id,
      vehicleId: vehicle._id,
      authorId: context.authorId,
      now: context.now,
    });
    const done = complete ? completedReminder(created, complete, context.now) : created;
    return [{ create, complete, dismissed: backedUp.dismissed, reminder: { ...done, dismissed: backedUp.dismissed } }];
  });
  return {
    patch: patch?.success ? patch.data : undefined,
    settings:
      maintenanceInterval !== null && resetMaintenanceType !== null
        ? { maintenanceInterval, resetMaintenanceType }
        : undefined,
    reminders,
  };
}
