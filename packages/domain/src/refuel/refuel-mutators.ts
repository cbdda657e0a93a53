import { energiesOfVehicle } from "../energy/power.js";
import { ApiError, accepted } from "../errors/api-error.js";
import { moveOdometer, removeEntry, settleOdometer } from "../maintenance/odometer-effects.js";
import type { HeldRow, Mutator } from "../sync/mutator.js";
import { authorSettings, entryToChange, refuseDateAhead, vehicleWith } from "../sync/mutator-access.js";
import { refuelReading } from "./reading.js";
import { newRefuel, type Refuel, type RefuelCreate, refuelRefusal } from "./refuel.js";
import { patchedRefuel, type RefuelUpdate, withRefuelFields } from "./update.js";

/**
 * `refuel.create` (and `POST /refuels/{vehicleId}`): the owner's, of an energy the vehicle takes
 * (fuel at a station of their country's list, or a charge), with a reading that fits the timeline; a higher one moves the
 * odometer.
 */
export const createRefuel: Mutator<{ vehicleId: string; refuel: RefuelCreate }, Refuel> = {
  capability: "addRefuels",
  readAhead: ({ vehicleId, refuel }) => ({ vehicleId, readingDate: refuel.date }),
  async effect(tx, { vehicleId, refuel: input }, context) {
    const { vehicle } = await vehicleWith(tx, vehicleId, this.capability);
    refuseDateAhead(input.date, context);
    const neighbours = await tx.readingsAround(vehicle, input.date);
    const author = await authorSettings(tx, context);
    const refusal = refuelRefusal(input, {
      energies: energiesOfVehicle(vehicle),
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
    await tx.put("refuels", refuel);
    await moveOdometer(tx, vehicle, refuel.displacement, context.now);
    return refuel;
  },
};

/**
 * `refuel.update`: the owner's edit. The result passes every rule of a new refuel, its reading fits
 * the timeline without its old one, and the odometer follows.
 */
export const updateRefuel: Mutator<{ _id: string; patch: RefuelUpdate }, HeldRow<"refuel">> = {
  capability: "addRefuels",
  async effect(tx, { _id, patch }, context) {
    const { row: before, vehicle, role } = await entryToChange(tx, "refuel", _id, "edit", context);
    const fields = accepted(patchedRefuel(before, patch));
    if (patch.date !== undefined) refuseDateAhead(fields.date, context);
    const neighbours = await tx.readingsAround(vehicle, fields.date, { _id, km: refuelReading(before) });
    const refusal = refuelRefusal(fields, {
      energies: energiesOfVehicle(vehicle),
      country: (await authorSettings(tx, context)).country,
      neighboursAt: () => neighbours,
    });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key, refusal.conflict);
    const next = withRefuelFields(before, fields);
    await tx.put("refuels", next, before);
    await settleOdometer(tx, vehicle, refuelReading(before), context.now);
    return { row: next, vehicle, role };
  },
};

/** `refuel.delete` (see `removeEntry`): only the owner sees refuels, so only they or an admin. */
export const deleteRefuel: Mutator<{ _id: string }, void> = {
  capability: "addRefuels",
  effect: (tx, { _id }, context) => removeEntry(tx, "refuel", _id, context),
};
