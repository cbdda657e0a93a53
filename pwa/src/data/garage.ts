import {
  type Attachment,
  type Expense,
  kmReadings,
  latestPayment,
  type Maintenance,
  odometerKm,
  type Refuel,
  type Reminder,
  type TreadReading,
  type TyreEvent,
  type TyreSet,
  type Vehicle,
  type VehicleLimits,
  vehicleLimitsFor,
  vehicleLimitsSchema,
} from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect } from "react";
import { api } from "../shared/session/api.js";
import { useDatabase } from "../shared/sync/context.js";
import { hasSyncedOnce, type OdoDatabase, readMeta, writeMeta } from "../shared/sync/db.js";
import { entryOf, highestReadings, historyOf } from "../shared/sync/entry-reads.js";
import type { EntryTable } from "../shared/sync/entry-records.js";
import { useOnline } from "../shared/sync/use-online.js";

/**
 * A vehicle from the device: undefined while reading, null when it is not (or no longer) here.
 * A new device online has not read its vehicles before its first pull: a sign-in that leads
 * straight to a vehicle waits for it there instead of saying "Vehicle not found".
 */
export function useVehicle(id: string): Vehicle | null | undefined {
  const db = useDatabase();
  const online = useOnline();
  const read = useLiveQuery(
    async () => (await db.vehicles.get(id)) ?? ((await hasSyncedOnce(db)) ? null : "before first pull"),
    [db, id],
  );
  if (read === "before first pull") return online ? undefined : null;
  return read;
}

/**
 * One entry of a vehicle: undefined while reading, null when the device has none
 * (or no id is given).
 */
export function useEntry<T extends EntryTable>(table: T, vehicleId: string, id: string | undefined) {
  const db = useDatabase();
  return useLiveQuery(
    async () => (id ? ((await entryOf(db, table, vehicleId, id)) ?? null) : null),
    [db, table, vehicleId, id],
  );
}

export interface History {
  maintenances: Maintenance[];
  refuels: Refuel[];
  reminders: Reminder[];
  /** Empty for a role that sees no money: they never reach its device. */
  expenses: Expense[];
  /** The vehicle's papers (an inspection certificate's expiry is due like insurance). */
  papers: Attachment[];
  tyreSets: TyreSet[];
  /** Tyres on, off and moved, oldest first (the order they happened in). */
  tyreEvents: TyreEvent[];
  treadReadings: TreadReading[];
}

// ISO dates sort as plain strings; the code-unit comparison is many times quicker than a locale's.
const newestFirst = (a: { date: string }, b: { date: string }) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/** A vehicle's papers: its insurance policy, registration and inspection certificates. */
export function papersOf(db: OdoDatabase, vehicleId: string): Promise<Attachment[]> {
  return db.attachments
    .where("vehicle")
    .equals(vehicleId)
    .filter((attachment) => attachment.purpose === "paper")
    .toArray();
}

/** A vehicle's maintenances, refuels and expenses, newest first, its reminders, papers and tyres. */
export function useHistory(vehicleId: string): History | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const [{ maintenances, refuels, expenses, tyreEvents, treadReadings }, reminders, papers, tyreSets] =
      await Promise.all([
        historyOf(db, vehicleId),
        db.reminders.where("vehicle").equals(vehicleId).toArray(),
        papersOf(db, vehicleId),
        db.tyreSets.where("vehicle").equals(vehicleId).toArray(),
      ]);
    // Stored oldest year first: reversed, the lists are close to sorted, which the sort runs through.
    return {
      maintenances: maintenances.reverse().sort(newestFirst),
      refuels: refuels.reverse().sort(newestFirst),
      reminders,
      expenses: expenses.sort(newestFirst),
      papers,
      tyreSets,
      tyreEvents: tyreEvents.sort((a, b) => -newestFirst(a, b)),
      treadReadings: treadReadings.sort(newestFirst),
    };
  }, [db, vehicleId]);
}

