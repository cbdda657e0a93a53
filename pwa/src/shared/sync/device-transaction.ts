import {
  type AccessRole,
  type Attachment,
  historyTimeline,
  rowKinds,
  type SyncedRows,
  type SyncedTable,
  type TimelineNeighbours,
  type TyreEvent,
  tableOfKind,
  type Vehicle,
  type WriteTransaction,
} from "@odo/domain";
import type { OdoDatabase, RowSnapshot } from "./db.js";
import { entryById, highestReadings, historyOf, neighboursOnDevice } from "./entry-reads.js";
import { type Entry, type EntryTable, entriesByKind, isEntryTable } from "./entry-records.js";
import { type EntryChange, writeEntries } from "./entry-writes.js";

/** The tables of a vehicle's rows that are not entries (reminders, tyre sets): a record each, by vehicle. */
const vehicleRowTables = rowKinds.flatMap((kind) => (isEntryTable(tableOfKind[kind]) ? [] : [tableOfKind[kind]]));

/** The Dexie tables that keep one record per row; entries live in year records instead. */
type RowTable = Exclude<SyncedTable, EntryTable>;

/**
 * The shared mutators' transaction on the device: the rows in Dexie, inside the caller's
 * transaction (which must hold `mutationTables`). Each write is applied at once, so the mutator's
 * later reads see it, and the row as it stood before is kept, once, for a rollback.
 */
export class DeviceTransaction implements WriteTransaction {
  readonly before: RowSnapshot[] = [];
  readonly #snapshotted = new Set<string>();

  constructor(private readonly db: OdoDatabase) {}

  #keep(table: SyncedTable, key: string, value: unknown): void {
    if (this.#snapshotted.has(`${table} ${key}`)) return;
    this.#snapshotted.add(`${table} ${key}`);
    this.before.push({ table, key, value });
  }

  async get<T extends SyncedTable>(table: T, id: string): Promise<SyncedRows[T] | undefined> {
    if (isEntryTable(table)) return (await entryById(this.db, table, id)) as SyncedRows[T] | undefined;
    return (await this.db.table<SyncedRows[T], string>(table as RowTable).get(id)) ?? undefined;
  }

  async put<T extends SyncedTable>(table: T, row: SyncedRows[T], before?: SyncedRows[T]): Promise<void> {
    if (isEntryTable(table)) {
      // `was`: null for a new entry (nothing is searched), the entry itself for an edit.
      await this.#writeEntries([
        { table, key: row._id, value: row as Entry, was: (before as Entry | undefined) ?? null },
      ]);
      return;
    }
    const rows = this.db.table<SyncedRows[T], string>(table as RowTable);
    this.#keep(table as RowTable, row._id, (await rows.get(row._id)) ?? null);
    await rows.put(row);
  }

  async delete<T extends SyncedTable>(table: T, row: SyncedRows[T]): Promise<void> {
    if (table === "vehicles") return this.#deleteVehicle(row as Vehicle);
    if (isEntryTable(table)) {
      await this.#writeEntries([{ table, key: row._id, value: null, was: row as Entry }]);
      return;
    }
    this.#keep(table as RowTable, row._id, row);
    await this.db.table(table as RowTable).delete(row._id);
  }

  async #writeEntries(changes: EntryChange[]): Promise<void> {
    const stood = await writeEntries(this.db, changes);
    for (const [index, change] of changes.entries()) this.#keep(change.table, change.key, stood[index] ?? null);
  }

  /** The vehicle, its entries, its other rows (reminders, tyre sets) and its files' records leave the device at once. */
  async #deleteVehicle(vehicle: Vehicle): Promise<void> {
    const history = await historyOf(this.db, vehicle._id);
    await this.#writeEntries(
      entriesByKind(history).flatMap(([table, entries]) =>
        entries.map((entry) => ({ table, key: entry._id, value: null, was: entry })),
      ),
    );
    for (const table of [...vehicleRowTables, "attachments" as const]) {
      const rows = await this.db.table<{ _id: string }, string>(table).where("vehicle").equals(vehicle._id).toArray();
      for (const row of rows) this.#keep(table, row._id, row);
      await this.db.table(table).bulkDelete(rows.map((row) => row._id));
    }
    this.#keep("vehicles", vehicle._id, vehicle);
    await this.db.vehicles.delete(vehicle._id);
  }

  attachmentsOf(entryId: string): Promise<Attachment[]> {
    return this.db.attachments.where("recordId").equals(entryId).toArray();
  }

  /** The device holds a grantee's vehicles with the role they were shared as; the rest are its own. */
  async roleOn(vehicle: Vehicle): Promise<AccessRole> {
    return vehicle.access?.role ?? "owner";
  }

  readingsAround(vehicle: Vehicle, date: string, edited?: { _id: string }): Promise<TimelineNeighbours> {
    return neighboursOnDevice(this.db, vehicle, date, edited);
  }

  async tyreEventsOf(vehicleId: string): Promise<TyreEvent[]> {
    return (await historyOf(this.db, vehicleId)).tyreEvents;
  }

  async highestReading(vehicleId: string): Promise<number | null> {
    const readings = historyTimeline(await highestReadings(this.db, vehicleId)).flatMap((entry) =>
      entry.km ? [entry.km] : [],
    );
    return readings.length === 0 ? null : Math.max(...readings);
  }
}
