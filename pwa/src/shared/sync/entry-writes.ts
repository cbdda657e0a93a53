import type { OdoDatabase } from "./db.js";
import {
  type Entry,
  type EntryIds,
  type EntryMonth,
  type EntryPlace,
  type EntryTable,
  emptyRecord,
  entriesPerRecord,
  entryTables,
  idRecordsOfVehicle,
  idsOf,
  monthKey,
  monthOf,
  recordsOfMonth,
  sizeOf,
  withTopKm,
} from "./entry-records.js";

/**
 * A change to one entry. `was` says where the entry stood, when the caller knows: `null` for an
 * entry new to the device, the entry itself for an edit or a removal. Without it the vehicle's
 * records are searched (and every record, for a removal, whose vehicle is not known).
 */
export interface EntryChange {
  table: EntryTable;
  key: string;
  value: Entry | null;
  was?: EntryPlace | null | undefined;
}

const recordKey = (record: Pick<EntryMonth, "vehicle" | "month" | "part">) =>
  `${record.vehicle} ${record.month} ${record.part}`;
const entryKey = (table: EntryTable, id: string) => `${table} ${id}`;

/** The records one write touches, read once and written once. */
class RecordsInHand {
  readonly records = new Map<string, EntryMonth>();
  /** The records of each month read whole, so a new entry finds room or a new part. */
  readonly #months = new Map<string, EntryMonth[]>();
  readonly #where = new Map<string, string>();
  readonly #vehicles = new Set<string>();
  #everything = false;
  readonly changed = new Set<string>();

  constructor(private readonly db: OdoDatabase) {}