/** The odometer: the highest of the vehicle's km and every reading (docs/architecture.md). */
export function currentOdometer(vehicle: Vehicle, history: History): number {
  return odometerKm(vehicle, kmReadings(history.maintenances, history.refuels, history.expenses));
}

/**
 * The odometer without reading the whole history: the highest readings are kept beside the
 * records. The add forms use it, so saving stays quick.
 */
export function useOdometer(vehicle: Vehicle | null | undefined): number | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!vehicle) return undefined;
    const { maintenances, refuels, expenses } = await highestReadings(db, vehicle._id);
    return odometerKm(vehicle, kmReadings(maintenances, refuels, expenses));
  }, [db, vehicle]);
}

/**
 * Limits for the add-vehicle pre-check: the plan's table as the server last sent it (refreshed
 * when online), with the counts of the vehicles on this device, unsent ones included.
 */
export function useVehicleLimits(ownerId: string, plan: VehicleLimits["plan"]): VehicleLimits | undefined {
  const db = useDatabase();
  useEffect(() => {
    api<{ payload?: unknown }>("/vehicles/limits")
      .then(async (reply) => {
        const parsed = vehicleLimitsSchema.safeParse(reply.body.payload);
        if (reply.status === 200 && parsed.success) await writeMeta(db, "limits", parsed.data);
      })
      .catch(() => undefined);
  }, [db]);
  return useLiveQuery(async () => {
    const [vehicles, cached] = await Promise.all([db.vehicles.toArray(), readMeta<VehicleLimits>(db, "limits")]);
    const owned = vehicles.filter((vehicle) => vehicle.user._id === ownerId).map((vehicle) => vehicle.vehicleType);
    const local = vehicleLimitsFor(plan, owned);
    return cached && cached.plan === plan ? { ...local, limits: cached.limits } : local;
  }, [db, ownerId, plan]);
}

/** Every vehicle on the device, oldest added first: the garage as the home screen lists it. */
export function useGarageVehicles(): Vehicle[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.vehicles.orderBy("createdAt").toArray(), [db]);
}

/** The user's own vehicles, by name: a vehicle shared with them is its owner's to configure. */
export function useOwnVehiclesByName(ownerId: string): Vehicle[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () => db.vehicles.filter((vehicle) => vehicle.user._id === ownerId).sortBy("fullname"),
    [db, ownerId],
  );
}

/** Every reminder on the device, of every vehicle. */
export function useEveryReminder(): Reminder[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.reminders.toArray(), [db]);
}

/** Every tyre set on the device, of every vehicle. */
export function useEveryTyreSet(): TyreSet[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.tyreSets.toArray(), [db]);
}

/** A vehicle's recurring expense and its latest payment, whose amount the next one is offered at. */
export function useSeriesWithLatest(vehicleId: string, seriesId: string | undefined) {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!seriesId) return null;
    const { expenses } = await historyOf(db, vehicleId);
    const series = expenses.find((expense) => expense._id === seriesId);
    return series ? { series, last: latestPayment(series, expenses) } : null;
  }, [db, vehicleId, seriesId]);
}

/** A vehicle this device holds (its user's or one shared with them), if it does. */
export function vehicleOnDevice(db: OdoDatabase, id: string): Promise<Vehicle | undefined> {
  return db.vehicles.get(id);
}

/** What the device knows the account holds: vehicles owned and shared, and changes not yet sent. */
export function useDeviceHoldings(meId: string) {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const vehicles = await db.vehicles.toArray();
    return {
      owned: vehicles.filter((vehicle) => vehicle.user._id === meId).length,
      shared: vehicles.filter((vehicle) => vehicle.user._id !== meId).length,
      unsent: await db.outbox.count(),
    };
  }, [db, meId]);
}

/** Whether the workshop left the owner a reminder since the visit began (the next service, set with its work). */
export async function setNextServiceSince(db: OdoDatabase, vehicleId: string, workshopId: string, since: string) {
  const reminders = await db.reminders.where("vehicle").equals(vehicleId).toArray();
  return reminders.some((reminder) => reminder.createdBy === workshopId && reminder.createdAt >= since);
}
