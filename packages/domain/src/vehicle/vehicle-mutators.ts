import { ApiError, accepted } from "../errors/api-error.js";
import { planIncludes } from "../plan/plans.js";
import { isModelYearAccepted } from "../shared/limits.js";
import type { HeldVehicle, MutationContext, Mutator } from "../sync/mutator.js";
import { vehicleWith } from "../sync/mutator-access.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import { newVehicle, type VehicleCreate } from "./create.js";
import { vehicleSettingsSchemaFor } from "./settings.js";
import { applyVehicleUpdate, type VehicleUpdate } from "./update.js";
import type { Vehicle } from "./vehicle.js";
import { mayEndWorkshopVisit, type WorkshopVisit, workshopVisitOf } from "./workshop-visit.js";

/** A model year after next year, by the caller's clock, is refused like an out-of-range one. */
function assertModelYear(year: number | null | undefined, now: string): void {
  if (!isModelYearAccepted(year, new Date(now))) throw new ApiError("VALIDATION_FAILED", "yearRange");
}

/**
 * A vehicle linked to a fitness service needs a plan with the integration (SPEC §6), as linking one
 * does; bikes linked before a move down to free stay.
 */
async function assertIntegrationAllowed(
  tx: WriteTransaction,
  input: VehicleCreate,
  context: MutationContext,
): Promise<void> {
  if (input.from === "manual") return;
  const plan = (await tx.get("users", context.actorId))?.subscription.plan;
  if (!plan || !planIncludes(plan, "fitnessIntegration")) throw new ApiError("PLAN_FEATURE_REQUIRED");
}

/**
 * `vehicle.create` (and `POST /vehicles`): the actor's new vehicle. The server adds the plan's
 * limit, counted over every vehicle the owner has on any device.
 */
export const createVehicle: Mutator<VehicleCreate, Vehicle> = {
  capability: null,
  async effect(tx, input, context) {
    assertModelYear(input.year, context.now);
    await assertIntegrationAllowed(tx, input, context);
    const vehicle = newVehicle(input, {
      _id: input._id ?? context.newId(),
      ownerId: context.actorId,
      now: context.now,
    });
    await tx.put("vehicles", vehicle);
    return vehicle;
  },
};

/** `vehicle.update`: a patch of the fields that changed, so two devices' edits to different fields both win. */
export const updateVehicle: Mutator<{ _id: string; patch: VehicleUpdate }, Vehicle> = {
  capability: "editVehicle",
  readAhead: ({ _id }) => ({ vehicleId: _id }),
  async effect(tx, { _id, patch }, context) {
    const { vehicle } = await vehicleWith(tx, _id, this.capability);
    assertModelYear(patch.year, context.now);
    const next = applyVehicleUpdate(vehicle, patch, context.now);
    await tx.put("vehicles", next, vehicle);
    return next;
  },
};

/** `vehicle.settings`: the owner, or a workshop it is shared with, within the type's limits. */
export const updateSettings: Mutator<{ _id: string; settings: unknown }, HeldVehicle> = {
  capability: "editSettings",
  readAhead: ({ _id }) => ({ vehicleId: _id }),
  async effect(tx, { _id, settings }, context) {
    const { vehicle, role } = await vehicleWith(tx, _id, this.capability);
    const checked = accepted(vehicleSettingsSchemaFor(vehicle.vehicleType).safeParse(settings));
    const next = { ...vehicle, settings: checked, updatedAt: context.now };
    await tx.put("vehicles", next, vehicle);
    return { vehicle: next, role };
  },
};

/** `vehicle.delete`: the vehicle and its whole history, for everyone who held it. */
export const deleteVehicle: Mutator<{ _id: string }, void> = {
  capability: "deleteData",
  readAhead: ({ _id }) => ({ vehicleId: _id }),
  async effect(tx, { _id }) {
    const { vehicle } = await vehicleWith(tx, _id, this.capability);
    await tx.delete("vehicles", vehicle);
  },
};

/**
 * `vehicle.endVisit`: the workshop marks its visit done, or the owner collects the vehicle
 * (SPEC §2 maintenance mode). Ending a visit that is already over (a second device's Done)
 * changes nothing. Returns the visit it ended, if any: the server tells the owner.
 */
export const endWorkshopVisit: Mutator<{ _id: string }, HeldVehicle & { ended: WorkshopVisit | null }> = {
  capability: null,
  readAhead: ({ _id }) => ({ vehicleId: _id }),
  async effect(tx, { _id }, context) {
    const held = await vehicleWith(tx, _id, this.capability);
    const visit = workshopVisitOf(held.vehicle);
    if (!visit) return { ...held, ended: null };
    if (!mayEndWorkshopVisit(held.vehicle, context.actorId)) throw new ApiError("FORBIDDEN");
    const next = { ...held.vehicle, workshopVisit: null, updatedAt: context.now };
    await tx.put("vehicles", next, held.vehicle);
    return { vehicle: next, role: held.role, ended: visit };
  },
};
