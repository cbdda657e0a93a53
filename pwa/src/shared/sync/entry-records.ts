import { kmReadings, type Maintenance, type Refuel } from "@odo/domain";
import Dexie from "dexie";
import type { OdoDatabase } from "./db.js";

/**
 * Maintenances and refuels are kept several to a record: a vehicle's entries dated in one month,
 * up to `entriesPerRecord` a record. IndexedDB's cost is per record and per index entry, so a
 * first pull of ten thousand entries written one record each could not pass about 2,000 a second
 * on a phone-class CPU; a vehicle's month is what a screen reads together anyway, and the bound
 * keeps what a save rewrites small in a fleet car's busiest month.
 */
export type EntryTable = "maintenances" | "refuels";
export const entryTables: readonly EntryTable[] = ["maintenances", "refuels"];
export type Entry = Maintenance | Refuel;
export type EntryOf = { maintenances: Maintenance; refuels: Refuel };

export interface EntryMonth {
  vehicle: string;
  /** `YYYY-MM` of the entries' dates. */
  month: string;
  /** 0, 1, …: a busy month takes several records. */
  part: number;
  maintenances: Maintenance[];
  refuels: Refuel[];
  /** The record's highest km reading (0 with none), indexed: the odometer reads two records, not all. */
  topKm: number;
}

export const entriesPerRecord = 100;

/**
 * The ids a record holds, kept beside it as two strings: finding where a pulled entry stands (it
 * may have moved month) reads these, a few kB for a whole vehicle, instead of every entry.
 */
export interface EntryIds {
  vehicle: string;
  month: string;
  part: number;
  maintenances: string;
  refuels: string;
}

export const idsOf = (record: EntryMonth): EntryIds => ({
  vehicle: record.vehicle,
  month: record.month,
  part: record.part,
  maintenances: record.maintenances.map((entry) => entry._id).join(" "),
  refuels: record.refuels.map((entry) => entry._id).join(" "),
});

export interface EntryHistory {
  maintenances: Maintenance[];
  refuels: Refuel[];
}

/** Where an entry is kept: its vehicle and its date. */
export type EntryPlace = Pick<Entry, "vehicle" | "date">;

/** The IndexedDB tables a write of entries needs in its transaction. */
export const entryStores = (db: OdoDatabase) => [db.entryMonths, db.entryIds];

export const isEntryTable = (table: string): table is EntryTable => table === "maintenances" || table === "refuels";

export const monthOf = (date: string) => date.slice(0, 7);
export const sizeOf = (record: EntryMonth) => record.maintenances.length + record.refuels.length;

export const emptyRecord = (vehicle: string, month: string, part: number): EntryMonth => ({
  vehicle,
  month,
  part,
  maintenances: [],
  refuels: [],
  topKm: 0,
});

export function withTopKm(record: EntryMonth): EntryMonth {
  record.topKm = Math.max(0, ...kmReadings(record.maintenances, record.refuels).map((reading) => reading.km ?? 0));
  return record;
}

export function historyIn(records: readonly EntryMonth[]): EntryHistory {
  return { maintenances: records.flatMap((r) => r.maintenances), refuels: records.flatMap((r) => r.refuels) };
}

export const primaryKey = "[vehicle+month+part]";
const { minKey, maxKey } = Dexie;

export { maxKey, minKey };

export const recordsOfVehicle = (db: OdoDatabase, vehicleId: string) =>
  db.entryMonths.where(primaryKey).between([vehicleId, minKey], [vehicleId, maxKey]);

export const recordsOfMonth = (db: OdoDatabase, vehicleId: string, month: string) =>
  db.entryMonths.where(primaryKey).between([vehicleId, month, minKey], [vehicleId, month, maxKey]);

export const monthKey = (vehicle: string, month: string) => `${vehicle} ${month}`;

export const idRecordsOfVehicle = (db: OdoDatabase, vehicleId: string) =>
  db.entryIds.where(primaryKey).between([vehicleId, minKey], [vehicleId, maxKey]);

/** The records of entries, for moving a device's one-record-per-entry tables to months. */
export function recordsOfEntries(history: EntryHistory): EntryMonth[] {
  const months = new Map<string, EntryMonth[]>();
  for (const table of entryTables) {
    for (const entry of history[table] as Entry[]) {
      const key = monthKey(entry.vehicle, monthOf(entry.date));
      const records = months.get(key) ?? [];
      months.set(key, records);
      let record = records.at(-1);
      if (!record || sizeOf(record) >= entriesPerRecord) {
        record = emptyRecord(entry.vehicle, monthOf(entry.date), records.length);
        records.push(record);
      }
      (record[table] as Entry[]).push(entry);
    }
  }
  return [...months.values()].flat().map(withTopKm);
}
