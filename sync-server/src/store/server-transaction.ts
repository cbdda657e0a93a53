import {
  type AccessRole,
  type Attachment,
  type AuthoredMaintenance,
  capabilitiesByRole,
  type EntryKind,
  entityOfTable,
  entryKinds,
  formerAccountId,
  type ReadAhead,
  type Refuel,
  readingOfEntry,
  type SyncedRows,
  type SyncedTable,
  type TableOf,
  type TimelineNeighbours,
  type TyreEvent,
  tableOfKind,
  type User,
  type Vehicle,
  type WriteTransaction,
} from "@odo/domain";
import { and, eq } from "drizzle-orm";
import { logDelete } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { attachments, notifications, type users, vehicles } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { notificationView, publishNotification } from "../inbox/inbox.js";
import type { Requester } from "../requester.js";
import { publishUser } from "../users/profile.js";
import { userView } from "../users/user-view.js";
import { updateUser, userById } from "../users/users-repository.js";
import { EntryWebhooks } from "../webhooks/entry-logged.js";
import { roleOf } from "./access.js";
import { entryAuthorOf, publishAttachment, retractAttachment } from "./attachment-audience.js";
import { attachmentById, attachmentsOfEntry, insertAttachment } from "./attachment-rows.js";
import {
  type AudienceMember,
  publishHistoryRow,
  publishOdometer,
  publishVehicle,
  retractRow,
  retractVehicle,
  vehicleAudience,
} from "./audience.js";
import { HeldWrites } from "./held-writes.js";
import { historyWrites } from "./history-writes.js";
import { highestReading } from "./odometer.js";
import { readBatch, TimelineAhead } from "./read-ahead.js";
import { readOnlyVehiclesOf } from "./read-only-vehicles.js";
import { findVehicle, insertVehicle, writeOdometers, writeVehicle } from "./repository.js";
import { type HistoryTable, historyTables, rowViews } from "./row-kinds.js";
import { neighboursAmong, neighboursAt } from "./timeline.js";
import { tyreEventsOf, vehicleHistory } from "./vehicle-history.js";
import { vehicleRow, vehicleView } from "./views.js";

type UserRow = typeof users.$inferSelect;
type HistoryRow = SyncedRows[HistoryTable];

/** Fields of a vehicle an odometer move changes: a batch holds such a move back. */
const odometerFields = new Set<string>(["displacement", "updatedAt"]);
/** The fields `after` changed; an untouched field is the same value, so most are settled without a copy. */
const differingFields = <T extends object>(before: T, after: T) =>
  (Object.keys(after) as (keyof T & string)[]).filter(
    (field) => before[field] !== after[field] && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );

/**
 * The shared mutators' transaction on the server: the database, in the caller's unit of work. Each
 * put and delete also reaches the change log of everyone who sees the row, each as their role may
 * see it (`audience.ts`); that, and an id's uniqueness across every user, is what only the server
 * does. A batch (`startBatch`) reads ahead what its mutations read first and holds back their new
 * entries and odometers until `sendHeld`; any read or write that does not go through them sends
 * them first.
 */
export class ServerTransaction implements WriteTransaction {
  // One transaction serves a unit of work (a pushed batch): what it read stays true until the
  // unit's own writes, which go through it and update what it holds. Shares change in units of
  // their own.
  readonly #audiences = new Map<string, Promise<AudienceMember[]>>();
  readonly #vehicles = new Map<string, { vehicle: Vehicle; role: AccessRole | undefined }>();
  #actorProfile: Promise<User | undefined> | undefined;
  /** Each owner's vehicles held read-only by their plan, read once a unit. */
  readonly #readOnly = new Map<string, Promise<ReadonlySet<string>>>();
  #timeline = new TimelineAhead();
  readonly #entryWebhooks: EntryWebhooks;
  #held: HeldWrites | undefined;

  constructor(
    private readonly db: Db,
    private readonly actor: Requester,
    /** The unit's files whose records are deleted: they leave the store once it commits. */
    private readonly deletedFiles: string[],
    /** The server's clock: a profile's `updatedAt` is when it is written. */
    private readonly clock: () => Date,
  ) {
    this.#entryWebhooks = new EntryWebhooks(db, clock);
  }

