import type { Country } from "../app/constants.js";
import type { EntrySeal } from "../maintenance/entry-seal-schema.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { AccessRole, Capabilities } from "../share/roles.js";
import type { RowKind } from "../shared/synced-kinds.js";
import type { TreadReading } from "../tyre/tread-reading.js";
import type { TreadSeal } from "../tyre/tread-seal-schema.js";
import type { Currency } from "../units/units.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import type { RowOfKind } from "./kind-registry.js";
import type { WriteTransaction } from "./write-transaction.js";

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

/** A REST route names the vehicle in its path: a reminder or a tyre set of another vehicle is not found there. */
export interface InVehicle {
  inVehicle?: string | undefined;
}

/** What new entries take from their author when the entry names none. */
export interface AuthorSettings {
  currency: Currency;
  /** Whose gas-station list applies; "none" for an account the store has no profile for. */
  country: Country;
}

/** What only the caller knows: who acts, and when. */
export interface MutationContext {
  actorId: string;
  /** An admin may delete any entry (SPEC §6): that is about the account, not the vehicle. */
  isAdmin: boolean;
  now: string;
  /** An id for a row the args name none for (a REST request; a device always names one). */
  newId(): string;
  /**
   * Signs a workshop's work with its shop's key: the server alone can (the key never leaves it);
   * null when the actor runs no mechanical workshop. Absent on a device.
   */
  sealWork?: ((maintenance: Maintenance, fileDigests: readonly string[]) => Promise<EntrySeal | null>) | undefined;
  /** As `sealWork`, for a workshop's tread reading. */
  sealTread?: ((reading: TreadReading) => Promise<TreadSeal | null>) | undefined;
}

/**
 * One mutation, defined once: the capability on the vehicle it needs (a screen offers it only
 * where the role has it; null for one not about a vehicle someone holds) and its effect over a
 * transaction. `Args` is what the effect accepts; the sync
 * door's args (the domain's `mutationArgsSchemas`) must be assignable to it.
 */
export interface Mutator<Args, Result> {
  capability: keyof Capabilities | null;
  // A property, not a method, so the sync args are checked against `Args` contravariantly.
  effect: (tx: WriteTransaction, args: Args, context: MutationContext) => Promise<Result>;
  /** What the effect reads first, known from its args alone (see `ReadAhead`). */
  readAhead?: (args: Args) => ReadAhead;
}

/**
 * The first reads of a mutation's effect: a store running a batch of mutations (a device's queue,
 * pushed) reads these for the whole batch in a few queries, rather than a few for each mutation.
 */
export interface ReadAhead {
  /** The vehicle the effect reads first (`heldVehicle`). */
  vehicleId: string;
  /** The date of the km reading it places in that vehicle's timeline (`readingsAround`), if any. */
  readingDate?: string;
}
