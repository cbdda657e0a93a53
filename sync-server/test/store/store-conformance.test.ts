import {
  type AuthoredMaintenance,
  type Notification,
  type Refuel,
  type RowKind,
  type RowOfKind,
  type ShareRole,
  tableOfKind,
  type User,
  type Vehicle,
} from "@odo/domain";
import { describeStoreConformance, type StoreEngine, type StoreWorld } from "@odo/domain/testing";
import { eq } from "drizzle-orm";
import { firstRow } from "../../src/db/first-row.js";
import {
  maintenances,
  notifications,
  refuels,
  reminders,
  shops,
  users,
  vehicleShares,
  vehicles,
} from "../../src/db/schema.js";
import { writing } from "../../src/deps.js";
import { notificationView } from "../../src/inbox/inbox.js";
import { attachmentById } from "../../src/store/attachment-rows.js";
import { reminderRow } from "../../src/store/reminder-rows.js";
import { historyTables, rowViews } from "../../src/store/row-kinds.js";
import { ServerTransaction } from "../../src/store/server-transaction.js";
import { maintenanceRow, refuelRow, vehicleRow, vehicleView } from "../../src/store/views.js";
import { userView } from "../../src/users/user-view.js";
import { build, type TestServer, withDb } from "../helper.js";

const seededAt = "2026-01-01T00:00:00.000Z";

/**
 * The server's store over its database (SQLite or PostgreSQL, by the vitest project), seeded with
 * rows as the repositories store them. `batched` runs each unit as a pushed batch does: new
 * entries and odometers held back until the unit ends.
 */
class ServerWorld implements StoreWorld {
  constructor(
    private readonly server: TestServer,
    private readonly batched: boolean,
  ) {}

  async addUser(user: User) {
    await withDb(this.server, async (db) => {
      await db.insert(users).values({
        id: user._id,
        username: user.username,
        email: user.email,
        name: user.name,
        lastname: user.lastname,
        picture: user.picture,
        role: user.role,
        plan: user.subscription.plan,
        country: user.country,
        lang: user.lang,
        active: true,
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
      });
      if (user.shop) {
        await db.insert(shops).values({
          id: user._id,
          ownerId: user._id,
          type: user.shop.type,
          name: user.shop.name,
          contactName: user.name,
          address: "Calle 50",
          phone: "+507 6000-0000",
          createdAt: user.createdAt,
        });
      }
    });
  }

  async addVehicle(vehicle: Vehicle) {
    await withDb(this.server, (db) => db.insert(vehicles).values(vehicleRow(vehicle)));
  }

  async share(vehicleId: string, granteeId: string, role: ShareRole) {
    await withDb(this.server, (db) =>
      db.insert(vehicleShares).values({ vehicleId, granteeId, role, createdAt: seededAt }),
    );
  }

  async addRow<K extends RowKind>(kind: K, row: RowOfKind[K]) {
    await withDb(this.server, async (db) => {
      if (kind === "maintenance") await db.insert(maintenances).values(maintenanceRow(row as AuthoredMaintenance));
      else if (kind === "refuel") await db.insert(refuels).values(refuelRow(row as Refuel));
      else await db.insert(reminders).values(reminderRow(row as RowOfKind["reminder"] & { createdBy: string }));
    });
  }

  async addNotification(userId: string, notification: Notification) {
    await withDb(this.server, (db) =>
      db.insert(notifications).values({
        id: notification._id,
        userId,
        message: notification.message,
        read: notification.read,
        createdAt: notification.createdAt,
      }),
    );
  }

  run<T>(actorId: string, work: (tx: ServerTransaction) => Promise<T>): Promise<T> {
    return writing(this.server.app.deps, async (deps) => {
      const tx = new ServerTransaction(deps.db, { id: actorId, role: "user" }, deps.deletedFiles, deps.clock);
      if (!this.batched) return work(tx);
      await tx.startBatch([]);
      const result = await work(tx);
      await tx.sendHeld();
      return result;
    });
  }

  async vehicle(id: string) {
    const row = await withDb(this.server, async (db) =>
      firstRow(await db.select().from(vehicles).where(eq(vehicles.id, id))),
    );
    return row && vehicleView(row);
  }

  async row<K extends RowKind>(kind: K, id: string) {
    const table = tableOfKind[kind];
    const rows = historyTables[table];
    const row = await withDb(this.server, async (db) => firstRow(await db.select().from(rows).where(eq(rows.id, id))));
    return row && (rowViews[table](row as never) as RowOfKind[K]);
  }

  async attachment(id: string) {
    return withDb(this.server, async (db) => (await attachmentById(db, id))?.attachment);
  }

  async user(id: string) {
    return withDb(this.server, async (db) => {
      const row = firstRow(await db.select().from(users).where(eq(users.id, id)));
      return row && userView(db, row);
    });
  }

  async notification(_userId: string, id: string) {
    const row = await withDb(this.server, async (db) =>
      firstRow(await db.select().from(notifications).where(eq(notifications.id, id))),
    );
    return row && notificationView(row);
  }

  close() {
    return this.server.close();
  }
}

const engine = (batched: boolean): StoreEngine => ({
  name: batched ? "the server, as a pushed batch" : "the server, a mutation at a time",
  open: async () => new ServerWorld(await build(), batched),
});

describeStoreConformance(engine(false));
describeStoreConformance(engine(true));
