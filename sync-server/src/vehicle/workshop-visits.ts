import { endWorkshopVisit as sharedEndVisit, type Vehicle } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import { notify } from "../inbox/inbox.js";
import type { Requester } from "../requester.js";
import { vehicleAs } from "../store/audience.js";
import { fullNameOf, shopNameOf } from "../store/repository.js";
import { runMutator } from "../store/run-mutator.js";
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
 * `DELETE /vehicles/{id}/visit` and `vehicle.endVisit`: the shared mutator, and the owner is told
 * when the workshop marked its visit done.
 */
export async function endWorkshopVisit(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Vehicle> {
  const { vehicle, role, ended } = await runMutator(deps, actor, sharedEndVisit, { _id: vehicleId });
  if (ended && actor.id !== vehicle.user._id) {
    await notify(deps, vehicle.user._id, "visitEnded", { shop: ended.shopName, vehicle: vehicle.fullname });
  }
  return await vehicleAs(deps.db, vehicle, role);
}
