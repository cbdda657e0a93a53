import {
  type AuthoredMaintenance,
  type Expense,
  type ImportPlan,
  type MutationArgsInput,
  type MutationName,
  maintenanceAsInput,
  mutationArgsSchemas,
  type Refuel,
  type Reminder,
  refuelAsInput,
  type TreadReading,
  type TyreEvent,
  type TyreSet,
  type Vehicle,
} from "@odo/domain";
import { type AttachTarget, attachFile } from "../../shared/sync/attach-files.js";
import { commitBulk } from "../../shared/sync/bulk-commit.js";
import type { OdoDatabase, OutboxEntry } from "../../shared/sync/db.js";

export interface ImportedCounts {
  vehicles: number;
  refuels: number;
  maintenances: number;
  expenses: number;
  /** Tyre sets a backup or another app's file brought, with their changes. */
  tyreSets: number;
  /** Receipts, photos and papers a backup ZIP brought back. */
  files: number;
}

/**
 * A backup ZIP's files, on the entries and vehicles just imported: each kept on the device and
 * uploaded like a photo taken here (the server checks it against its record). One a JSON backup
 * names without holding it is left out.
 */
async function restoreFiles(db: OdoDatabase, plan: ImportPlan, files: ReadonlyMap<string, Blob>): Promise<number> {
  let restored = 0;
  for (const planned of plan.vehicles) {
    for (const { create, path } of planned.files) {
      const blob = files.get(path);
      if (!blob) continue;
      const { _id, ...record } = create;
      await attachFile(db, planned.vehicle._id, record as AttachTarget, {
        blob,
        mediaType: create.mediaType,
        bytes: create.bytes,
        sha256: create.sha256,
        name: create.name,
        width: create.width,
        height: create.height,
        thumbnail: create.thumbnail,
        takenAt: create.takenAt,
      });
      restored += 1;
    }
  }
  return restored;
}

const refuelArgs = (refuel: Refuel): MutationArgsInput<"refuel.create"> => ({
  vehicleId: refuel.vehicle,
  refuel: { ...refuelAsInput(refuel), _id: refuel._id },
});

const maintenanceArgs = (maintenance: AuthoredMaintenance): MutationArgsInput<"maintenance.create"> => ({
  vehicleId: maintenance.vehicle,
  maintenance: { ...maintenanceAsInput(maintenance), _id: maintenance._id },
  ...(maintenance.importedFrom ? { importedFrom: maintenance.importedFrom } : {}),
});

/**
 * Writes a whole import in one IndexedDB transaction: every row and one outbox entry per row,
 * in date order, so the server applies them as the device checked them. All or nothing: a
 * failure leaves the device as it was. The sync engine then pushes the outbox in batches.
 */
export async function commitImport(
  db: OdoDatabase,
  plan: ImportPlan,
  now = new Date(),
  files: ReadonlyMap<string, Blob> = new Map(),
): Promise<ImportedCounts> {
  const createdAt = now.toISOString();
  const outbox: OutboxEntry[] = [];
  const vehicles: Vehicle[] = [];
  const refuels: Refuel[] = [];
  const maintenances: AuthoredMaintenance[] = [];
  const reminders: Reminder[] = [];
  const expenses: Expense[] = [];
  const tyreSets: TyreSet[] = [];
  const tyreEvents: TyreEvent[] = [];
  const treadReadings: TreadReading[] = [];
  const entry = <N extends MutationName>(name: N, args: MutationArgsInput<N>, before: OutboxEntry["before"]) => {
    mutationArgsSchemas[name].parse(args);
    outbox.push({ name, args, before, createdAt });
  };
  for (const planned of plan.vehicles) {
    const vehicleId = planned.vehicle._id;
    if (planned.create) {
      entry("vehicle.create", planned.create, [{ table: "vehicles", key: vehicleId, value: null }]);
      vehicles.push(planned.vehicle);
      const restored = planned.restored;
      if (restored?.patch) entry("vehicle.update", { _id: vehicleId, patch: restored.patch }, []);
      if (restored?.settings) entry("vehicle.settings", { _id: vehicleId, settings: restored.settings }, []);
    } else if (planned.odometerKm > planned.vehicle.displacement) {
      vehicles.push({ ...planned.vehicle, displacement: planned.odometerKm, updatedAt: createdAt });
    }
    // A backup's tyre sets first: its moves and readings, in date order with the rest, name them.
    const tyres = planned.restored?.tyres ?? { sets: [], events: [], readings: [] };
    for (const { create, set } of tyres.sets) {
      entry("tyreSet.create", { vehicleId, set: create }, [{ table: "tyreSets", key: set._id, value: null }]);
      tyreSets.push(set);
    }
    const dated = [
      ...planned.refuels.map((refuel) => ({ date: refuel.date, refuel })),
      ...planned.maintenances.map((maintenance) => ({ date: maintenance.date, maintenance })),
      ...planned.expenses.map((expense) => ({ date: expense.expense.date, expense })),
      ...tyres.events.map((tyreEvent) => ({ date: tyreEvent.event.date, tyreEvent })),
      ...tyres.readings.map((tread) => ({ date: tread.reading.date, tread })),
    ].sort((a, b) => a.date.localeCompare(b.date));
    for (const item of dated) {
      if ("tyreEvent" in item) {
        const { create, event } = item.tyreEvent;
        entry("tyreEvent.create", { vehicleId, event: create }, [{ table: "tyreEvents", key: event._id, value: null }]);
        tyreEvents.push(event);
      } else if ("tread" in item) {
        const { create, reading } = item.tread;
        entry("treadReading.create", { vehicleId, reading: create }, [
          { table: "treadReadings", key: reading._id, value: null },
        ]);
        treadReadings.push(reading);
      } else if ("expense" in item) {
        const { create, expense } = item.expense;
        entry("expense.create", { vehicleId, expense: create }, [{ table: "expenses", key: expense._id, value: null }]);
        expenses.push(expense);
      } else if ("refuel" in item) {
        entry("refuel.create", refuelArgs(item.refuel), [{ table: "refuels", key: item.refuel._id, value: null }]);
        refuels.push(item.refuel);
      } else {
        const { maintenance } = item;
        entry("maintenance.create", maintenanceArgs(maintenance), [
          { table: "maintenances", key: maintenance._id, value: null },
        ]);
        maintenances.push(maintenance);
      }
    }
    // A set retired in the backup is retired once its moves and readings are in.
    for (const { set, retired } of tyres.sets) {
      if (retired) entry("tyreSet.update", { _id: set._id, patch: { retired: true } }, []);
    }
    for (const restored of planned.restored?.reminders ?? []) {
      const key = restored.reminder._id;
      entry("reminder.create", { vehicleId, reminder: restored.create }, [{ table: "reminders", key, value: null }]);
      if (restored.complete) entry("reminder.complete", restored.complete, []);
      if (restored.dismissed) entry("reminder.update", { _id: key, patch: { dismissed: true } }, []);
      reminders.push(restored.reminder);
    }
  }
  await commitBulk(
    db,
    { vehicles, refuels, maintenances, reminders, expenses, tyreSets, tyreEvents, treadReadings },
    outbox,
  );
  return {
    vehicles: plan.vehicles.filter((planned) => planned.create).length,
    refuels: refuels.length,
    maintenances: maintenances.length,
    expenses: expenses.length,
    tyreSets: tyreSets.length,
    // After the entries: their files' records follow them in the outbox.
    files: await restoreFiles(db, plan, files),
  };
}
