import {
  type Mutation,
  type MutationArgs,
  type MutationName,
  type Mutator,
  type SharedMutationName,
  sharedMutators,
} from "@odo/domain";
import type { AppDeps } from "../../deps.js";
import { runMutator } from "../../garage/run-mutator.js";
import { createVehicle, deleteVehicle, updateSettings, updateVehicle } from "../../garage/vehicles.js";
import { endWorkshopVisit } from "../../garage/workshop-visits.js";
import type { Requester } from "../../requester.js";
import { changeProfile, markNotificationRead, rateApp } from "../../users/profile.js";

type Handler<N extends MutationName> = (deps: AppDeps, actor: Requester, args: MutationArgs<N>) => Promise<unknown>;

/** The mutations defined once in the domain run their shared mutator over the repositories. */
const shared = Object.fromEntries(
  Object.entries(sharedMutators).map(([name, mutator]) => [
    name,
    (deps: AppDeps, actor: Requester, args: never) => runMutator(deps, actor, mutator as Mutator<never, unknown>, args),
  ]),
) as { [N in SharedMutationName]: Handler<N> };

/**
 * The sync door: a shared mutator, or the same service function as the mutation's REST route, so
 * plan limits, permissions and rules hold on both doors by construction. The table has exactly one
 * handler per name in the domain's registry: a mutation added there without one here does not compile.
 */
const handlers = {
  ...shared,
  "vehicle.create": (deps, actor, args) => createVehicle(deps, actor, args),
  "vehicle.update": (deps, actor, args) => updateVehicle(deps, actor, args._id, args.patch),
  "vehicle.delete": (deps, actor, args) => deleteVehicle(deps, actor, args._id),
  "vehicle.settings": (deps, actor, args) => updateSettings(deps, actor, args._id, args.settings),
  "vehicle.endVisit": (deps, actor, args) => endWorkshopVisit(deps, actor, args._id),
  "notification.read": (deps, actor, args) => markNotificationRead(deps, actor, args.notificationId),
  "user.update": (deps, actor, args) => changeProfile(deps, actor, actor.id, args),
  "user.rate": (deps, actor, args) => rateApp(deps, actor, actor.id, args),
} satisfies { [N in MutationName]: Handler<N> };

export async function applyMutation(deps: AppDeps, actor: Requester, mutation: Mutation): Promise<void> {
  // `mutation` pairs a name with its own args (parseMutation checked them against that name's
  // schema); TypeScript cannot follow that pairing through the table lookup.
  const handler = handlers[mutation.name] as Handler<MutationName>;
  await handler(deps, actor, mutation.args as never);
}
