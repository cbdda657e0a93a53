import { ApiError } from "../errors/api-error.js";
import {
  moveOdometer,
  refuseReadingOffTimeline,
  removeEntry,
  settleOdometer,
} from "../maintenance/odometer-effects.js";
import { mayChangeEntry } from "../share/roles.js";
import { notFoundOf, seesKind } from "../sync/kind-registry.js";
import type { HeldRow, InVehicle, MutationContext, Mutator } from "../sync/mutator.js";
import {
  authorSettings,
  entryToChange,
  heldRow,
  refuseDateAhead,
  shopName,
  vehicleWith,
} from "../sync/mutator-access.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { parseDotDate } from "./dot.js";
import { tyreEventConflicts } from "./fitment.js";
import { tyrePositionsFor } from "./positions.js";
import { parseTyreSize, sizeFitsVehicle } from "./size.js";
import {
  newTreadReading,
  type TreadReading,
  type TreadReadingCreate,
  type TreadReadingUpdate,
} from "./tread-reading.js";
import { tyreLimits } from "./tread-rules.js";
import { newTyreEvent, type TyreEvent, type TyreEventCreate, type TyreEventUpdate } from "./tyre-event.js";
import { newTyreSet, patchedTyreSet, type TyreSet, type TyreSetCreate, type TyreSetUpdate } from "./tyre-set.js";

/** A set's size must fit its vehicle, its DOT codes must be dates that have been, and it holds at most so many tyres. */
function checkSet(set: TyreSet, vehicle: Vehicle, context: Pick<MutationContext, "now">): void {
  const size = parseTyreSize(set.size);
  if (!size || !sizeFitsVehicle(size, vehicle.vehicleType)) throw new ApiError("VALIDATION_FAILED", "invalidTyreSize");
  const now = new Date(context.now);
  if (set.tyres.some((tyre) => tyre.dot !== null && parseDotDate(tyre.dot, now) === null)) {
    throw new ApiError("VALIDATION_FAILED", "invalidDot");
  }
  if (set.tyres.length > tyreLimits.tyresPerSet) throw new ApiError("VALIDATION_FAILED", "numberTooLarge");
  if (set.boughtOn !== null) refuseDateAhead(set.boughtOn, context);
}

/** The set, for someone who sees the vehicle's tyres; anyone else gets a 404. */
async function seenSet(tx: WriteTransaction, id: string, inVehicle?: string) {
  const held = await heldRow(tx, "tyreSet", id);
  const role = held?.role;
  if (!held || !role || !seesKind(role, "tyreSet") || (inVehicle !== undefined && held.row.vehicle !== inVehicle)) {
    throw new ApiError("TYRE_SET_NOT_FOUND");
  }
  return { ...held, role };
}

/**
 * Every tyre an event or a reading names must be a tyre of a set of the same vehicle, and every
 * position one the vehicle has.
 */
async function checkTyres(
  tx: WriteTransaction,
  vehicle: Vehicle,
  refs: readonly { set: string; tyre: string; position: string | null }[],
): Promise<void> {
  const positions: readonly string[] = tyrePositionsFor(vehicle.vehicleType);
  const sets = new Map<string, TyreSet | undefined>();
  for (const ref of refs) {
    if (!sets.has(ref.set)) sets.set(ref.set, await tx.get("tyreSets", ref.set));
    const set = sets.get(ref.set);
    if (!set || set.vehicle !== vehicle._id) throw new ApiError("TYRE_SET_NOT_FOUND");
    if (!set.tyres.some((tyre) => tyre.key === ref.tyre)) throw new ApiError("VALIDATION_FAILED", "invalidOption");
    if (ref.position !== null && !positions.includes(ref.position)) {
      throw new ApiError("VALIDATION_FAILED", "positionNotOnVehicle");
    }
  }
}

/**
 * A change must fit where the tyres are at its date and km: a tyre taken off was on, and a tyre put
 * where another sits takes that one off in the same change (the form's check, made again for every
 * client). The history still reads a change that stopped fitting later (one deleted before it).
 */
async function refuseMisfit(tx: WriteTransaction, event: TyreEvent): Promise<void> {
  const [conflict] = tyreEventConflicts(event, await tx.tyreEventsOf(event.vehicle));
  if (conflict) throw new ApiError("VALIDATION_FAILED", conflict.key);
}

