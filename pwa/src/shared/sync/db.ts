import type {
  Attachment,
  Expense,
  Maintenance,
  MutationName,
  Notification,
  ReadingConflict,
  RecallReport,
  Refuel,
  Reminder,
  SyncedTable,
  TyreSet,
  User,
  Vehicle,
} from "@odo/domain";
import Dexie, { type Table } from "dexie";
import { type EntryIds, type EntryRecord, historyIn, idsOf, recordsOfEntries } from "./entry-records.js";
import type { FileState } from "./file-states.js";

/** A row as it was before a local change, to put back if the server refuses the change. */
export interface RowSnapshot {
  table: SyncedTable;
  key: string;
  value: unknown | null;
}

export interface OutboxEntry {
  mid?: number;
  name: MutationName;
  args: unknown;
  before: RowSnapshot[];
  createdAt: string;
}

/** A change the server refused: kept, so the user's work is never silently dropped. */
export interface RejectedEntry {
  id?: number;
  mid: number;
  name: MutationName;
  args: unknown;
  code: string;
  message: string;
  /** For a km refused as `invalidMileage`: the reading it clashes with, to name it. */
  conflict?: ReadingConflict;
  rejectedAt: string;
}

export interface MetaRow {
  key: "clientId" | "cursor" | "lastSyncAt" | "lastError" | "syncing" | "limits";
  value: unknown;
}

/**
 * A file's bytes on this device (not synced; its record in `attachments` is), in one of the
 * states of `file-states.ts`, moved only through `file-queue.ts`.
 */
export interface LocalFile {
  /** The attachment's id. */
  _id: string;
  blob: Blob;
  state: FileState;
  /** Last opened on this device: the cache lets the longest unviewed go first. */
  viewedAt: string;
  /** Why the server refused the upload (storage full, not the file promised), while `refused`. */
  refusal?: { code: string; message: string; at: string };
}

/**
 * One IndexedDB database per user, so a second person on the same phone never sees or pushes the
 * first one's data. Schema versions are never edited once shipped: add `version(n)` with an upgrade.
 */
export class OdoDatabase extends Dexie {
  users!: Table<User, string>;
  vehicles!: Table<Vehicle, string>;
  /** Maintenances, refuels and expenses, a vehicle's year to a record or a few (entry-records.ts). */
  entryRecords!: Table<EntryRecord, [string, string, number]>;
  entryIds!: Table<EntryIds, [string, string, number]>;
  notifications!: Table<Notification, string>;
  reminders!: Table<Reminder, string>;
  /** A vehicle's tyre sets; their moves and tread readings are entries, in the year records. */
  tyreSets!: Table<TyreSet, string>;
  /** Each vehicle's safety recalls, as the server last looked them up (one report per vehicle). */
  recalls!: Table<RecallReport, string>;
  /** Receipts', photos' and papers' records, thumbnails included. */
  attachments!: Table<Attachment, string>;
  /** The files themselves, as far as this device has them. */
  files!: Table<LocalFile, string>;
  /** Due notices written on this device (not synced): the server's copy shares their id. */
  notices!: Table<Notification & { shown?: boolean }, string>;
  outbox!: Table<OutboxEntry, number>;
  rejected!: Table<RejectedEntry, number>;
  meta!: Table<MetaRow, string>;

  /** Whose database this is: every write on it is theirs. */
  readonly userId: string;

