import {
  type AuthorSettings,
  type EntryKind,
  type HeldRow,
  type HeldVehicle,
  legacyCurrency,
  type MutationStore,
  preferredUnits,
  type RowKind,
  type RowOfKind,
  type TimelineNeighbours,
  timelineEntries,
  type Vehicle,
} from "@odo/domain";
import type { OdoDatabase, RowSnapshot, SyncTable } from "../sync/db.js";
import { highestReadings } from "../sync/entry-reads.js";
import type { Entry, EntryTable } from "../sync/entry-records.js";
import { writeEntries } from "../sync/entry-writes.js";
import { neighboursOnDevice } from "./timeline-data.js";

const tableOfKind = { maintenance: "maintenances", refuel: "refuels" } as const satisfies Record<EntryKind, EntryTable>;
const isEntryKind = (kind: RowKind): kind is EntryKind => kind !== "reminder";

/**
 * The shared mutators' store on the device: the rows in Dexie, inside the caller's transaction
 * (which must hold the users, vehicles, reminders and entry tables). Each write is applied at once, so the
 * mutator's later reads see it, and the row as it stood before is kept, once, for a rollback.
 */
export class DeviceStore implements MutationStore {
  readonly before: RowSnapshot[] = [];
  readonly #snapshotted = new Set<string>();

  constructor(
    private readonly db: OdoDatabase,
    private readonly actorId: string,
  ) {}

  #keep(table: SyncTable, key: string, value: unknown): void {
    if (this.#snapshotted.has(`${table} ${key}`)) return;
    this.#snapshotted.add(`${table} ${key}`);
    this.before.push({ table, key, value });
  }

  async vehicleAccess(vehicleId: string): Promise<HeldVehicle | undefined> {
    const vehicle = await this.db.vehicles.get(vehicleId);
    // The device holds a grantee's vehicles with the role they were shared as.
    return vehicle && { vehicle, role: vehicle.access?.role ?? "owner" };
  }

  async row<K extends RowKind>(kind: K, id: string): Promise<HeldRow<K> | undefined> {
    const row = isEntryKind(kind) ? await this.#entry(kind, id) : await this.db.reminders.get(id);
    const held = row && (await this.vehicleAccess(row.vehicle));
    return row && held && { row: row as RowOfKind[K], ...held };
  }

  /** The ids say which record holds it: one record is read, not the history. */
  async #entry(kind: EntryKind, id: string): Promise<Entry | undefined> {
    const table = tableOfKind[kind];
    const holder = (await this.db.entryIds.toArray()).find((ids) => ids[table].split(" ").includes(id));
    const record = holder && (await this.db.entryRecords.get([holder.vehicle, holder.year, holder.part]));
    return (record?.[table] as Entry[] | undefined)?.find((candidate) => candidate._id === id);
  }

  neighboursAt(vehicle: Vehicle, date: string, edited?: { _id: string }): Promise<TimelineNeighbours> {
    return neighboursOnDevice(this.db, vehicle, date, edited);
  }

  async highestReading(vehicleId: string): Promise<number | null> {
    const { maintenances, refuels } = await highestReadings(this.db, vehicleId);
    const readings = timelineEntries(maintenances, refuels).flatMap((entry) => (entry.km ? [entry.km] : []));
    return readings.length === 0 ? null : Math.max(...readings);
  }

  async authorSettings(): Promise<AuthorSettings> {
    const author = await this.db.users.get(this.actorId);
    return author
      ? { currency: preferredUnits(author).currency, country: author.country }
      : { currency: legacyCurrency, country: "none" };
  }

  async shopName(): Promise<string | null> {
    return (await this.db.users.get(this.actorId))?.shop?.name ?? null;
  }

  async putRow<K extends RowKind>(kind: K, row: RowOfKind[K], _vehicle: Vehicle, before?: RowOfKind[K]) {
    if (!isEntryKind(kind)) {
      this.#keep("reminders", row._id, before ?? null);
      await this.db.reminders.put(row as RowOfKind["reminder"]);
      return;
    }
    const table = tableOfKind[kind];
    // `was`: null for a new entry (nothing is searched), the entry itself for an edit.
    const change = { table, key: row._id, value: row as Entry, was: (before as Entry | undefined) ?? null };
    const [stood] = await writeEntries(this.db, [change]);
    this.#keep(table, row._id, stood ?? null);
  }

  async deleteRow<K extends RowKind>(kind: K, row: RowOfKind[K]): Promise<void> {
    if (!isEntryKind(kind)) {
      this.#keep("reminders", row._id, row);
      await this.db.reminders.delete(row._id);
      return;
    }
    const table = tableOfKind[kind];
    const [stood] = await writeEntries(this.db, [{ table, key: row._id, value: null, was: row as Entry }]);
    this.#keep(table, row._id, stood ?? null);
  }

  async putOdometer(vehicle: Vehicle): Promise<void> {
    this.#keep("vehicles", vehicle._id, (await this.db.vehicles.get(vehicle._id)) ?? null);
    await this.db.vehicles.put(vehicle);
  }
}
