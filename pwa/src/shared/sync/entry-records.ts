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
  /** The record's highest km reading (0 with none), indexed: the odometer reads two records, not all. */
  topKm: number;
}

export const entriesPerRecord = 100;

/**
 * The ids a record holds, kept beside it as two strings: finding where a pulled entry stands (it
 * may have changed year, or sit in an earlier record of its year) reads these, a few kB for a
 * whole vehicle, instead of every entry.
 */
export interface EntryIds {
  vehicle: string;
  year: string;
  part: number;
  maintenances: string;
  refuels: string;
}

export interface EntryHistory {
  maintenances: Maintenance[];
  refuels: Refuel[];
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
  topKm: 0,
});

/** The record as stored: its highest reading brought up to date. */
export function withTopKm(record: EntryRecord): EntryRecord {
  record.topKm = Math.max(0, ...kmReadings(record.maintenances, record.refuels).map((reading) => reading.km ?? 0));
  return record;
}

export const idsOf = (record: EntryRecord): EntryIds => ({
  vehicle: record.vehicle,
  year: record.year,
  part: record.part,
  maintenances: record.maintenances.map((entry) => entry._id).join(" "),
  refuels: record.refuels.map((entry) => entry._id).join(" "),
});

export function historyIn(records: readonly EntryRecord[]): EntryHistory {
  return { maintenances: records.flatMap((r) => r.maintenances), refuels: records.flatMap((r) => r.refuels) };
}

export const primaryKey = "[vehicle+year+part]";
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
  return [...years.values()].flat().map(withTopKm);
}