/** A move or a reading addressed under another vehicle's path (REST) is not there. */
async function refuseOutsideVehicle(
  tx: WriteTransaction,
  kind: "tyreEvent" | "treadReading",
  id: string,
  inVehicle: string | undefined,
): Promise<void> {
  if (inVehicle === undefined) return;
  const held = await heldRow(tx, kind, id);
  if (held?.row.vehicle !== inVehicle) throw new ApiError(notFoundOf[kind]);
}

/** `tyreSet.create` (and `POST /vehicles/{id}/tyres`): the owner, the household, a workshop or customer. */
export const createTyreSet: Mutator<{ vehicleId: string; set: TyreSetCreate }, TyreSet> = {
  capability: "addMaintenance",
  readAhead: ({ vehicleId }) => ({ vehicleId }),
  async effect(tx, { vehicleId, set: input }, context) {
    const { vehicle, role } = await vehicleWith(tx, vehicleId, this.capability);
    const set = newTyreSet(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      currency: (await authorSettings(tx, context)).currency,
      now: context.now,
      shop: role === "workshop" ? await shopName(tx, context) : null,
    });
    checkSet(set, vehicle, context);
    await tx.put("tyreSets", set);
    return set;
  },
};

/** `tyreSet.update`: the owner, any set; anyone else who may log maintenance, the sets they added. */
export const updateTyreSet: Mutator<{ _id: string; patch: TyreSetUpdate } & InVehicle, HeldRow<"tyreSet">> = {
  capability: "addMaintenance",
  async effect(tx, { _id, patch, inVehicle }, context) {
    const held = await seenSet(tx, _id, inVehicle);
    if (!mayChangeEntry(held.role, held.row, context.actorId, "edit")) throw new ApiError("FORBIDDEN");
    const next = patchedTyreSet(held.row, patch, context.now);
    checkSet(next, held.vehicle, context);
    await tx.put("tyreSets", next, held.row);
    return { ...held, row: next };
  },
};

/**
 * `tyreSet.delete`: a set logged by mistake. Its moves and readings stay in the history (a set worn
 * out is retired instead, which keeps it whole).
 */
export const deleteTyreSet: Mutator<{ _id: string } & InVehicle, void> = {
  capability: "addMaintenance",
  async effect(tx, { _id, inVehicle }, context) {
    const held = await seenSet(tx, _id, inVehicle);
    const allowed = context.isAdmin || mayChangeEntry(held.role, held.row, context.actorId, "delete");
    if (!allowed) throw new ApiError("FORBIDDEN");
    await tx.delete("tyreSets", held.row);
  },
};

const movesOf = (event: Pick<TyreEvent, "moves">) => event.moves.map((move) => ({ ...move, position: move.to }));

/** `tyreEvent.create`: tyres on, off or moved at a reading of the odometer, which it may move forward. */
export const createTyreEvent: Mutator<{ vehicleId: string; event: TyreEventCreate }, TyreEvent> = {
  capability: "addMaintenance",
  readAhead: ({ vehicleId, event }) => ({ vehicleId, readingDate: event.date }),
  async effect(tx, { vehicleId, event: input }, context) {
    const { vehicle, role } = await vehicleWith(tx, vehicleId, this.capability);
    refuseDateAhead(input.date, context);
    await checkTyres(tx, vehicle, movesOf(input));
    await refuseReadingOffTimeline(tx, vehicle, input);
    const event = newTyreEvent(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      now: context.now,
      shop: role === "workshop" ? await shopName(tx, context) : null,
    });
    await refuseMisfit(tx, event);
    await tx.put("tyreEvents", event);
    await moveOdometer(tx, vehicle, event.km, context.now);
    return event;
  },
};

