import type { OdoDatabase } from "./db.js";
import {
  type EntryHistory,
  type EntryOf,
  type EntryTable,
  historyIn,
  idRecordsOfVehicle,
  maxKey,
  minKey,
  primaryKey,
  recordsOfVehicle,
  yearOf,
} from "./entry-records.js";

/** Every entry of a vehicle, oldest year first. */
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
  return historyIn(await db.entryRecords.toArray());
}

/**
 * The two records holding a vehicle's highest readings: the highest and the next one are among
 * their entries, which is what the odometer and a new reading's check need.
 */
export async function recordsWithTopReadings(db: OdoDatabase, vehicleId: string): Promise<EntryHistory> {
  const records = await db.entryRecords
    .where("[vehicle+topKm]")
    .between([vehicleId, minKey], [vehicleId, maxKey])
    .reverse()
    .limit(2)
    .toArray();
  return historyIn(records);
}

/** A vehicle's entries dated in the year of `date` and after (the caller compares the dates). */
export async function historyFromYearOf(db: OdoDatabase, vehicleId: string, date: string): Promise<EntryHistory> {
  const records = await db.entryRecords
    .where(primaryKey)
    .between([vehicleId, yearOf(date)], [vehicleId, maxKey])
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
  const record = await db.entryRecords.get([holder.vehicle, holder.year, holder.part]);
  return (record?.[table] as EntryOf[T][] | undefined)?.find((entry) => entry._id === id);
}
