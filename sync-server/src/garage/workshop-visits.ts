import { mayEndWorkshopVisit, type Vehicle, workshopVisitOf } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { notify } from "../users/profile.js";
import { vehicleAccess } from "./access.js";
import { vehicleAs } from "./audience.js";
import { fullNameOf, shopNameOf } from "./garage-repository.js";
import { saveVehicle } from "./vehicles.js";

/**
 * A workshop claimed a share QR whose maintenance-visit digit is on (SPEC §2): the vehicle is in
 * its workshop from now, under the shop's name (or the person's, before they name a shop). Runs
 * inside the claim's transaction.
 */
export async function startWorkshopVisit(deps: AppDeps, vehicle: Vehicle, workshopId: string): Promise<Vehicle> {
  const now = deps.clock().toISOString();
  const shopName = (await shopNameOf(deps.db, workshopId)) ?? (await fullNameOf(deps.db, workshopId));
  return saveVehicle(deps.db, { ...vehicle, workshopVisit: { workshopId, shopName, since: now }, updatedAt: now });
}

/**
 * `DELETE /vehicles/{id}/visit` and `vehicle.endVisit`: the workshop marks its visit done, and the
 * owner is told; or the owner collects the vehicle. Ending a visit that is already over (a second
 * device's Done) changes nothing.
 */
export async function endWorkshopVisit(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Vehicle> {
  const { vehicle, role } = await vehicleAccess(deps.db, actor, vehicleId);
  const visit = workshopVisitOf(vehicle);
  if (!visit) return await vehicleAs(deps.db, vehicle, role);
  if (!mayEndWorkshopVisit(vehicle, actor.id)) throw new ApiError("FORBIDDEN");
  const saved = await saveVehicle(deps.db, {
    ...vehicle,
    workshopVisit: null,
    updatedAt: deps.clock().toISOString(),
  });
  if (actor.id !== vehicle.user._id) {
    await notify(deps, vehicle.user._id, "visitEnded", { shop: visit.shopName, vehicle: vehicle.fullname });
  }
  return await vehicleAs(deps.db, saved, role);
}
