import { ApiError, accepted } from "../errors/api-error.js";
import { moveOdometer, removeEntry, settleOdometer } from "../maintenance/odometer-effects.js";
import type { HeldRow, Mutator } from "../sync/mutation-store.js";
import { entryToChange, vehicleWith } from "../sync/mutator-access.js";
import { refuelReading } from "./reading.js";
import { newRefuel, type Refuel, type RefuelCreate, refuelRefusal } from "./refuel.js";
import { patchedRefuel, type RefuelUpdate, withRefuelFields } from "./update.js";

/**
 * `refuel.create` (and `POST /refuels/{vehicleId}`): the owner's, on a vehicle with a tank, at a
 * station of their country's list, with a reading that fits the timeline; a higher one moves the
 * odometer.
 */
export const createRefuel: Mutator<{ vehicleId: string; refuel: RefuelCreate }, Refuel> = {
  capability: "addRefuels",
  readAhead: ({ vehicleId, refuel }) => ({ vehicleId, readingDate: refuel.date }),
  async effect(store, { vehicleId, refuel: input }, context) {
    const { vehicle } = await vehicleWith(store, vehicleId, this.capability);
    const neighbours = await store.neighboursAt(vehicle, input.date);
    const author = await store.authorSettings();
    const refusal = refuelRefusal(input, {
      vehicleType: vehicle.vehicleType,
      country: author.country,
      neighboursAt: () => neighbours,
    });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key, refusal.conflict);
    const refuel = newRefuel(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      vehicleFuel: vehicle.energyType,
      currency: author.currency,
      now: context.now,
    });
    await store.putRow("refuel", refuel, vehicle);
    await moveOdometer(store, vehicle, refuel.displacement, context.now);
    return refuel;
  },
};

/**
 * `refuel.update`: the owner's edit. The result passes every rule of a new refuel, its reading fits
 * the timeline without its old one, and the odometer follows.
 */
export const updateRefuel: Mutator<{ _id: string; patch: RefuelUpdate }, HeldRow<"refuel">> = {
  capability: "addRefuels",
  async effect(store, { _id, patch }, context) {
    const { row: before, vehicle, role } = await entryToChange(store, "refuel", _id, "edit", context);
    const fields = accepted(patchedRefuel(before, patch));
    const neighbours = await store.neighboursAt(vehicle, fields.date, { _id, km: refuelReading(before) });
    const refusal = refuelRefusal(fields, {
      vehicleType: vehicle.vehicleType,
      country: (await store.authorSettings()).country,
      neighboursAt: () => neighbours,
    });
    // A station chosen before the owner moved country stays valid on the entry it was logged with.
    if (refusal && !(refusal.key === "unknownGasStation" && fields.gasStation.name === before.gasStation.name)) {
      throw new ApiError("VALIDATION_FAILED", refusal.key, refusal.conflict);
    }
    const next = withRefuelFields(before, fields);
    await store.putRow("refuel", next, vehicle, before);
    await settleOdometer(store, vehicle, refuelReading(before), context.now);
    return { row: next, vehicle, role };
  },
};

/** `refuel.delete` (see `removeEntry`): only the owner sees refuels, so only they or an admin. */
export const deleteRefuel: Mutator<{ _id: string }, void> = {
  capability: "addRefuels",
  effect: (store, { _id }, context) => removeEntry(store, "refuel", _id, context, refuelReading),
};
