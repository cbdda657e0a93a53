import { historyTimeline, type TimelineNeighbours, timelineNeighbours, type Vehicle } from "@odo/domain";
import Dexie from "dexie";
import type { OdoDatabase } from "./db.js";
import {
  type EntryHistory,
  type EntryOf,
  type EntryTable,
  entryTables,
  historyIn,
  idsIn,
  noEntries,
} from "./entry-records.js";

/** The IndexedDB tables a write of entries needs in its transaction. */
export const entryStores = (db: OdoDatabase) => [db.entryRecords, db.entryIds];

const primaryKey = "[vehicle+year+part]";
const { minKey, maxKey } = Dexie;

export const recordsOfVehicle = (db: OdoDatabase, vehicleId: string) =>
  db.entryRecords.where(primaryKey).between([vehicleId, minKey], [vehicleId, maxKey]);

export const recordsOfYear = (db: OdoDatabase, vehicleId: string, year: string) =>
  db.entryRecords.where(primaryKey).between([vehicleId, year, minKey], [vehicleId, year, maxKey]);

export const idRecordsOfVehicle = (db: OdoDatabase, vehicleId: string) =>
  db.entryIds.where(primaryKey).between([vehicleId, minKey], [vehicleId, maxKey]);

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
 * The entries with a vehicle's two highest readings of each kind (and maybe a few more), read from
 * the two records the [vehicle+topKm] index names: the odometer, and a new reading's check.
 */
export async function highestReadings(db: OdoDatabase, vehicleId: string): Promise<EntryHistory> {
  const top = await db.entryIds
    .where("[vehicle+topKm]")
    .between([vehicleId, minKey], [vehicleId, maxKey])
    .reverse()
    .limit(2)
    .toArray();
  return historyIn(top.map((ids) => ids.tops));
}

/** A vehicle's entries dated after `date`: only the records whose latest date is later are read. */
export async function entriesAfter(db: OdoDatabase, vehicleId: string, date: string): Promise<EntryHistory> {
  const later = await db.entryIds
    .where("[vehicle+lastDate]")
    .between([vehicleId, date], [vehicleId, maxKey], false, true)
    .toArray();
  if (later.length === 0) return noEntries();
  const records = await db.entryRecords.bulkGet(later.map((ids) => [ids.vehicle, ids.year, ids.part]));
  const history = historyIn(records.filter((record) => record !== undefined));
  return Object.fromEntries(
    entryTables.map((table) => [table, history[table].filter((entry) => entry.date > date)]),
  ) as unknown as EntryHistory;
}

/** One entry of a vehicle, or undefined when the device has none with that id. */
export async function entryOf<T extends EntryTable>(
  db: OdoDatabase,
  table: T,
  vehicleId: string,
  id: string,
): Promise<EntryOf[T] | undefined> {
  // The ids say which record holds it: one record is read, not the vehicle's history.
  const holder = (await idRecordsOfVehicle(db, vehicleId).toArray()).find((ids) => idsIn(ids, table).includes(id));
  if (!holder) return undefined;
  const record = await db.entryRecords.get([holder.vehicle, holder.year, holder.part]);
  return (record?.[table] as EntryOf[T][] | undefined)?.find((entry) => entry._id === id);
}

/** An entry by its id alone, its vehicle unknown: the ids beside every record are searched. */
export async function entryById<T extends EntryTable>(
  db: OdoDatabase,
  table: T,
  id: string,
): Promise<EntryOf[T] | undefined> {
  const holder = (await db.entryIds.toArray()).find((ids) => idsIn(ids, table).includes(id));
  const record = holder && (await db.entryRecords.get([holder.vehicle, holder.year, holder.part]));
  return (record?.[table] as EntryOf[T][] | undefined)?.find((entry) => entry._id === id);
}

/**
 * The neighbours on the device of a reading dated `date` (docs/architecture.md "Odometer timeline"),
 * found as the domain's `timelineNeighbours` finds them. A reading dated now, the usual case,
 * reads almost nothing: no record's latest date comes after it, and the odometer needs only the
 * highest readings, kept beside the records. A backfill reads the vehicle's history. `edited`
 * leaves out the entry being edited.
 */
export async function neighboursOnDevice(
  db: OdoDatabase,
  vehicle: Vehicle,
  date: string,
  edited?: { _id: string },
): Promise<TimelineNeighbours> {
  const candidate = { _id: edited?._id, date };
  const after = await entriesAfter(db, vehicle._id, date);
  const later = historyTimeline(after).filter(
    (entry) => entry._id !== edited?._id && entry.km !== null && entry.km !== undefined,
  );
  if (later.length > 0)
    return timelineNeighbours(candidate, vehicle, historyTimeline(await historyOf(db, vehicle._id)));
  // The two highest of each kind: the highest may be the entry being edited. An edited entry
  // below them never held the odometer, so leaving it unread changes nothing.
  return timelineNeighbours(candidate, vehicle, historyTimeline(await highestReadings(db, vehicle._id)));
}