  #keep(record: EntryMonth): void {
    const key = recordKey(record);
    if (this.records.has(key)) return;
    this.records.set(key, record);
    for (const table of entryTables) {
      for (const entry of record[table]) this.#where.set(entryKey(table, entry._id), key);
    }
  }

  /** Every record of these months: only a month read whole takes a new entry. */
  #readWhole(records: readonly EntryMonth[], months: Iterable<string>): void {
    for (const month of months) this.#months.set(month, []);
    for (const record of records) {
      this.#keep(record);
      this.#months.get(monthKey(record.vehicle, record.month))?.push(record);
    }
  }

  async places(places: readonly EntryPlace[]): Promise<void> {
    const wanted = new Map<string, [string, string]>();
    for (const place of places) {
      const key = monthKey(place.vehicle, monthOf(place.date));
      if (!this.#months.has(key)) wanted.set(key, [place.vehicle, monthOf(place.date)]);
    }
    const records = await Promise.all([...wanted.values()].map(([v, m]) => recordsOfMonth(this.db, v, m).toArray()));
    // A record already in hand may hold changes: it stays as it is.
    this.#readWhole(
      records.flat().map((record) => this.records.get(recordKey(record)) ?? record),
      wanted.keys(),
    );
  }

  /** Notes where each entry of these records stands, without reading the records. */
  #note(idRecords: readonly EntryIds[]): void {
    for (const ids of idRecords) {
      const key = recordKey(ids);
      if (this.records.has(key)) continue;
      for (const table of entryTables) {
        for (const id of ids[table].split(" ")) if (id) this.#where.set(entryKey(table, id), key);
      }
    }
  }

  async vehicles(ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.#vehicles.has(id));
    if (this.#everything || wanted.length === 0) return;
    const idRecords = await Promise.all(wanted.map((id) => idRecordsOfVehicle(this.db, id).toArray()));
    this.#note(idRecords.flat());
    for (const id of wanted) this.#vehicles.add(id);
  }

  async everything(): Promise<void> {
    if (this.#everything) return;
    this.#note(await this.db.entryIds.toArray());
    this.#everything = true;
  }

  /** Reads the records that hold these entries, where a search found them in records not read yet. */
  async holding(entries: readonly { table: EntryTable; key: string }[]): Promise<void> {
    const keys = new Map<string, [string, string, number]>();
    for (const entry of entries) {
      const key = this.whereIs(entry.table, entry.key);
      if (key === undefined || this.records.has(key)) continue;
      const [vehicle = "", month = "", part = "0"] = key.split(" ");
      keys.set(key, [vehicle, month, Number(part)]);
    }
    if (keys.size === 0) return;
    const records = await this.db.entryMonths.bulkGet([...keys.values()]);
    for (const record of records) if (record) this.#keep(record);
  }

  whereIs(table: EntryTable, id: string): string | undefined {
    return this.#where.get(entryKey(table, id));
  }

  /** Where `id` sits in its record. */
  indexIn(table: EntryTable, id: string, key: string): number {
    const entries: Entry[] = this.records.get(key)?.[table] ?? [];
    return entries.findIndex((entry) => entry._id === id);
  }

  take(table: EntryTable, id: string): Entry | null {
    const key = this.whereIs(table, id);
    if (key === undefined) return null;
    this.#where.delete(entryKey(table, id));
    const index = this.indexIn(table, id, key);
    const entries: Entry[] | undefined = this.records.get(key)?.[table];
    if (!entries || index < 0) return null;
    const [taken] = entries.splice(index, 1);
    this.changed.add(key);
    return taken ?? null;
  }

  /** Puts `value` back where it was (`at`), or in its month's first record with room. */
  put(table: EntryTable, value: Entry, at?: { key: string; index: number }): void {
    let key = at?.key;
    if (key === undefined) {
      const month = monthKey(value.vehicle, monthOf(value.date));
      const records = this.#months.get(month);
      if (!records) throw new Error(`month ${month} not read before the write`);
      let record = records.find((candidate) => sizeOf(candidate) < entriesPerRecord);
      if (!record) {
        record = emptyRecord(value.vehicle, monthOf(value.date), Math.max(-1, ...records.map((r) => r.part)) + 1);
        this.#keep(record);
        records.push(record);
      }
      key = recordKey(record);
    }
    const entries: Entry[] | undefined = this.records.get(key)?.[table];
    if (!entries) throw new Error(`record ${key} not read before the write`);
    entries.splice(at?.index ?? entries.length, 0, value);
    this.#where.set(entryKey(table, value._id), key);
    this.changed.add(key);
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
  await hand.places(changes.flatMap((change) => [change.value, change.was].filter((place) => place != null)));
  const unplaced = changes.filter((change) => change.was === undefined && !hand.whereIs(change.table, change.key));
  await hand.vehicles(unplaced.flatMap((change) => (change.value ? [change.value.vehicle] : [])));
  if (unplaced.some((change) => change.value === null)) await hand.everything();
  await hand.holding(unplaced);

  const before = changes.map((change) => {
    const key = hand.whereIs(change.table, change.key);
    const record = key === undefined ? undefined : hand.records.get(key);
    // An edit within the month keeps the entry's place.
    const stays =
      change.value && record && record.vehicle === change.value.vehicle && record.month === monthOf(change.value.date);
    const at = stays && key !== undefined ? { key, index: hand.indexIn(change.table, change.key, key) } : undefined;
    const was = hand.take(change.table, change.key);
    if (change.value) hand.put(change.table, change.value, at && at.index >= 0 ? at : undefined);
    return was;
  });

  const puts: EntryMonth[] = [];
  const deletes: [string, string, number][] = [];
  for (const key of hand.changed) {
    const record = hand.records.get(key);
    if (!record) continue;
    if (sizeOf(record) > 0) puts.push(withTopKm(record));
    else deletes.push([record.vehicle, record.month, record.part]);
  }
  await Promise.all([db.entryMonths.bulkPut(puts), db.entryIds.bulkPut(puts.map(idsOf))]);
  if (deletes.length > 0) await Promise.all([db.entryMonths.bulkDelete(deletes), db.entryIds.bulkDelete(deletes)]);
  return before;
}