  constructor(userId: string) {
    // Dexie's query cache deep-copies every live query's result for each reader: a vehicle page's
    // ten thousand entries cost more to copy than to read. Without it, each live query reads.
    super(`odo-${userId}`, { cache: "disabled" });
    this.userId = userId;
    this.version(1).stores({
      users: "_id",
      vehicles: "_id, createdAt",
      maintenances: "_id, vehicle, date",
      refuels: "_id, vehicle, date",
      notifications: "_id, createdAt",
      outbox: "++mid",
      rejected: "++id",
      meta: "key",
    });
    // v2: the highest km reading of a vehicle, straight from an index (the odometer check).
    this.version(2).stores({
      maintenances: "_id, vehicle, date, [vehicle+kms]",
      refuels: "_id, vehicle, date, [vehicle+displacement]",
    });
    // v3: a vehicle's entries in date order (the history, and a reading's neighbours in time).
    this.version(3).stores({
      maintenances: "_id, vehicle, date, [vehicle+kms], [vehicle+date]",
      refuels: "_id, vehicle, date, [vehicle+displacement], [vehicle+date]",
    });
    // v4: reminders the user (or a workshop) set for a vehicle, and due notices made on the device.
    this.version(4).stores({ reminders: "_id, vehicle", notices: "_id, createdAt" });
    // v5: entries kept a vehicle's year to a record (a hundred at most): a first pull writes a few
    // hundred records, not ten thousand. The old tables go in v6, once v5's upgrade read them.
    this.version(5)
      .stores({
        entryRecords: "[vehicle+year+part]",
        entryIds: "[vehicle+year+part], [vehicle+topKm], [vehicle+lastDate]",
      })
      .upgrade(async (tx) => {
        const [maintenances, refuels] = await Promise.all([
          tx.table<Maintenance>("maintenances").toArray(),
          tx.table<Refuel>("refuels").toArray(),
        ]);
        const records = recordsOfEntries({ maintenances, refuels });
        await tx.table<EntryRecord>("entryRecords").bulkPut(records);
        await tx.table<EntryIds>("entryIds").bulkPut(records.map(idsOf));
      });
    this.version(6).stores({ maintenances: null, refuels: null });
    // v7: a vehicle's expenses (issue "Every cost").
    this.version(7).stores({ expenses: "_id, vehicle" });
    this.version(8).stores({ attachments: "_id, vehicle, recordId", files: "_id, state, viewedAt" });
    // v9: expenses kept with the other entries in the year records, so every kind of entry is
    // stored, read and checked one way; the records are laid out again with them. The old table
    // goes in v10, once v9's upgrade read it.
    this.version(9).upgrade(async (tx) => {
      const [records, expenses] = await Promise.all([
        tx.table<EntryRecord>("entryRecords").toArray(),
        tx.table<Expense>("expenses").toArray(),
      ]);
      const laidOut = recordsOfEntries({ ...historyIn(records), expenses });
      await Promise.all([tx.table("entryRecords").clear(), tx.table("entryIds").clear()]);
      await tx.table<EntryRecord>("entryRecords").bulkPut(laidOut);
      await tx.table<EntryIds>("entryIds").bulkPut(laidOut.map(idsOf));
    });
    this.version(10).stores({ expenses: null });
    // v11: a refused upload is a state of its own (file-states.ts), no longer a pending file with a reason.
    this.version(11).upgrade(async (tx) => {
      await tx
        .table<LocalFile>("files")
        .filter((file) => file.refusal !== undefined)
        .modify((file) => {
          file.state = "refused";
        });
    });
    // v12: tyre sets (issue "Tyres done right"); a kind of entry needs no version of its own.
    this.version(12).stores({ tyreSets: "_id, vehicle" });
    // v13: recalls (issue 52), written by the server, read offline.
    this.version(13).stores({ recalls: "_id, vehicle" });
  }
}

const open = new Map<string, OdoDatabase>();

/** The user's database, opened once per page. */
export function databaseFor(userId: string): OdoDatabase {
  let db = open.get(userId);
  if (!db) {
    db = new OdoDatabase(userId);
    open.set(userId, db);
  }
  return db;
}

/**
 * Deletes a user's database from this device (their account is gone). A tab still holding it
 * open elsewhere may hold the deletion up: the wait is bounded.
 */
export async function forgetUserData(userId: string): Promise<void> {
  const db = open.get(userId) ?? new OdoDatabase(userId);
  open.delete(userId);
  await Promise.race([db.delete(), new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

/** Whether this device has finished a sync with the server since it was set up (its first pull is in). */
export async function hasSyncedOnce(db: OdoDatabase): Promise<boolean> {
  return (await readMeta(db, "lastSyncAt")) != null;
}

/**
 * Whether a screen that reads the whole garage should wait: online, before the device's first pull
 * is in. Worked out again at every page a first pull writes, a workshop's thousands of vehicles
 * made that pull grow with their square; offline, what the device has is shown.
 */
export async function waitsForFirstPull(db: OdoDatabase): Promise<boolean> {
  return navigator.onLine && !(await hasSyncedOnce(db));
}

export async function readMeta<T>(db: OdoDatabase, key: MetaRow["key"]): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(db: OdoDatabase, key: MetaRow["key"], value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