  async startBatch(wants: readonly ReadAhead[]): Promise<void> {
    this.#held = new HeldWrites();
    const batch = await readBatch(this.db, this.actor, wants);
    for (const [id, held] of batch.vehicles) if (!this.#vehicles.has(id)) this.#vehicles.set(id, held);
    for (const [id, audience] of batch.audiences)
      if (!this.#audiences.has(id)) this.#audiences.set(id, Promise.resolve(audience));
    this.#timeline = batch.timeline;
  }

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

  async #heldVehicle(id: string) {
    const held = this.#vehicles.get(id);
    if (held) return held;
    await this.sendHeld();
    const row = await findVehicle(this.db, id);
    if (!row) return undefined;
    const found = { vehicle: vehicleView(row), role: await roleOf(this.db, this.actor, row) };
    this.#vehicles.set(id, found);
    return found;
  }

  /** The vehicle as this unit now stores it, for the next read of it. */
  #holds(vehicle: Vehicle, role?: AccessRole): void {
    const held = this.#vehicles.get(vehicle._id);
    this.#vehicles.set(vehicle._id, { vehicle, role: held ? held.role : role });
  }

  get<T extends SyncedTable>(table: T, id: string): Promise<SyncedRows[T] | undefined> {
    return this.#readers[table](id) as Promise<SyncedRows[T] | undefined>;
  }

  readonly #readers: { [T in SyncedTable]: (id: string) => Promise<SyncedRows[T] | undefined> } = {
    vehicles: (id) => {
      const held = this.#vehicles.get(id);
      return held ? Promise.resolve(held.vehicle) : this.#heldVehicle(id).then((found) => found?.vehicle);
    },
    maintenances: (id) => this.#historyRow("maintenances", id),
    refuels: (id) => this.#historyRow("refuels", id),
    expenses: (id) => this.#historyRow("expenses", id),
    reminders: (id) => this.#historyRow("reminders", id),
    tyreSets: (id) => this.#historyRow("tyreSets", id),
    tyreEvents: (id) => this.#historyRow("tyreEvents", id),
    treadReadings: (id) => this.#historyRow("treadReadings", id),
    recalls: (id) => this.#historyRow("recalls", id),
    attachments: async (id) => {
      await this.sendHeld();
      return (await attachmentById(this.db, id))?.attachment;
    },
    // A mutation reads only its actor's own profile and notifications.
    users: (id) => (id === this.actor.id ? this.#profile() : Promise.resolve(undefined)),
    notifications: async (id) => {
      const mine = and(eq(notifications.id, id), eq(notifications.userId, this.actor.id));
      const row = firstRow(await this.db.select().from(notifications).where(mine));
      return row && notificationView(row);
    },
  };

