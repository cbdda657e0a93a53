import { ApiError, accepted } from "../errors/api-error.js";
import type { ImportFormat } from "../shared/import-formats.js";
import type { HeldRow, Mutator } from "../sync/mutator.js";
import { authorSettings, entryToChange, refuseDateAhead, shopName, vehicleWith } from "../sync/mutator-access.js";
import { sealedWork } from "../sync/sealed-work.js";
import { type AuthoredMaintenance, type MaintenanceCreate, maintenanceRefusal, newMaintenance } from "./maintenance.js";
import { moveOdometer, removeEntry, settleOdometer } from "./odometer-effects.js";
import { type MaintenanceUpdate, patchedMaintenance, withMaintenanceFields } from "./update.js";

/**
 * `maintenance.create` (and `POST /maintenances/{vehicleId}`): checked against the vehicle's type
 * and its odometer timeline (SPEC §5), stored, and a higher km reading moves the odometer forward.
 * A workshop's work carries its shop's name.
 */
export const createMaintenance: Mutator<
  { vehicleId: string; maintenance: MaintenanceCreate; importedFrom?: ImportFormat | undefined },
  AuthoredMaintenance
> = {
  capability: "addMaintenance",
  readAhead: ({ vehicleId, maintenance }) => ({ vehicleId, readingDate: maintenance.date }),
  async effect(tx, { vehicleId, maintenance: input, importedFrom }, context) {
    const { vehicle, role } = await vehicleWith(tx, vehicleId, this.capability);
    refuseDateAhead(input.date, context);
    const neighbours = await tx.readingsAround(vehicle, input.date);
    const refusal = maintenanceRefusal(input, { vehicleType: vehicle.vehicleType, neighboursAt: () => neighbours });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key, refusal.conflict);
    const maintenance = newMaintenance(input, {
      _id: input._id ?? context.newId(),
      vehicleId,
      authorId: context.actorId,
      currency: (await authorSettings(tx, context)).currency,
      now: context.now,
      loggedByShop: role === "workshop" ? await shopName(tx, context) : null,
      importedFrom,
    });
    const stored = role === "workshop" ? await sealedWork(tx, maintenance, context) : maintenance;
    await tx.put("maintenances", stored);
    await moveOdometer(tx, vehicle, stored.kms, context.now);
    return stored;
  },
};

/**
 * `maintenance.update`: the owner's edit of any maintenance, a workshop's or customer's of their
 * own. The result passes every rule of a new entry, its km fits the timeline without its old
 * reading, and the odometer follows.
 */
export const updateMaintenance: Mutator<{ _id: string; patch: MaintenanceUpdate }, HeldRow<"maintenance">> = {
  capability: "addMaintenance",
  async effect(tx, { _id, patch }, context) {
    const { row: before, vehicle, role } = await entryToChange(tx, "maintenance", _id, "edit", context);
    const fields = accepted(patchedMaintenance(before, patch));
    if (patch.date !== undefined) refuseDateAhead(fields.date, context);
    const neighbours = await tx.readingsAround(vehicle, fields.date, { _id, km: before.kms });
    const refusal = maintenanceRefusal(fields, { vehicleType: vehicle.vehicleType, neighboursAt: () => neighbours });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key, refusal.conflict);
    const edited = withMaintenanceFields(before, fields);
    // The workshop's own correction is signed again; the owner's leaves the workshop's seal.
    const next = role === "workshop" ? await sealedWork(tx, edited, context) : edited;
    await tx.put("maintenances", next, before);
    await settleOdometer(tx, vehicle, before.kms, context.now);
    return { row: next, vehicle, role };
  },
};

/** `maintenance.delete` (see `removeEntry`). */
export const deleteMaintenance: Mutator<{ _id: string }, void> = {
  capability: "addMaintenance",
  effect: (tx, { _id }, context) => removeEntry(tx, "maintenance", _id, context),
};
