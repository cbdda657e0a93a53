import type { OdoDatabase } from "./db.js";
import {
  type EntryHistory,
  type EntryOf,
  type EntryTable,
  historyIn,
  idRecordsOfVehicle,
  maxKey,
  minKey,
  monthOf,
  primaryKey,
  recordsOfVehicle,
} from "./entry-records.js";

/** Every entry of a vehicle, month by month (oldest month first). */
export async function historyOf(db: OdoDatabase, vehicleId: string): Promise<EntryHistory> {
  return historyIn(await recordsOfVehicle(db, vehicleId).toArray());
}

/** Every entry of these vehicles. */
export async function historyOfVehicles(db: OdoDatabase, vehicleIds: readonly string[]): Promise<EntryHistory> {
  const records = await Promise.all(vehicleIds.map((id) => recordsOfVehicle(db, id).toArray()));
  return historyIn(records.flat());
}

/** Every entry on the device. */
export async function everyEntry(db: OdoDatabase): Promise<EntryHistory> {
  return historyIn(await db.entryMonths.toArray());
}

/**
 * The two records holding a vehicle's highest readings: the highest and the next one are among
 * their entries, which is what the odometer and a new reading's check need.
 */
export async function recordsWithTopReadings(db: OdoDatabase, vehicleId: string): Promise<EntryHistory> {
  const records = await db.entryMonths
    .where("[vehicle+topKm]")
    .between([vehicleId, minKey], [vehicleId, maxKey])
    .reverse()
    .limit(2)
    .toArray();
  return historyIn(records);
}

/** A vehicle's entries in the month of `date` and after (the caller compares the dates themselves). */
export async function historyFromMonthOf(db: OdoDatabase, vehicleId: string, date: string): Promise<EntryHistory> {
  const records = await db.entryMonths
    .where(primaryKey)
    .between([vehicleId, monthOf(date)], [vehicleId, maxKey])
    .toArray();
  return historyIn(records);
}

/** One entry of a vehicle, or undefined when the device has none with that id. */
export async function entryOf<T extends EntryTable>(
  db: OdoDatabase,
  table: T,
  vehicleId: string,
  id: string,
): Promise<EntryOf[T] | undefined> {
  // The ids say which record holds it: one record is read, not the vehicle's history.
  const holder = (await idRecordsOfVehicle(db, vehicleId).toArray()).find((ids) => ids[table].split(" ").includes(id));
  if (!holder) return undefined;
  const record = await db.entryMonths.get([holder.vehicle, holder.month, holder.part]);
  return (record?.[table] as EntryOf[T][] | undefined)?.find((entry) => entry._id === id);
}
