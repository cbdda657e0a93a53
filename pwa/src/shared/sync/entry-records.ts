import {
  type EntryKind,
  entityOfTable,
  entryKinds,
  readingOfEntry,
  type SyncedRows,
  type TableOf,
  tableOfEntity,
} from "@odo/domain";

/**
 * A vehicle's history entries (maintenances, refuels, expenses: the registry's entry kinds) are
 * kept several to a record: a vehicle's entries dated in one year, up to `entriesPerRecord` a
 * record (a busy year takes several). IndexedDB's cost is per record and per index entry: written
 * one record each, a first pull of ten thousand entries could not pass about 2,000 a second on a
 * phone-class CPU. The bound keeps what a save rewrites small.
 */
export type EntryTable = TableOf<EntryKind>;
export const entryTables: readonly EntryTable[] = entryKinds.map((kind) => tableOfEntity[kind]);
export type EntryOf = { [T in EntryTable]: SyncedRows[T] };
export type Entry = EntryOf[EntryTable];

/** Entries by kind: a vehicle's history, a record's content, or any part of them. */
export type EntryHistory = { [T in EntryTable]: EntryOf[T][] };

export interface EntryRecord extends EntryHistory {
  vehicle: string;
  /** `YYYY` of the entries' dates. */
  year: string;
  /** 0, 1, …: in the order the year's records were started. */
  part: number;
}

export const entriesPerRecord = 100;

/**
 * What a record holds, kept beside it in a few hundred bytes, so the questions asked on every
 * form and every pull read these instead of entries: the ids as two strings (where a pulled entry
 * stands, which may have changed year or sit in an earlier record of its year); the highest
 * reading and the latest date, indexed; and the two entries with the highest readings of each
 * kind (the odometer, and a new reading's neighbours).
 */
export type EntryIds = { [T in EntryTable]: string } & {
  vehicle: string;
  year: string;
  part: number;
  /** The highest km reading, 0 with none. */
  topKm: number;
  lastDate: string;
  tops: EntryHistory;
};

export const isEntryTable = (table: string): table is EntryTable => (entryTables as readonly string[]).includes(table);

export const yearOf = (date: string) => date.slice(0, 4);
/**
 * A record's entries of one kind. A record kept before a kind of entry existed has none of it: a
 * kind added to the registry needs no new version of the device's database.
 */
export const entriesIn = <T extends EntryTable>(record: Partial<EntryHistory>, table: T): EntryOf[T][] =>
  (record[table] ?? []) as EntryOf[T][];

/** The ids of a record's entries of one kind, as its ids record keeps them (none, as above). */
export const idsIn = (ids: Partial<Record<EntryTable, string>>, table: EntryTable): string[] =>
  (ids[table] ?? "").split(" ").filter((id) => id !== "");

export const sizeOf = (record: EntryRecord) =>
  entryTables.reduce((size, table) => size + entriesIn(record, table).length, 0);
export const yearKey = (vehicle: string, year: string) => `${vehicle} ${year}`;

/** No entries of any kind. */
export const noEntries = (): EntryHistory =>
  Object.fromEntries(entryTables.map((table) => [table, []])) as unknown as EntryHistory;

export const emptyRecord = (vehicle: string, year: string, part: number): EntryRecord => ({
  vehicle,
  year,
  part,
  ...noEntries(),
});

/** An entry's km reading, as the domain reads each kind's (0 with none). */
const kmOf = (table: EntryTable, entry: Entry): number =>
  (readingOfEntry[entityOfTable[table]] as (row: Entry) => number | null)(entry) ?? 0;

/** Entries of each kind, in the registry's order. */
export const entriesByKind = (history: EntryHistory): [EntryTable, Entry[]][] =>
  entryTables.map((table) => [table, entriesIn(history, table)]);

/** The two entries with the highest readings; `km` reads an entry's as the domain does. */
function highestTwo<T>(entries: readonly T[], km: (entry: T) => number): T[] {
  return entries
    .map((entry) => ({ entry, km: km(entry) }))
    .sort((a, b) => b.km - a.km)
    .slice(0, 2)
    .map(({ entry }) => entry);
}

export function idsOf(record: EntryRecord): EntryIds {
  const ids = Object.fromEntries(
    entryTables.map((table) => [
      table,
      entriesIn(record, table)
        .map((entry) => entry._id)
        .join(" "),
    ]),
  ) as { [T in EntryTable]: string };
  const tops = Object.fromEntries(
    entryTables.map((table) => [table, highestTwo<Entry>(entriesIn(record, table), (entry) => kmOf(table, entry))]),
  ) as EntryHistory;
  const entries = entriesByKind(record);
  const kms = entries.flatMap(([table, rows]) => rows.map((entry) => kmOf(table, entry)));
  const dates = entries.flatMap(([, rows]) => rows.map((entry) => entry.date));
  return {
    vehicle: record.vehicle,
    year: record.year,
    part: record.part,
    ...ids,
    topKm: Math.max(0, ...kms),
    lastDate: dates.reduce((latest, date) => (date > latest ? date : latest), ""),
    tops,
  };
}

export function historyIn(records: readonly Partial<EntryHistory>[]): EntryHistory {
  return Object.fromEntries(
    entryTables.map((table) => [table, records.flatMap((record): readonly Entry[] => entriesIn(record, table))]),
  ) as EntryHistory;
}

/** The records of entries, for moving a device's one-record-per-entry tables over. */
export function recordsOfEntries(history: Partial<EntryHistory>): EntryRecord[] {
  const years = new Map<string, EntryRecord[]>();
  for (const table of entryTables) {
    for (const entry of (history[table] ?? []) as Entry[]) {
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
