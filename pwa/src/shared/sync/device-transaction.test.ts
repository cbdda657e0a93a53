import "fake-indexeddb/auto";
import {
  type AccessRole,
  capabilitiesByRole,
  type EntryKind,
  maintenanceSharedAs,
  type Notification,
  type RowKind,
  type RowOfKind,
  type ShareRole,
  seenWithOf,
  tableOfKind,
  type User,
  type Vehicle,
  vehicleSharedAs,
} from "@odo/domain";
import { describeStoreConformance, MemoryWorld, type StoreWorld } from "@odo/domain/testing";
import { OdoDatabase } from "./db.js";
import { DeviceTransaction } from "./device-transaction.js";
import { writeEntries } from "./entry-writes.js";
import { mutationTables } from "./mutations.js";

/**
 * Each account's device, given what the server would send it: a grantee's copy of a vehicle and
 * only the rows its role sees, as they would arrive. A scenario reads back from the device that
 * ran last (the owner's until then): a device knows only its own writes until it syncs.
 */
class DeviceWorld implements StoreWorld {
  readonly #truth = new MemoryWorld();
  readonly #devices = new Map<string, OdoDatabase>();
  #reading: OdoDatabase | undefined;

  #device(userId: string): OdoDatabase {
    let db = this.#devices.get(userId);
    if (!db) {
      db = new OdoDatabase(userId);
      this.#devices.set(userId, db);
    }
    return db;
  }

  /** Every account holding the vehicle, with its role. */
  #holders(vehicle: Vehicle): [string, AccessRole][] {
    const grantees = [...(this.#truth.state.shares.get(vehicle._id) ?? [])];
    return [[vehicle.user._id, "owner"], ...grantees];
  }

  async #give<K extends RowKind>(kind: K, row: RowOfKind[K], userId: string, role: AccessRole) {
    if (!capabilitiesByRole[role][seenWithOf[kind]]) return;
    const db = this.#device(userId);
    if (kind === "reminder") {
      await db.reminders.put(row as RowOfKind["reminder"]);
      return;
    }
    const copy =
      kind === "maintenance" && role !== "owner"
        ? maintenanceSharedAs(row as RowOfKind["maintenance"], role, userId)
        : row;
    const change = { table: tableOfKind[kind as EntryKind], key: row._id, value: copy as never, was: null };
    await db.transaction("rw", mutationTables(db), async () => await writeEntries(db, [change]));
  }

  async addUser(user: User) {
    await this.#truth.addUser(user);
    await this.#device(user._id).users.put(user);
  }

  async addVehicle(vehicle: Vehicle) {
    await this.#truth.addVehicle(vehicle);
    await this.#device(vehicle.user._id).vehicles.put(vehicle);
  }

  async share(vehicleId: string, granteeId: string, role: ShareRole) {
    await this.#truth.share(vehicleId, granteeId, role);
    const vehicle = (await this.#truth.vehicle(vehicleId)) as Vehicle;
    const owner = await this.#truth.user(vehicle.user._id);
    await this.#device(granteeId).vehicles.put(vehicleSharedAs(vehicle, role, owner?.name ?? ""));
  }

  async addRow<K extends RowKind>(kind: K, row: RowOfKind[K]) {
    await this.#truth.addRow(kind, row);
    const vehicle = await this.#truth.vehicle(row.vehicle);
    for (const [userId, role] of vehicle ? this.#holders(vehicle) : []) await this.#give(kind, row, userId, role);
  }

  async addNotification(userId: string, notification: Notification) {
    await this.#device(userId).notifications.put(notification);
  }

  run<T>(actorId: string, work: (tx: DeviceTransaction) => Promise<T>): Promise<T> {
    const db = this.#device(actorId);
    this.#reading = db;
    // An async scope: Dexie keeps the transaction open across the mutator's native awaits only then.
    return db.transaction("rw", mutationTables(db), async () => await work(new DeviceTransaction(db)));
  }

  get #read(): OdoDatabase {
    return this.#reading ?? this.#device(this.#truth.state.vehicles.values().next().value?.user._id ?? "");
  }

  async vehicle(id: string) {
    return this.#read.vehicles.get(id);
  }

  async row<K extends RowKind>(kind: K, id: string) {
    const db = this.#read;
    const table = tableOfKind[kind];
    return db.transaction("r", mutationTables(db), () => new DeviceTransaction(db).get(table, id)) as Promise<
      RowOfKind[K] | undefined
    >;
  }

  async attachment(id: string) {
    return this.#read.attachments.get(id);
  }

  async user(id: string) {
    return this.#device(id).users.get(id);
  }

  async notification(userId: string, id: string) {
    return this.#device(userId).notifications.get(id);
  }

  async close() {
    for (const db of this.#devices.values()) await db.delete();
  }
}

describeStoreConformance({ name: "the device (Dexie)", device: true, open: async () => new DeviceWorld() });
