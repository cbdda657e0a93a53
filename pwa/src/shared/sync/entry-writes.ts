import type { OdoDatabase } from "./db.js";
import { idRecordsOfVehicle, recordsOfYear } from "./entry-reads.js";
import {
  type Entry,
  type EntryIds,
  type EntryRecord,
  type EntryTable,
  emptyRecord,
  entriesPerRecord,
  entryTables,
  idsIn,
  idsOf,
  isEntryTable,
  sizeOf,
  yearKey,
  yearOf,
} from "./entry-records.js";
import { TwoKeyMap } from "./two-key-map.js";

/**
 * A change to one entry. `was` is what the caller knows of the entry before: `null` for an entry
 * new to the device (nothing is searched), the entry itself for an edit or a removal (its
 * vehicle's ids are searched). Without it the vehicle's ids are searched too, and every vehicle's
 * for a removal, whose vehicle is not known (a tombstone from the server).
 */
export interface EntryChange {
  table: EntryTable;
  key: string;
  value: Entry | null;
  was?: Pick<Entry, "vehicle"> | null | undefined;
}

/** The entries among rows of any table, as changes to entries, in order. */
export function entryChangesIn(
  rows: readonly { table: string; key: string; value: unknown; was?: EntryChange["was"] }[],
): EntryChange[] {
  return rows.flatMap(({ table, key, value, was }) =>
    isEntryTable(table) ? [{ table, key, value: value as Entry | null, ...(was === undefined ? {} : { was }) }] : [],
  );
}

type RecordKey = [vehicle: string, year: string, part: number];
const keyText = ([vehicle, year, part]: RecordKey) => `${vehicle} ${year} ${part}`;
const keyOf = (record: Pick<EntryRecord, "vehicle" | "year" | "part">): RecordKey => [
  record.vehicle,
  record.year,
  record.part,
];

/** The records one write touches, read once and written once. */
class RecordsInHand {
  readonly records = new Map<string, EntryRecord>();
  readonly changed = new Set<EntryRecord>();
  /** Per vehicle and year, the record new entries go to (null: the year has none yet). */
  readonly #latest = new TwoKeyMap<string, string, EntryRecord | null>();
  /** Where each entry stands, by kind and id, as read from the records and their ids. */
  readonly #where = new TwoKeyMap<EntryTable, string, RecordKey>();
  readonly #searched = new Set<string>();
  #searchedAll = false;

  constructor(private readonly db: OdoDatabase) {}

