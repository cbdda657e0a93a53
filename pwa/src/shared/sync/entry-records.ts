import { kmReadings, type Maintenance, type Refuel } from "@odo/domain";
import Dexie from "dexie";
import type { OdoDatabase } from "./db.js";

/**
 * Maintenances and refuels are kept several to a record: a vehicle's entries dated in one year,
 * up to `entriesPerRecord` a record (a busy year takes several). IndexedDB's cost is per record and
 * per index entry: written one record each, a first pull of ten thousand entries could not pass
 * about 2,000 a second on a phone-class CPU. The bound keeps what a save rewrites small.
 */
export type EntryTable = "maintenances" | "refuels";
export const entryTables: readonly EntryTable[] = ["maintenances", "refuels"];
export type Entry = Maintenance | Refuel;
export type EntryOf = { maintenances: Maintenance; refuels: Refuel };

export interface EntryRecord {
  vehicle: string;
  /** `YYYY` of the entries' dates. */
  year: string;
  /** 0, 1, …: in the order the year's records were started. */
  part: number;
  maintenances: Maintenance[];
  refuels: Refuel[];
}

export const entriesPerRecord = 100;

export interface EntryHistory {
  maintenances: Maintenance[];
  refuels: Refuel[];
}

/**
 * What a record holds, kept beside it in a few hundred bytes, so the questions asked on every
 * form and every pull read these instead of entries: the ids as two strings (where a pulled entry
 * stands, which may have changed year or sit in an earlier record of its year); the highest
 * reading and the latest date, indexed; and the two entries with the highest readings of each
 * kind (the odometer, and a new reading's neighbours).
 */
export interface EntryIds {
  vehicle: string;
  year: string;
  part: number;
  maintenances: string;
  refuels: string;
  /** The highest km reading, 0 with none. */
  topKm: number;
  lastDate: string;
  tops: EntryHistory;
}

export const isEntryTable = (table: string): table is EntryTable => table === "maintenances" || table === "refuels";

/** The IndexedDB tables a write of entries needs in its transaction. */
export const entryStores = (db: OdoDatabase) => [db.entryRecords, db.entryIds];

export const yearOf = (date: string) => date.slice(0, 4);
export const sizeOf = (record: EntryRecord) => record.maintenances.length + record.refuels.length;
export const yearKey = (vehicle: string, year: string) => `${vehicle} ${year}`;

export const emptyRecord = (vehicle: string, year: string, part: number): EntryRecord => ({
  vehicle,
  year,
  part,
  maintenances: [],
  refuels: [],
});

/** The two entries with the highest readings; `km` reads an entry's as the domain does. */
function highestTwo<T>(entries: readonly T[], km: (entry: T) => number): T[] {
  return entries
    .map((entry) => ({ entry, km: km(entry) }))
    .sort((a, b) => b.km - a.km)
    .slice(0, 2)
    .map(({ entry }) => entry);
}

export function idsOf(record: EntryRecord): EntryIds {
  const { maintenances, refuels } = record;
  const kms = kmReadings(maintenances, refuels).map((reading) => reading.km ?? 0);
  const kmOfMaintenance = new Map(maintenances.map((entry, index) => [entry, kms[index] ?? 0]));
  const kmOfRefuel = new Map(refuels.map((entry, index) => [entry, kms[maintenances.length + index] ?? 0]));
  const dates = [...maintenances, ...refuels].map((entry) => entry.date);
  return {
    vehicle: record.vehicle,
    year: record.year,
    part: record.part,
    maintenances: maintenances.map((entry) => entry._id).join(" "),
    refuels: refuels.map((entry) => entry._id).join(" "),
    topKm: Math.max(0, ...kms),
    lastDate: dates.reduce((latest, date) => (date > latest ? date : latest), ""),
    tops: {
      maintenances: highestTwo(maintenances, (entry) => kmOfMaintenance.get(entry) ?? 0),
      refuels: highestTwo(refuels, (entry) => kmOfRefuel.get(entry) ?? 0),
    },
  };
}

export function historyIn(records: readonly EntryHistory[]): EntryHistory {
  return { maintenances: records.flatMap((r) => r.maintenances), refuels: records.flatMap((r) => r.refuels) };
}

const primaryKey = "[vehicle+year+part]";
export const { minKey, maxKey } = Dexie;

export const recordsOfVehicle = (db: OdoDatabase, vehicleId: string) =>
  db.entryRecords.where(primaryKey).between([vehicleId, minKey], [vehicleId, maxKey]);

export const recordsOfYear = (db: OdoDatabase, vehicleId: string, year: string) =>
  db.entryRecords.where(primaryKey).between([vehicleId, year, minKey], [vehicleId, year, maxKey]);

export const idRecordsOfVehicle = (db: OdoDatabase, vehicleId: string) =>
  db.entryIds.where(primaryKey).between([vehicleId, minKey], [vehicleId, maxKey]);

/** The records of entries, for moving a device's one-record-per-entry tables over. */
export function recordsOfEntries(history: EntryHistory): EntryRecord[] {
  const years = new Map<string, EntryRecord[]>();
  for (const table of entryTables) {
    for (const entry of history[table] as Entry[]) {
      const key = yearKey(entry.vehicle, yearOf(entry.date));
      const records = years.get(key) ?? [];
      years.set(key, records);
      let record = records.at(-1);
      if (!record || sizeOf(record) >= entriesPerRecord) {
        record = emptyRecord(entry.vehicle, yearOf(entry.date), records.length);
        records.push(record);
      }
      (record[table] as Entry[]).push(entry);
    }
  }
  return [...years.values()].flat();
}
