import type { BackupVehicle } from "../export/odo-export.js";
import {
  completedReminder,
  newReminder,
  type Reminder,
  type ReminderComplete,
  type ReminderCreate,
  reminderCreateSchema,
} from "../reminder/reminder.js";
import { recordAsInput } from "../shared/record-fields.js";
import {
  newTreadReading,
  type TreadReading,
  type TreadReadingCreate,
  treadReadingCreateSchema,
} from "../tyre/tread-reading.js";
import { newTyreEvent, type TyreEvent, type TyreEventCreate, tyreEventCreateSchema } from "../tyre/tyre-event.js";
import { newTyreSet, type TyreSet, type TyreSetCreate, tyreSetCreateSchema } from "../tyre/tyre-set.js";
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

/**
 * A backup's tyres as the mutations that bring them back, each with a new id: the sets (and
 * whether one was retired), then the moves and readings, which name the sets' new ids.
 */
export interface RestoredTyres {
  sets: { create: TyreSetCreate & { _id: string }; retired: boolean; set: TyreSet }[];
  events: { create: TyreEventCreate & { _id: string }; event: TyreEvent }[];
  readings: { create: TreadReadingCreate & { _id: string }; reading: TreadReading }[];
}

/** What Odo's backup holds beyond the entries, for a vehicle it creates: details, settings, reminders, tyres. */
export interface RestoredDetails {
  patch?: VehicleUpdate | undefined;
  settings?: { maintenanceInterval: number; resetMaintenanceType: string } | undefined;
  reminders: RestoredReminder[];
  tyres: RestoredTyres;
}

type Context = { authorId: string; now: string; newId: () => string };

/** A backup's tyre sets, moves and readings on the new vehicle: a set's tyres keep their keys. */
function restoredTyres(record: BackupVehicle, vehicleId: string, context: Context): RestoredTyres {
  const setIds = new Map<string, string>();
  const made = { _id: "", vehicleId, authorId: context.authorId, now: context.now };
  const sets = record.tyreSets.flatMap((backedUp): RestoredTyres["sets"] => {
    const parsed = tyreSetCreateSchema.safeParse(recordAsInput(tyreSetCreateSchema, backedUp));
    if (!parsed.success) return [];
    const create = { ...parsed.data, _id: context.newId() };
    setIds.set(backedUp._id, create._id);
    const set = newTyreSet(parsed.data, { ...made, _id: create._id, currency: backedUp.currency });
    return [{ create, retired: backedUp.retired, set: { ...set, retired: backedUp.retired } }];
  });
  const renamed = <T extends { set: string }>(rows: readonly T[]) =>
    rows.flatMap((row) => {
      const set = setIds.get(row.set);
      return set ? [{ ...row, set }] : [];
    });
  const events = record.tyreEvents.flatMap((backedUp): RestoredTyres["events"] => {
    const input = recordAsInput(tyreEventCreateSchema, { ...backedUp, moves: renamed(backedUp.moves) });
    const parsed = tyreEventCreateSchema.safeParse(input);
    if (!parsed.success) return [];
    const create = { ...parsed.data, _id: context.newId() };
    return [{ create, event: newTyreEvent(parsed.data, { ...made, _id: create._id }) }];
  });
  const readings = record.treadReadings.flatMap((backedUp): RestoredTyres["readings"] => {
    const input = recordAsInput(treadReadingCreateSchema, { ...backedUp, depths: renamed(backedUp.depths) });
    const parsed = treadReadingCreateSchema.safeParse(input);
    if (!parsed.success) return [];
    const create = { ...parsed.data, _id: context.newId() };
    return [{ create, reading: newTreadReading(parsed.data, { ...made, _id: create._id }) }];
  });
  return { sets, events, readings };
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
  context: Context,
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
    tyres: restoredTyres(record, vehicle._id, context),
  };
}
