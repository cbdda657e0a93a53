import {
  type AuthoredMaintenance,
  type AuthorSettings,
  type HeldRow,
  type HeldVehicle,
  type MutationStore,
  type Notification,
  type ReadAhead,
  type Refuel,
  type Reminder,
  type RowKind,
  type RowOfKind,
  refuelReading,
  type TimelineNeighbours,
  type User,
  type Vehicle,
} from "@odo/domain";
import { and, eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import type { Db } from "../db/open.js";
import { maintenances, notifications, refuels, reminders, type users, vehicles } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { notificationView, publishNotification } from "../inbox/inbox.js";
import type { Requester } from "../requester.js";
import { publishUser } from "../users/profile.js";
import { userView } from "../users/user-view.js";
import { updateUser, userById } from "../users/users-repository.js";
import { roleOf, vehicleAccess } from "./access.js";
import {
  type AudienceMember,
  publishMaintenance,
  publishOdometer,
  publishRefuel,
  publishReminder,
  publishVehicle,
  retractRow,
  retractVehicle,
  vehicleAudience,
} from "./audience.js";
import {
  authorSettingsOf,
  findVehicle,
  insertMaintenance,
  insertRefuel,
  insertVehicle,
  shopNameOf,
  writeOdometers,
  writeVehicle,
} from "./garage-repository.js";
import { HeldWrites } from "./held-writes.js";
import { highestReading } from "./odometer.js";
import { readBatch, TimelineAhead } from "./read-ahead.js";
import { reminderRow } from "./reminder-repository.js";
import { rowTables, rowViews } from "./row-kinds.js";
import { neighboursAmong, neighboursAt } from "./timeline.js";
import { vehicleHistory } from "./vehicle-history.js";
import { maintenanceRow, refuelRow, vehicleRow, vehicleView } from "./views.js";

type UserRow = typeof users.$inferSelect;

/** The server's rows all name their author; only a grantee's copy on a device hides it. */
type Authored<T> = T & { createdBy: string };

/**
 * The shared mutators' store on the server: the repositories, in the caller's unit of work. Each
 * write also reaches the change log of everyone who sees the row, each as their role may see it
 * (`audience.ts`); that, and an id's uniqueness across every user, is what only the server does.
 */
export class RepositoryStore implements MutationStore {
  // One store serves a unit of work (a pushed batch): what it read stays true until the unit's own
  // writes, which go through it and update what it holds. Shares change in units of their own.
  readonly #audiences = new Map<string, Promise<AudienceMember[]>>();
  readonly #vehicles = new Map<string, HeldVehicle>();
  #author: Promise<AuthorSettings> | undefined;
  #shopName: Promise<string | null> | undefined;
  #timeline = new TimelineAhead();
  /** A batch's writes held back (`startBatch`); undefined while each write goes straight in. */
  #held: HeldWrites | undefined;
  /** The time of the mutation being run: a profile's `updatedAt`. */
  now = new Date();

  constructor(
    private readonly db: Db,
    private readonly actor: Requester,
  ) {}

  /**
   * Reads what a batch's mutations will read first, all at once (`Mutator.readAhead`), and from
   * now on holds their new entries and odometers until `sendHeld`. For a pushed batch run whole.
   */
  async startBatch(wants: readonly ReadAhead[]): Promise<void> {
    this.#held = new HeldWrites();
    const batch = await readBatch(this.db, this.actor, wants);
    for (const [id, held] of batch.vehicles) if (!this.#vehicles.has(id)) this.#vehicles.set(id, held);
    for (const [id, audience] of batch.audiences)
      if (!this.#audiences.has(id)) this.#audiences.set(id, Promise.resolve(audience));
    this.#timeline = batch.timeline;
  }

  /** Stores the writes held back; a read or write that does not go through them sends them first. */
  async sendHeld(): Promise<void> {
    await this.#held?.send(this.db);
  }

  #audience(vehicle: Vehicle): Promise<AudienceMember[]> {
    let audience = this.#audiences.get(vehicle._id);
    if (!audience) {
      audience = vehicleAudience(this.db, vehicle);
      this.#audiences.set(vehicle._id, audience);
    }
    return audience;
  }

  async vehicleAccess(vehicleId: string): Promise<HeldVehicle | undefined> {
    const held = this.#vehicles.get(vehicleId);
    if (held) return held;
    await this.sendHeld();
    try {
      const found = await vehicleAccess(this.db, this.actor, vehicleId);
      this.#vehicles.set(vehicleId, found);
      return found;
    } catch (error: unknown) {
      if (error instanceof ApiError && error.code === "VEHICLE_NOT_FOUND") return undefined;
      throw error;
    }
  }

  async row<K extends RowKind>(kind: K, id: string): Promise<HeldRow<K> | undefined> {
    await this.sendHeld();
    const table = rowTables[kind];
    const found = firstRow(
      await this.db
        .select({ row: table, vehicle: vehicles })
        .from(table)
        .innerJoin(vehicles, eq(vehicles.id, table.vehicleId))
        .where(eq(table.id, id)),
    );
    if (!found) return undefined;
    return {
      // The table and the view are both `kind`'s; TypeScript cannot pair them through the lookup.
      row: rowViews[kind](found.row as never),
      vehicle: vehicleView(found.vehicle),
      role: await roleOf(this.db, this.actor, found.vehicle),
    };
  }

  async neighboursAt(
    vehicle: Vehicle,
    date: string,
    edited?: { _id: string; km: number | null },
  ): Promise<TimelineNeighbours> {
    const readAhead = edited ? undefined : this.#timeline.readingsAt(vehicle._id, date);
    if (readAhead) return neighboursAmong(vehicle, date, undefined, readAhead);
    await this.sendHeld();
    return neighboursAt(this.db, vehicle, date, edited);
  }

  async highestReading(vehicleId: string): Promise<number | null> {
    await this.sendHeld();
    return highestReading(this.db, vehicleId);
  }

  authorSettings(): Promise<AuthorSettings> {
    this.#author ??= authorSettingsOf(this.db, this.actor.id);
    return this.#author;
  }

  shopName(): Promise<string | null> {
    this.#shopName ??= shopNameOf(this.db, this.actor.id);
    return this.#shopName;
  }

  /** The vehicle as this unit now stores it, for the next read of it. */
  #holds(vehicle: Vehicle): void {
    const held = this.#vehicles.get(vehicle._id);
    if (held) this.#vehicles.set(vehicle._id, { ...held, vehicle });
  }

  async putRow<K extends RowKind>(kind: K, row: RowOfKind[K], vehicle: Vehicle, before?: RowOfKind[K]) {
    const audience = await this.#audience(vehicle);
    const edit = before !== undefined;
    if (edit) this.#timeline.forget(vehicle._id);
    if (!edit && kind !== "reminder" && this.#held) {
      await this.#holdEntry(kind, row as RowOfKind["maintenance" | "refuel"], vehicle, audience);
      return;
    }
    await this.sendHeld();
    if (kind === "maintenance") {
      const maintenance = row as AuthoredMaintenance;
      if (edit) await this.db.update(maintenances).set(maintenanceRow(maintenance)).where(eq(maintenances.id, row._id));
      else if (!(await insertMaintenance(this.db, maintenanceRow(maintenance)))) throw new ApiError("ID_ALREADY_USED");
      await publishMaintenance(this.db, vehicle, maintenance, audience);
    } else if (kind === "refuel") {
      const refuel = row as Refuel;
      if (edit) await this.db.update(refuels).set(refuelRow(refuel)).where(eq(refuels.id, row._id));
      else if (!(await insertRefuel(this.db, refuelRow(refuel)))) throw new ApiError("ID_ALREADY_USED");
      await publishRefuel(this.db, vehicle, refuel, audience);
    } else {
      const reminder = row as Authored<Reminder>;
      if (edit) await this.db.update(reminders).set(reminderRow(reminder)).where(eq(reminders.id, row._id));
      else if (!(await this.#insertReminder(reminder))) throw new ApiError("ID_ALREADY_USED");
      await publishReminder(this.db, vehicle, reminder, audience);
    }
  }

  /** A batch's new entry: the row is held back; its change-log entries are written now, as they commit with the unit either way. */
  async #holdEntry(
    kind: "maintenance" | "refuel",
    row: RowOfKind["maintenance" | "refuel"],
    vehicle: Vehicle,
    audience: AudienceMember[],
  ): Promise<void> {
    const held = this.#held as HeldWrites;
    if (kind === "maintenance") {
      const maintenance = row as AuthoredMaintenance;
      held.maintenance(maintenance);
      this.#timeline.added(vehicle._id, { _id: maintenance._id, date: maintenance.date, km: maintenance.kms });
      await publishMaintenance(this.db, vehicle, maintenance, audience);
    } else {
      const refuel = row as Refuel;
      held.refuel(refuel);
      this.#timeline.added(vehicle._id, { _id: refuel._id, date: refuel.date, km: refuelReading(refuel) });
      await publishRefuel(this.db, vehicle, refuel, audience);
    }
  }

  /** As the maintenance and refuel inserts: false, writing nothing, when the id is taken. */
  async #insertReminder(reminder: Authored<Reminder>): Promise<boolean> {
    const inserted = await this.db
      .insert(reminders)
      .values(reminderRow(reminder))
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    return inserted.length > 0;
  }

  async deleteRow<K extends RowKind>(kind: K, row: RowOfKind[K], vehicle: Vehicle): Promise<void> {
    this.#timeline.forget(vehicle._id);
    await this.sendHeld();
    const table = rowTables[kind];
    await this.db.delete(table).where(eq(table.id, row._id));
    await retractRow(this.db, vehicle, kind, row._id);
  }

  async putOdometer(vehicle: Vehicle): Promise<void> {
    this.#holds(vehicle);
    if (this.#held) this.#held.odometer(vehicle);
    else
      await writeOdometers(this.db, [
        { vehicleId: vehicle._id, km: vehicle.displacement, updatedAt: vehicle.updatedAt },
      ]);
    await publishOdometer(this.db, vehicle, await this.#audience(vehicle));
  }

  async putVehicle(vehicle: Vehicle, before?: Vehicle): Promise<void> {
    // The whole row goes in: a held odometer must be in before it, not after.
    await this.sendHeld();
    this.#holds(vehicle);
    if (before) {
      await writeVehicle(this.db, vehicleRow(vehicle));
      await publishVehicle(this.db, vehicle, await this.#audience(vehicle));
      return;
    }
    if (await findVehicle(this.db, vehicle._id)) throw new ApiError("ID_ALREADY_USED");
    await insertVehicle(this.db, vehicleRow(vehicle));
    // A vehicle just made is shared with nobody yet: its owner is its whole audience.
    await publishVehicle(this.db, vehicle, [{ userId: vehicle.user._id, role: "owner" }]);
  }

  async user(): Promise<User | undefined> {
    const row = await userById(this.db, this.actor.id);
    return row && userView(this.db, row);
  }

  async putUser(_user: User, changed: Partial<User>): Promise<void> {
    this.#author = undefined;
    const { rate, ...profile } = changed;
    const ratingColumns = rate ? { rateRating: rate.rating, rateReview: rate.review ?? null } : {};
    // The profile's fields are the account row's columns, under the same names.
    const row = await updateUser(
      this.db,
      this.actor.id,
      { ...profile, ...ratingColumns } as Partial<UserRow>,
      this.now,
    );
    if (row) await publishUser(this.db, await userView(this.db, row));
  }

  async notification(id: string): Promise<Notification | undefined> {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, this.actor.id));
    const row = firstRow(await this.db.select().from(notifications).where(mine));
    return row && notificationView(row);
  }

  async putNotification(notification: Notification): Promise<void> {
    const mine = and(eq(notifications.id, notification._id), eq(notifications.userId, this.actor.id));
    await this.db.update(notifications).set({ read: notification.read }).where(mine);
    await publishNotification(this.db, this.actor.id, notification);
  }

  async deleteVehicle(vehicle: Vehicle): Promise<void> {
    await this.sendHeld();
    this.#timeline.forget(vehicle._id);
    this.#vehicles.delete(vehicle._id);
    const history = await vehicleHistory(this.db, vehicle._id);
    const audience = await this.#audience(vehicle);
    await this.db.delete(vehicles).where(eq(vehicles.id, vehicle._id));
    await retractVehicle(this.db, audience, vehicle._id, history);
  }
}
