import { ApiError, accepted } from "../errors/api-error.js";
import type { HeldRow, Mutator } from "../sync/mutation-store.js";
import { entryToChange, vehicleWith } from "../sync/mutator-access.js";
import { type AuthoredMaintenance, type MaintenanceCreate, maintenanceRefusal, newMaintenance } from "./maintenance.js";
import { moveOdometer, removeEntry, settleOdometer } from "./odometer-effects.js";
import { type MaintenanceUpdate, patchedMaintenance, withMaintenanceFields } from "./update.js";

/**
 * `maintenance.create` (and `POST /maintenances/{vehicleId}`): checked against the vehicle's type
 * and its odometer timeline (SPEC §5), stored, and a higher km reading moves the odometer forward.
 * A workshop's work carries its shop's name.
 */
export const createMaintenance: Mutator<{ vehicleId: string; maintenance: MaintenanceCreate }, AuthoredMaintenance> = {
  capability: "addMaintenance",
  readAhead: ({ vehicleId, maintenance }) => ({ vehicleId, readingDate: maintenance.date }),
  async effect(store, { vehicleId, maintenance: input }, context) {
    const { vehicle, role } = await vehicleWith(store, vehicleId, this.capability);
    const neighbours = await store.neighboursAt(vehicle, input.date);
    const refusal = maintenanceRefusal(input, { vehicleType: vehicle.vehicleType, neighboursAt: () => neighbours });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key, refusal.conflict);
    const maintenance = newMaintenance(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      currency: (await store.authorSettings()).currency,
      now: context.now,
      loggedByShop: role === "workshop" ? await store.shopName() : null,
    });
    await store.putRow("maintenance", maintenance, vehicle);
    await moveOdometer(store, vehicle, maintenance.kms, context.now);
    return maintenance;
  },
};

/**
 * `maintenance.update`: the owner's edit of any maintenance, a workshop's or customer's of their
 * own. The result passes every rule of a new entry, its km fits the timeline without its old
 * reading, and the odometer follows.
 */
export const updateMaintenance: Mutator<{ _id: string; patch: MaintenanceUpdate }, HeldRow<"maintenance">> = {
  capability: "addMaintenance",
  async effect(store, { _id, patch }, context) {
    const { row: before, vehicle, role } = await entryToChange(store, "maintenance", _id, "edit", context);
    const fields = accepted(patchedMaintenance(before, patch));
    const neighbours = await store.neighboursAt(vehicle, fields.date, { _id, km: before.kms });
    const refusal = maintenanceRefusal(fields, { vehicleType: vehicle.vehicleType, neighboursAt: () => neighbours });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key, refusal.conflict);
    const next = withMaintenanceFields(before, fields);
    await store.putRow("maintenance", next, vehicle, before);
    await settleOdometer(store, vehicle, before.kms, context.now);
    return { row: next, vehicle, role };
  },
};

/** `maintenance.delete` (see `removeEntry`). */
export const deleteMaintenance: Mutator<{ _id: string }, void> = {
  capability: "addMaintenance",
  effect: (store, { _id }, context) => removeEntry(store, "maintenance", _id, context, (entry) => entry.kms),
};
