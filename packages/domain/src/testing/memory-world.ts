import type { Attachment } from "../attachment/attachment.js";
import { historyTimeline, timelineNeighbours } from "../maintenance/timeline.js";
import type { Notification } from "../notification/notification.js";
import type { AccessRole, ShareRole } from "../share/roles.js";
import { type RowKind, rowKinds, type SyncedTable, tableOfKind } from "../shared/synced-kinds.js";
import type { RowOfKind, SyncedRows } from "../sync/kind-registry.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import type { User } from "../user/user.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import type { StoreWorld } from "./store-conformance.js";

type Rows = { [K in RowKind]: Map<string, RowOfKind[K]> };

interface State {
  users: Map<string, User>;
  vehicles: Map<string, Vehicle>;
  /** vehicle id → grantee id → role */
  shares: Map<string, Map<string, ShareRole>>;
  rows: Rows;
  attachments: Map<string, Attachment>;
  /** user id → notification id → notification */
  notifications: Map<string, Map<string, Notification>>;
}

const emptyState = (): State => ({
  users: new Map(),
  vehicles: new Map(),
  shares: new Map(),
  rows: Object.fromEntries(rowKinds.map((kind) => [kind, new Map()])) as unknown as Rows,
  attachments: new Map(),
  notifications: new Map(),
});

/**
 * The smallest world a mutator runs in: every account's rows in maps. A unit of work that throws
 * leaves the world as it found it, as a database transaction does.
 */
export class MemoryWorld implements StoreWorld {
  state = emptyState();

  roleOf(actorId: string, vehicle: Vehicle): AccessRole | undefined {
    if (vehicle.user._id === actorId) return "owner";
    return this.state.shares.get(vehicle._id)?.get(actorId);
  }

  async addUser(user: User) {
    this.state.users.set(user._id, user);
  }

  async addVehicle(vehicle: Vehicle) {
    this.state.vehicles.set(vehicle._id, vehicle);
  }

  async share(vehicleId: string, granteeId: string, role: ShareRole) {
    const grantees = this.state.shares.get(vehicleId) ?? new Map<string, ShareRole>();
    grantees.set(granteeId, role);
    this.state.shares.set(vehicleId, grantees);
  }

  async addRow<K extends RowKind>(kind: K, row: RowOfKind[K]) {
    (this.state.rows[kind] as Map<string, RowOfKind[K]>).set(row._id, row);
  }

  async addNotification(userId: string, notification: Notification) {
    const mine = this.state.notifications.get(userId) ?? new Map<string, Notification>();
    mine.set(notification._id, notification);
    this.state.notifications.set(userId, mine);
  }

  async run<T>(actorId: string, work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    const before = structuredClone(this.state);
    try {
      return await work(new MemoryTransaction(this, actorId));
    } catch (error) {
      this.state = before;
      throw error;
    }
  }

  async vehicle(id: string) {
    return this.state.vehicles.get(id);
  }

  async row<K extends RowKind>(kind: K, id: string) {
    return this.state.rows[kind].get(id) as RowOfKind[K] | undefined;
  }

  async attachment(id: string) {
    return this.state.attachments.get(id);
  }

  async user(id: string) {
    return this.state.users.get(id);
  }

  async notification(userId: string, id: string) {
    return this.state.notifications.get(userId)?.get(id);
  }

  async close() {}
}

/** The world as one actor reaches it. */
class MemoryTransaction implements WriteTransaction {
  constructor(
    private readonly world: MemoryWorld,
    private readonly actorId: string,
  ) {}

  private get state() {
    return this.world.state;
  }

  /** Each table's rows; the actor's own notifications only. */
  private table<T extends SyncedTable>(table: T): Map<string, SyncedRows[T]> {
    const notifications = this.state.notifications.get(this.actorId) ?? new Map<string, Notification>();
    this.state.notifications.set(this.actorId, notifications);
    const tables: Record<SyncedTable, Map<string, unknown>> = {
      vehicles: this.state.vehicles,
      ...(Object.fromEntries(rowKinds.map((kind) => [tableOfKind[kind], this.state.rows[kind]])) as Record<
        (typeof tableOfKind)[RowKind],
        Map<string, unknown>
      >),
      attachments: this.state.attachments,
      users: this.state.users,
      notifications,
    };
    return tables[table] as Map<string, SyncedRows[T]>;
  }

  async get<T extends SyncedTable>(table: T, id: string) {
    return this.table(table).get(id);
  }

  async put<T extends SyncedTable>(table: T, row: SyncedRows[T]) {
    this.table(table).set(row._id, row);
  }

  async delete<T extends SyncedTable>(table: T, row: SyncedRows[T]) {
    this.table(table).delete(row._id);
    if (table !== "vehicles") return;
    this.state.shares.delete(row._id);
    const tables = [...Object.values(this.state.rows), this.state.attachments] as Map<string, { vehicle: string }>[];
    for (const rows of tables) {
      for (const [id, entry] of [...rows]) if (entry.vehicle === row._id) rows.delete(id);
    }
  }

  async attachmentsOf(entryId: string) {
    return [...this.state.attachments.values()].filter((attachment) => attachment.recordId === entryId);
  }

  async roleOn(vehicle: Vehicle) {
    return this.world.roleOf(this.actorId, vehicle);
  }

  #history(vehicleId: string) {
    const mine = <T extends { vehicle: string }>(rows: Map<string, T>) =>
      [...rows.values()].filter((row) => row.vehicle === vehicleId);
    return historyTimeline({
      maintenances: mine(this.state.rows.maintenance),
      refuels: mine(this.state.rows.refuel),
      expenses: mine(this.state.rows.expense),
      tyreEvents: mine(this.state.rows.tyreEvent),
      treadReadings: mine(this.state.rows.treadReading),
    });
  }

  async readingsAround(vehicle: Vehicle, date: string, edited?: { _id: string }) {
    return timelineNeighbours({ _id: edited?._id, date }, vehicle, this.#history(vehicle._id));
  }

  async tyreEventsOf(vehicleId: string) {
    return [...this.state.rows.tyreEvent.values()].filter((event) => event.vehicle === vehicleId);
  }

  async highestReading(vehicleId: string) {
    const readings = this.#history(vehicleId).flatMap((entry) => (entry.km ? [entry.km] : []));
    return readings.length === 0 ? null : Math.max(...readings);
  }
}