  async #historyRow<T extends HistoryTable>(table: T, id: string): Promise<SyncedRows[T] | undefined> {
    await this.sendHeld();
    const rows = historyTables[table];
    const found = firstRow(await this.db.select().from(rows).where(eq(rows.id, id)));
    // The table and the view are both `table`'s; TypeScript cannot pair them through the lookup.
    return found && (rowViews[table](found as never) as SyncedRows[T]);
  }

  #profile(): Promise<User | undefined> {
    this.#actorProfile ??= userById(this.db, this.actor.id).then((row) => row && userView(this.db, row));
    return this.#actorProfile;
  }

  async roleOn(vehicle: Vehicle): Promise<AccessRole | undefined> {
    const held = this.#vehicles.get(vehicle._id);
    if (held) return held.role;
    return (await this.#heldVehicle(vehicle._id))?.role;
  }

  async readingsAround(
    vehicle: Vehicle,
    date: string,
    edited?: { _id: string; km: number | null },
  ): Promise<TimelineNeighbours> {
    const readAhead = edited ? undefined : this.#timeline.readingsAt(vehicle._id, date);
    if (readAhead) return neighboursAmong(vehicle, date, undefined, readAhead);
    await this.sendHeld();
    return neighboursAt(this.db, vehicle, date, edited);
  }

  async tyreEventsOf(vehicleId: string): Promise<TyreEvent[]> {
    await this.sendHeld();
    return tyreEventsOf(this.db, vehicleId);
  }

  async highestReading(vehicleId: string): Promise<number | null> {
    await this.sendHeld();
    return highestReading(this.db, vehicleId);
  }

  put<T extends SyncedTable>(table: T, row: SyncedRows[T], before?: SyncedRows[T]): Promise<void> {
    // Each writer takes its own table's rows; TypeScript cannot pair them through the lookup.
    return this.#writers[table](row as never, before as never);
  }

  readonly #writers: { [T in SyncedTable]: (row: SyncedRows[T], before?: SyncedRows[T]) => Promise<void> } = {
    vehicles: (vehicle, before) => this.#putVehicle(vehicle, before),
    maintenances: (row, before) => this.#putHistory("maintenances", row, before),
    refuels: (row, before) => this.#putHistory("refuels", row, before),
    expenses: (row, before) => this.#putHistory("expenses", row, before),
    reminders: (row, before) => this.#putHistory("reminders", row, before),
    tyreSets: (row, before) => this.#putHistory("tyreSets", row, before),
    tyreEvents: (row, before) => this.#putHistory("tyreEvents", row, before),
    treadReadings: (row, before) => this.#putHistory("treadReadings", row, before),
    recalls: (row, before) => this.#putHistory("recalls", row, before),
    attachments: (row, before) => this.#putAttachment(row, before),
    users: (user, before) => this.#putProfile(user, before),
    notifications: async (notification) => {
      const mine = and(eq(notifications.id, notification._id), eq(notifications.userId, this.actor.id));
      await this.db.update(notifications).set({ read: notification.read }).where(mine);
      await publishNotification(this.db, this.actor.id, notification);
    },
  };

  /** A vehicle past its owner's plan's limit is read-only: its entries and settings stay as they are. */
  async #refuseReadOnly(vehicle: Vehicle): Promise<void> {
    const ownerId = vehicle.user._id;
    let readOnly = this.#readOnly.get(ownerId);
    if (!readOnly) {
      readOnly = readOnlyVehiclesOf(this.db, ownerId);
      this.#readOnly.set(ownerId, readOnly);
    }
    if ((await readOnly).has(vehicle._id)) throw new ApiError("VEHICLE_READ_ONLY");
  }

  async #putVehicle(vehicle: Vehicle, before: Vehicle | undefined): Promise<void> {
    // A vehicle added or removed changes which ones are past the limit.
    if (!before) this.#readOnly.delete(vehicle.user._id);
    else await this.#refuseReadOnly(before);
    if (!before) {
      await this.sendHeld();
      if (await findVehicle(this.db, vehicle._id)) throw new ApiError("ID_ALREADY_USED");
      await insertVehicle(this.db, vehicleRow(vehicle));
      this.#holds(vehicle, "owner");
      // A vehicle just made is shared with nobody yet: its owner is its whole audience.
      await publishVehicle(this.db, vehicle, [{ userId: vehicle.user._id, role: "owner" }]);
      return;
    }
    this.#holds(vehicle);
    const audience = await this.#audience(vehicle);
    if (differingFields(before, vehicle).every((field) => odometerFields.has(field))) {
      const move = { vehicleId: vehicle._id, km: vehicle.displacement, updatedAt: vehicle.updatedAt };
      if (this.#held) this.#held.odometer(vehicle);
      else await writeOdometers(this.db, [move]);
      await publishOdometer(this.db, vehicle, audience);
      return;
    }
    // The whole row goes in: a held odometer must be in before it, not after.
    await this.sendHeld();
    await writeVehicle(this.db, vehicleRow(vehicle));
    await publishVehicle(this.db, vehicle, audience);
  }

  async #putHistory<T extends HistoryTable>(table: T, row: SyncedRows[T], before?: SyncedRows[T]): Promise<void> {
    const vehicle = await this.#vehicleOf(row);
    await this.#refuseReadOnly(vehicle);
    const audience = await this.#audience(vehicle);
    const edit = before !== undefined;
    if (edit) this.#timeline.forget(vehicle._id);
    if (!edit && this.#held && (table === "maintenances" || table === "refuels")) {
      if (table === "maintenances") this.#held.maintenance(row as AuthoredMaintenance);
      else this.#held.refuel(row as Refuel);
    } else {
      await this.sendHeld();
      if (!(await this.#store(table, row, edit))) throw new ApiError("ID_ALREADY_USED");
    }
    // A new entry's reading joins the batch's read-ahead: the next mutation's neighbours include it.
    if (!edit && isEntryTable(table)) {
      const entry = row as Entry;
      this.#timeline.added(vehicle._id, {
        _id: entry._id,
        date: entry.date,
        km: (readingOfEntry[entityOfTable[table as EntryTable]] as (row: Entry) => number | null)(entry),
      });
    }
    // Written now, the change-log entries commit with the unit either way.
    await publishHistoryRow(this.db, entityOfTable[table], vehicle, row as never, audience);
    if (!edit && isEntryTable(table)) {
      const followers = audience.filter(({ role }) => capabilitiesByRole[role].receivesReminders);
      const kind = entityOfTable[table as EntryTable];
      await this.#entryWebhooks.logged(
        kind,
        row,
        vehicle,
        followers.map(({ userId }) => userId),
      );
    }
  }

  /** Inserts or updates a history row; false, writing nothing, when a new row's id is taken. */
  async #store(table: HistoryTable, row: HistoryRow, edit: boolean): Promise<boolean> {
    // Each table's functions take its own rows; TypeScript cannot pair them through the lookup.
    const writes = historyWrites[table];
    const columns = writes.columns(row as never);
    if (edit) {
      const rows = historyTables[table];
      await this.db.update(rows).set(columns).where(eq(rows.id, row._id));
      return true;
    }
    return writes.insert(this.db, columns as never);
  }

  async attachmentsOf(entryId: string): Promise<Attachment[]> {
    await this.sendHeld();
    return attachmentsOfEntry(this.db, entryId);
  }

  /** A file's record is written once; the file itself arrives apart (`attachment/uploads.ts`). */
  async #putAttachment(attachment: Attachment, before: Attachment | undefined): Promise<void> {
    const vehicle = await this.#vehicleOf(attachment);
    await this.sendHeld();
    if (before) {
      // A file's record never changes, but for its author's id when that account is erased.
      const forgotten =
        before.createdBy === this.actor.id &&
        attachment.createdBy === formerAccountId &&
        differingFields(before, attachment).every((field) => field === "createdBy");
      if (!forgotten) throw new ApiError("FORBIDDEN");
      // Its storage was the account's: now no one's (the owner does not pay for a closed shop's invoice).
      await this.db
        .update(attachments)
        .set({ createdBy: formerAccountId, billedTo: null })
        .where(eq(attachments.id, attachment._id));
    } else if (!(await insertAttachment(this.db, attachment))) throw new ApiError("ID_ALREADY_USED");
    const author = await entryAuthorOf(this.db, attachment);
    await publishAttachment(this.db, attachment, author, await this.#audience(vehicle));
  }

  async #deleteAttachment(attachment: Attachment): Promise<void> {
    const vehicle = await this.#vehicleOf(attachment);
    await this.sendHeld();
    const author = await entryAuthorOf(this.db, attachment);
    await this.db.delete(attachments).where(eq(attachments.id, attachment._id));
    await retractAttachment(this.db, attachment, author, await this.#audience(vehicle));
    this.deletedFiles.push(attachment._id);
  }

  async #vehicleOf(row: { vehicle: string }): Promise<Vehicle> {
    const held = await this.#heldVehicle(row.vehicle);
    if (!held) throw new ApiError("VEHICLE_NOT_FOUND");
    return held.vehicle;
  }

  async #putProfile(user: User, before: User | undefined): Promise<void> {
    if (user._id !== this.actor.id || !before) throw new ApiError("FORBIDDEN");
    const changed = Object.fromEntries(
      differingFields(before, user).map((field) => [field, user[field as keyof User]]),
    ) as Partial<User>;
    const { rate, ...profile } = changed;
    const ratingColumns = rate ? { rateRating: rate.rating, rateReview: rate.review ?? null } : {};
    // The profile's fields are the account row's columns, under the same names.
    const row = await updateUser(
      this.db,
      this.actor.id,
      { ...profile, ...ratingColumns } as Partial<UserRow>,
      this.clock(),
    );
    this.#actorProfile = undefined;
    if (row) await publishUser(this.db, await userView(this.db, row));
  }

  async delete<T extends SyncedTable>(table: T, row: SyncedRows[T]): Promise<void> {
    if (table === "vehicles") return this.#deleteVehicle(row as Vehicle);
    if (table === "users") throw new ApiError("FORBIDDEN");
    if (table === "attachments") return this.#deleteAttachment(row as Attachment);
    if (table === "notifications") {
      await this.db
        .delete(notifications)
        .where(and(eq(notifications.id, row._id), eq(notifications.userId, this.actor.id)));
      await logDelete(this.db, this.actor.id, "notification", row._id);
      return;
    }
    const vehicle = await this.#vehicleOf(row as HistoryRow);
    await this.#refuseReadOnly(vehicle);
    this.#timeline.forget(vehicle._id);
    await this.sendHeld();
    const rows = historyTables[table as HistoryTable];
    await this.db.delete(rows).where(eq(rows.id, row._id));
    await retractRow(this.db, vehicle, entityOfTable[table as HistoryTable], row._id);
  }

  async #deleteVehicle(vehicle: Vehicle): Promise<void> {
    // Deleting a vehicle is how its owner frees a place on the plan: allowed, read-only or not.
    this.#readOnly.delete(vehicle.user._id);
    await this.sendHeld();
    this.#timeline.forget(vehicle._id);
    this.#vehicles.delete(vehicle._id);
    const history = await vehicleHistory(this.db, vehicle._id);
    const audience = await this.#audience(vehicle);
    await this.db.delete(vehicles).where(eq(vehicles.id, vehicle._id));
    await retractVehicle(this.db, audience, vehicle._id, history);
    this.deletedFiles.push(...history.attachments.map((attachment) => attachment._id));
  }
}

type EntryTable = TableOf<EntryKind>;
const entryTables: ReadonlySet<string> = new Set(entryKinds.map((kind) => tableOfKind[kind]));
const isEntryTable = (table: HistoryTable): table is EntryTable => entryTables.has(table);
type Entry = SyncedRows[EntryTable];
