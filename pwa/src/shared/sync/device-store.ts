import {
  type AuthorSettings,
  type EntryKind,
  type HeldRow,
  type HeldVehicle,
  legacyCurrency,
  type MutationStore,
  type Notification,
  preferredUnits,
  type RowKind,
  type RowOfKind,
  type TimelineNeighbours,
  timelineEntries,
  type User,
  type Vehicle,
} from "@odo/domain";
import type { OdoDatabase, RowSnapshot, SyncTable } from "./db.js";
import { highestReadings, historyOf, neighboursOnDevice } from "./entry-reads.js";
import type { Entry, EntryTable } from "./entry-records.js";
import { writeEntries } from "./entry-writes.js";

const tableOfKind = { maintenance: "maintenances", refuel: "refuels" } as const satisfies Record<EntryKind, EntryTable>;
const isEntryKind = (kind: RowKind): kind is EntryKind => kind !== "reminder";

/**
 * The shared mutators' store on the device: the rows in Dexie, inside the caller's transaction
 * (which must hold every table `runMutation` names). Each write is applied at once, so the
 * mutator's later reads see it, and the row as it stood before is kept, once, for a rollback.
 */
export class DeviceStore implements MutationStore {
  readonly before: RowSnapshot[] = [];
  readonly #snapshotted = new Set<string>();
  #user: Promise<User | undefined> | undefined;

  constructor(private readonly db: OdoDatabase) {}

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
    const author = await this.user();
    return author
      ? { currency: preferredUnits(author).currency, country: author.country }
      : { currency: legacyCurrency, country: "none" };
  }

  async shopName(): Promise<string | null> {
    return (await this.user())?.shop?.name ?? null;
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
    await this.putVehicle(vehicle);
  }

  async putVehicle(vehicle: Vehicle): Promise<void> {
    this.#keep("vehicles", vehicle._id, (await this.db.vehicles.get(vehicle._id)) ?? null);
    await this.db.vehicles.put(vehicle);
  }

  /** The device's user, read once per mutation (its writes go through `putUser`). */
  user(): Promise<User | undefined> {
    this.#user ??= this.db.users.get(this.db.userId);
    return this.#user;
  }

  async putUser(user: User): Promise<void> {
    this.#user = Promise.resolve(user);
    this.#keep("users", user._id, (await this.db.users.get(user._id)) ?? null);
    await this.db.users.put(user);
  }

  notification(id: string): Promise<Notification | undefined> {
    return this.db.notifications.get(id);
  }

  async putNotification(notification: Notification): Promise<void> {
    this.#keep("notifications", notification._id, (await this.db.notifications.get(notification._id)) ?? null);
    await this.db.notifications.put(notification);
  }

  /** The vehicle, its entries and its reminders leave the device at once. */
  async deleteVehicle(vehicle: Vehicle): Promise<void> {
    const { maintenances, refuels } = await historyOf(this.db, vehicle._id);
    const entries = [
      ...maintenances.map((entry) => ({ table: "maintenances" as const, key: entry._id, value: null, was: entry })),
      ...refuels.map((entry) => ({ table: "refuels" as const, key: entry._id, value: null, was: entry })),
    ];
    const stood = await writeEntries(this.db, entries);
    for (const [index, entry] of entries.entries()) this.#keep(entry.table, entry.key, stood[index] ?? null);
    const reminders = await this.db.reminders.where("vehicle").equals(vehicle._id).toArray();
    for (const reminder of reminders) this.#keep("reminders", reminder._id, reminder);
    await this.db.reminders.bulkDelete(reminders.map((reminder) => reminder._id));
    this.#keep("vehicles", vehicle._id, vehicle);
    await this.db.vehicles.delete(vehicle._id);
  }
}
