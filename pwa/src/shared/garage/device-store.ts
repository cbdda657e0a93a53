import {
  type AuthorSettings,
  type EntryKind,
  type EntryOfKind,
  type HeldEntry,
  type HeldVehicle,
  legacyCurrency,
  type MutationStore,
  preferredUnits,
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

/**
 * The shared mutators' store on the device: the rows in Dexie, inside the caller's transaction
 * (which must hold the users, vehicles and entry tables). Each write is applied at once, so the
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

  async entry<K extends EntryKind>(kind: K, id: string): Promise<HeldEntry<K> | undefined> {
    const table = tableOfKind[kind];
    const holder = (await this.db.entryIds.toArray()).find((ids) => ids[table].split(" ").includes(id));
    const record = holder && (await this.db.entryRecords.get([holder.vehicle, holder.year, holder.part]));
    const entry = (record?.[table] as Entry[] | undefined)?.find((candidate) => candidate._id === id);
    const held = entry && (await this.vehicleAccess(entry.vehicle));
    return entry && held && { entry: entry as EntryOfKind[K], ...held };
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

  async putEntry<K extends EntryKind>(kind: K, entry: EntryOfKind[K], _vehicle: Vehicle, before?: EntryOfKind[K]) {
    const table = tableOfKind[kind];
    // `was`: null for a new entry (nothing is searched), the entry itself for an edit.
    const [stood] = await writeEntries(this.db, [{ table, key: entry._id, value: entry, was: before ?? null }]);
    this.#keep(table, entry._id, stood ?? null);
  }

  async deleteEntry<K extends EntryKind>(kind: K, entry: EntryOfKind[K]): Promise<void> {
    const table = tableOfKind[kind];
    const [stood] = await writeEntries(this.db, [{ table, key: entry._id, value: null, was: entry }]);
    this.#keep(table, entry._id, stood ?? null);
  }

  async putOdometer(vehicle: Vehicle): Promise<void> {
    this.#keep("vehicles", vehicle._id, (await this.db.vehicles.get(vehicle._id)) ?? null);
    await this.db.vehicles.put(vehicle);
  }
}