/** `tyreEvent.update`: its date, km or notes; the odometer follows. */
export const updateTyreEvent: Mutator<{ _id: string; patch: TyreEventUpdate } & InVehicle, HeldRow<"tyreEvent">> = {
  capability: "addMaintenance",
  async effect(tx, { _id, patch, inVehicle }, context) {
    await refuseOutsideVehicle(tx, "tyreEvent", _id, inVehicle);
    const { row: before, vehicle, role } = await entryToChange(tx, "tyreEvent", _id, "edit", context);
    const next: TyreEvent = { ...before, ...definedFields(patch), updatedAt: context.now };
    refuseDateAhead(next.date, context);
    await refuseReadingOffTimeline(tx, vehicle, next, { _id, km: before.km });
    if (next.date !== before.date || next.km !== before.km) await refuseMisfit(tx, next);
    await tx.put("tyreEvents", next, before);
    await settleOdometer(tx, vehicle, before.km, context.now);
    return { row: next, vehicle, role };
  },
};

/** `tyreEvent.delete`: the owner, any; whoever logged it, their own. */
export const deleteTyreEvent: Mutator<{ _id: string } & InVehicle, void> = {
  capability: "addMaintenance",
  async effect(tx, { _id, inVehicle }, context) {
    await refuseOutsideVehicle(tx, "tyreEvent", _id, inVehicle);
    await removeEntry(tx, "tyreEvent", _id, context);
  },
};

/** `treadReading.create`: tread measured tyre by tyre; with a km, a reading of the odometer too. */
export const createTreadReading: Mutator<{ vehicleId: string; reading: TreadReadingCreate }, TreadReading> = {
  capability: "addMaintenance",
  readAhead: ({ vehicleId, reading }) => ({
    vehicleId,
    ...(reading.km === undefined ? {} : { readingDate: reading.date }),
  }),
  async effect(tx, { vehicleId, reading: input }, context) {
    const { vehicle, role } = await vehicleWith(tx, vehicleId, this.capability);
    refuseDateAhead(input.date, context);
    await checkTyres(tx, vehicle, input.depths);
    await refuseReadingOffTimeline(tx, vehicle, { date: input.date, km: input.km ?? null });
    const reading = newTreadReading(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      now: context.now,
      shop: role === "workshop" ? await shopName(tx, context) : null,
    });
    const sealed = await sealedTread(reading, context);
    await tx.put("treadReadings", sealed);
    await moveOdometer(tx, vehicle, sealed.km, context.now);
    return sealed;
  },
};

/** `treadReading.update`: the owner's edit of any reading, anyone else's of their own. */
export const updateTreadReading: Mutator<
  { _id: string; patch: TreadReadingUpdate } & InVehicle,
  HeldRow<"treadReading">
> = {
  capability: "addMaintenance",
  async effect(tx, { _id, patch, inVehicle }, context) {
    await refuseOutsideVehicle(tx, "treadReading", _id, inVehicle);
    const { row: before, vehicle, role } = await entryToChange(tx, "treadReading", _id, "edit", context);
    const next: TreadReading = { ...before, ...definedFields(patch), updatedAt: context.now };
    refuseDateAhead(next.date, context);
    if (patch.depths) await checkTyres(tx, vehicle, patch.depths);
    await refuseReadingOffTimeline(tx, vehicle, next, { _id, km: before.km });
    const sealed = await sealedTread(next, context);
    await tx.put("treadReadings", sealed, before);
    await settleOdometer(tx, vehicle, before.km, context.now);
    return { row: sealed, vehicle, role };
  },
};

/** `treadReading.delete`: the owner, any; whoever took it, their own. */
export const deleteTreadReading: Mutator<{ _id: string } & InVehicle, void> = {
  capability: "addMaintenance",
  async effect(tx, { _id, inVehicle }, context) {
    await refuseOutsideVehicle(tx, "treadReading", _id, inVehicle);
    await removeEntry(tx, "treadReading", _id, context);
  },
};

/**
 * A workshop's reading as it is stored: sealed with its shop's key where the engine can sign (the
 * server; a device's copy waits for the server's). A correction by someone else keeps the seal as
 * it was: the reading then reads "changed after the workshop signed".
 */
async function sealedTread(reading: TreadReading, context: MutationContext): Promise<TreadReading> {
  if (!context.sealTread || reading.createdBy !== context.actorId || !reading.loggedByShop) return reading;
  const seal = await context.sealTread(reading);
  return seal ? { ...reading, seal } : reading;
}

/** A patch's fields that say something: undefined keeps a field. */
function definedFields<P extends object>(patch: P): Partial<P> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<P>;
}
