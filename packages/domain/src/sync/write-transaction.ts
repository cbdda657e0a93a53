import type { Attachment } from "../attachment/attachment.js";
import type { TimelineNeighbours } from "../maintenance/timeline.js";
import type { AccessRole } from "../share/roles.js";
import type { SyncedTable } from "../shared/synced-kinds.js";
import type { TyreEvent } from "../tyre/tyre-event.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import type { SyncedRows } from "./kind-registry.js";

/**
 * What a shared mutator reads and writes through (docs/architecture.md "One definition per
 * mutation"), as Replicache's `WriteTransaction`: rows by table, and the few indexed reads the
 * rules need. One implementation per engine: in memory (the domain's tests), Dexie on the device
 * (inside the IndexedDB transaction that appends the outbox entry) and the server's (inside the
 * push's unit of work, where each put and delete also reaches the change log of everyone who sees
 * the row). Reads see the transaction's own earlier writes; a transaction that throws stores nothing.
 */
export interface WriteTransaction {
  /**
   * The row, if the engine holds it: a device holds what its account sees; the server, every
   * vehicle and its history, and the acting account's own profile and notifications.
   */
  get<T extends SyncedTable>(table: T, id: string): Promise<SyncedRows[T] | undefined>;
  /** Stores a new row (`before` undefined) or the edit of `before`, the row as it was read. */
  put<T extends SyncedTable>(table: T, row: SyncedRows[T], before?: SyncedRows[T]): Promise<void>;
  /** Removes the row; a vehicle goes with its whole history and its files. */
  delete<T extends SyncedTable>(table: T, row: SyncedRows[T]): Promise<void>;
  /** The acting account's role on the vehicle; undefined when it is not theirs to see. */
  roleOn(vehicle: Vehicle): Promise<AccessRole | undefined>;
  /** The readings a reading dated `date` must fit between; `edited` leaves that entry out. */
  readingsAround(
    vehicle: Vehicle,
    date: string,
    edited?: { _id: string; km: number | null },
  ): Promise<TimelineNeighbours>;
  /** The files attached to an entry (none for an id that is no entry's). */
  attachmentsOf(entryId: string): Promise<Attachment[]>;
  /** The highest km reading of the vehicle's history, or null when no entry has one. */
  highestReading(vehicleId: string): Promise<number | null>;
  /** The vehicle's tyre moves: where its tyres are at a change's date (`tyreEventConflicts`). */
  tyreEventsOf(vehicleId: string): Promise<TyreEvent[]>;
}