  #keep(record: EntryRecord): EntryRecord {
    const key = keyOf(record);
    const text = keyText(key);
    const held = this.records.get(text);
    if (held) return held;
    // A record kept before a kind existed gets its list, to take that kind's entries.
    for (const table of entryTables) (record as Partial<EntryRecord>)[table] ??= [];
    this.records.set(text, record);
    for (const table of entryTables) {
      for (const entry of record[table]) this.#where.set(table, entry._id, key);
    }
    return record;
  }

  /** Reads the latest record of each year these entries go to. */
  async latestOf(entries: readonly Entry[]): Promise<void> {
    const wanted = new TwoKeyMap<string, string, true>();
    const years: [string, string][] = [];
    for (const entry of entries) {
      const year = yearOf(entry.date);
      if (this.#latest.has(entry.vehicle, year) || wanted.has(entry.vehicle, year)) continue;
      wanted.set(entry.vehicle, year, true);
      years.push([entry.vehicle, year]);
    }
    const latest = await Promise.all(years.map(([vehicle, year]) => recordsOfYear(this.db, vehicle, year).last()));
    years.forEach(([vehicle, year], index) => {
      const record = latest[index];
      this.#latest.set(vehicle, year, record ? this.#keep(record) : null);
    });
  }

  /** Notes where each entry of these records stands, without reading the records. */
  #note(idRecords: readonly EntryIds[]): void {
    for (const ids of idRecords) {
      const key = keyOf(ids);
      if (this.records.has(keyText(key))) continue;
      for (const table of entryTables) {
        for (const id of idsIn(ids, table)) this.#where.set(table, id, key);
      }
    }
  }

  async searchVehicles(ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.#searched.has(id));
    if (this.#searchedAll || wanted.length === 0) return;
    const idRecords = await Promise.all(wanted.map((id) => idRecordsOfVehicle(this.db, id).toArray()));
    this.#note(idRecords.flat());
    for (const id of wanted) this.#searched.add(id);
  }

  async searchAll(): Promise<void> {
    if (this.#searchedAll) return;
    this.#note(await this.db.entryIds.toArray());
    this.#searchedAll = true;
  }

  /** Reads the records a search found these entries in. */
  async holding(entries: readonly { table: EntryTable; key: string }[]): Promise<void> {
    const keys = new Map<string, RecordKey>();
    for (const entry of entries) {
      const key = this.#where.get(entry.table, entry.key);
      if (key && !this.records.has(keyText(key))) keys.set(keyText(key), key);
    }
    if (keys.size === 0) return;
    for (const record of await this.db.entryRecords.bulkGet([...keys.values()])) if (record) this.#keep(record);
  }

  isPlaced(table: EntryTable, id: string): boolean {
    return this.#where.has(table, id);
  }

  /** Takes the entry out of its record; where it stood, to put an edit back in its place. */
  take(table: EntryTable, id: string): { entry: Entry; record: EntryRecord; index: number } | null {
    const key = this.#where.get(table, id);
    if (!key) return null;
    this.#where.delete(table, id);
    const record = this.records.get(keyText(key));
    const entries: Entry[] = record?.[table] ?? [];
    const index = entries.findIndex((entry) => entry._id === id);
    const [entry] = index < 0 ? [] : entries.splice(index, 1);
    if (!record || !entry) return null;
    this.changed.add(record);
    return { entry, record, index };
  }

  /** Puts `value` at `at`, or in its year's latest record while it has room, or in a new one. */
  put(table: EntryTable, value: Entry, at?: { record: EntryRecord; index: number }): void {
    let record = at?.record;
    if (!record) {
      const year = yearOf(value.date);
      const latest = this.#latest.get(value.vehicle, year);
      if (latest === undefined) throw new Error(`year ${yearKey(value.vehicle, year)} not read before the write`);
      record =
        latest && sizeOf(latest) < entriesPerRecord
          ? latest
          : this.#keep(emptyRecord(value.vehicle, year, (latest?.part ?? -1) + 1));
      this.#latest.set(value.vehicle, year, record);
    }
    const entries: Entry[] = record[table];
    entries.splice(at?.index ?? entries.length, 0, value);
    this.#where.set(table, value._id, keyOf(record));
    this.changed.add(record);
  }
}

/**
 * Applies the changes in order, in the caller's transaction (which must hold the tables
 * `entryStores` names): each record touched is read once and written once. Returns each entry as
 * it stood before its change, or null.
 */
export async function writeEntries(db: OdoDatabase, changes: readonly EntryChange[]): Promise<(Entry | null)[]> {
  if (changes.length === 0) return [];
  const hand = new RecordsInHand(db);
  await hand.latestOf(changes.flatMap((change) => (change.value ? [change.value] : [])));
  const unplaced = changes.filter((change) => change.was !== null && !hand.isPlaced(change.table, change.key));
  await hand.searchVehicles(
    unplaced.flatMap((change) => {
      const vehicle = change.was?.vehicle ?? change.value?.vehicle;
      return vehicle ? [vehicle] : [];
    }),
  );
  if (unplaced.some((change) => !change.was && !change.value)) await hand.searchAll();
  await hand.holding(unplaced);

  const before = changes.map((change) => {
    const taken = hand.take(change.table, change.key);
    if (change.value) {
      // An edit that keeps its year keeps its place.
      const stays =
        taken && taken.record.vehicle === change.value.vehicle && taken.record.year === yearOf(change.value.date);
      hand.put(change.table, change.value, stays ? taken : undefined);
    }
    return taken?.entry ?? null;
  });

  const puts: EntryRecord[] = [];
  const deletes: RecordKey[] = [];
  for (const record of hand.changed) {
    if (sizeOf(record) > 0) puts.push(record);
    else deletes.push(keyOf(record));
  }
  await Promise.all([db.entryRecords.bulkPut(puts), db.entryIds.bulkPut(puts.map(idsOf))]);
  if (deletes.length > 0) await Promise.all([db.entryRecords.bulkDelete(deletes), db.entryIds.bulkDelete(deletes)]);
  return before;
}
