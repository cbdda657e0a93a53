import type { Mutation } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import { addMaintenance, deleteMaintenance } from "../garage/maintenances.js";
import { addRefuel, deleteRefuel } from "../garage/refuels.js";
import { createVehicle, deleteVehicle, updateSettings, updateVehicle } from "../garage/vehicles.js";
import { changeProfile, markNotificationRead, type Requester, rateApp } from "../users/profile.js";

/**
 * The sync door: each mutation runs the same service function as its REST route, so plan limits,
 * permissions and rules hold on both doors by construction.
 */
export function applyMutation(deps: AppDeps, actor: Requester, mutation: Mutation): void {
  switch (mutation.name) {
    case "vehicle.create":
      createVehicle(deps, actor, mutation.args);
      return;
    case "vehicle.update":
      updateVehicle(deps, actor, mutation.args._id, mutation.args.patch);
      return;
    case "vehicle.delete":
      deleteVehicle(deps, actor, mutation.args._id);
      return;
    case "vehicle.settings":
      updateSettings(deps, actor, mutation.args._id, mutation.args.settings);
      return;
    case "maintenance.create":
      addMaintenance(deps, actor, mutation.args.vehicleId, mutation.args.maintenance);
      return;
    case "maintenance.delete":
      deleteMaintenance(deps, actor, mutation.args._id);
      return;
    case "refuel.create":
      addRefuel(deps, actor, mutation.args.vehicleId, mutation.args.refuel);
      return;
    case "refuel.delete":
      deleteRefuel(deps, actor, mutation.args._id);
      return;
    case "notification.read":
      markNotificationRead(deps, actor, mutation.args.notificationId);
      return;
    case "user.update":
      changeProfile(deps, actor, actor.id, mutation.args);
      return;
    case "user.rate":
      rateApp(deps, actor, actor.id, mutation.args);
      return;
  }
}
