import type { Country } from "../app/constants.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { TimelineNeighbours } from "../maintenance/timeline.js";
import type { Notification } from "../notification/notification.js";
import type { Refuel } from "../refuel/refuel.js";
import type { Reminder } from "../reminder/reminder.js";
import type { AccessRole, Capabilities } from "../share/roles.js";
import type { Currency } from "../units/units.js";
import type { User } from "../user/user.js";
import type { Vehicle } from "../vehicle/vehicle.js";

/** The two kinds of history entry: their rules of access and of the odometer are the same. */
export type EntryKind = "maintenance" | "refuel";
/** The rows of a vehicle's history a mutator reads and writes one at a time. */
export type RowKind = EntryKind | "reminder";
export interface RowOfKind {
  maintenance: Maintenance;
  refuel: Refuel;
  reminder: Reminder;
}

/** A vehicle as the store holds it, and the actor's role on it. */
export interface HeldVehicle {
  vehicle: Vehicle;
  role: AccessRole;
}

/** A row with its vehicle; `role` is undefined when the actor has no access to that vehicle. */
export interface HeldRow<K extends RowKind> {
  row: RowOfKind[K];
  vehicle: Vehicle;
  role: AccessRole | undefined;
}

/** What new entries take from their author when the entry names none. */
export interface AuthorSettings {
  currency: Currency;
  /** Whose gas-station list applies; "none" for an account the store has no settings for. */
  country: Country;
}

/**
 * What a shared mutator reads and writes (docs/architecture.md "One definition per mutation").
 * The PWA implements it over Dexie, inside the IndexedDB transaction that appends the outbox
 * entry, so the device shows the result at once; the server over its repositories, inside the
 * push's unit of work, where each write also reaches the change log of everyone who sees it.
 * Reads see the mutator's own earlier writes.
 */
export interface MutationStore {
  /** The vehicle and the actor's role on it; undefined when it is not there or not theirs to see. */
  vehicleAccess(vehicleId: string): Promise<HeldVehicle | undefined>;
  row<K extends RowKind>(kind: K, id: string): Promise<HeldRow<K> | undefined>;
  /** The readings a reading dated `date` must fit between; `edited` leaves that entry out. */
  neighboursAt(
    vehicle: Vehicle,
    date: string,
    edited?: { _id: string; km: number | null },
  ): Promise<TimelineNeighbours>;
  /** The highest km reading of the vehicle's history, or null when no entry has one. */
  highestReading(vehicleId: string): Promise<number | null>;
  authorSettings(): Promise<AuthorSettings>;
  /** The name of the shop the actor runs, if any: a workshop's maintenances carry it. */
  shopName(): Promise<string | null>;
  /** Stores a new row (`before` undefined) or the edit of `before`. */
  putRow<K extends RowKind>(kind: K, row: RowOfKind[K], vehicle: Vehicle, before?: RowOfKind[K]): Promise<void>;
  deleteRow<K extends RowKind>(kind: K, row: RowOfKind[K], vehicle: Vehicle): Promise<void>;
  /** Stores the vehicle's moved odometer (`displacement` and `updatedAt`). */
  putOdometer(vehicle: Vehicle): Promise<void>;
  /** Stores a new vehicle (`before` undefined) or the edit of `before`. */
  putVehicle(vehicle: Vehicle, before?: Vehicle): Promise<void>;
  /** Removes the vehicle with its whole history. */
  deleteVehicle(vehicle: Vehicle): Promise<void>;
  /** The actor's own profile. */
  user(): Promise<User | undefined>;
  /** Stores the actor's profile; `changed` names the fields that changed (the server writes those). */
  putUser(user: User, changed: Partial<User>): Promise<void>;
  /** One of the actor's own notifications. */
  notification(id: string): Promise<Notification | undefined>;
  putNotification(notification: Notification): Promise<void>;
}

/** What only the caller knows: who acts, and when. */
export interface MutationContext {
  actorId: string;
  /** An admin may delete any entry (SPEC §6): that is about the account, not the vehicle. */
  isAdmin: boolean;
  now: string;
  /** An id for a row the args name none for (a REST request; a device always names one). */
  newId(): string;
}

/**
 * One mutation, defined once: the capability on the vehicle it needs (a screen offers it only
 * where the role has it; null for one not about a vehicle someone holds) and its effect over a store. `Args` is what the effect accepts; the sync
 * door's args (the domain's `mutationArgsSchemas`) must be assignable to it.
 */
export interface Mutator<Args, Result> {
  capability: keyof Capabilities | null;
  // A property, not a method, so the sync args are checked against `Args` contravariantly.
  effect: (store: MutationStore, args: Args, context: MutationContext) => Promise<Result>;
  /** What the effect reads first, known from its args alone (see `ReadAhead`). */
  readAhead?: (args: Args) => ReadAhead;
}

/**
 * The first reads of a mutation's effect: a store running a batch of mutations (a device's queue,
 * pushed) reads these for the whole batch in a few queries, rather than a few for each mutation.
 */
export interface ReadAhead {
  /** The vehicle the effect reads first (`vehicleAccess`). */
  vehicleId: string;
  /** The date of the km reading it places in that vehicle's timeline (`neighboursAt`), if any. */
  readingDate?: string;
}
