import {
  type Mutation,
  type MutationArgs,
  type MutationName,
  type Mutator,
  type SharedMutationName,
  sharedMutators,
} from "@odo/domain";
import { addAttachment } from "../../attachment/attachments.js";
import type { AppDeps } from "../../deps.js";
import type { Requester } from "../../requester.js";
import { runMutator, settleBatch, startBatch } from "../../store/run-mutator.js";
import type { MutationRunner } from "../../sync/push.js";
import { createVehicle } from "../../vehicle/vehicles.js";
import { endWorkshopVisit } from "../../vehicle/workshop-visits.js";

type Handler<N extends MutationName> = (deps: AppDeps, actor: Requester, args: MutationArgs<N>) => Promise<unknown>;

/** Every mutation runs its shared mutator (the domain's, exhaustive by type) over the repositories. */
const shared = Object.fromEntries(
  Object.entries(sharedMutators).map(([name, mutator]) => [
    name,
    (deps: AppDeps, actor: Requester, args: never) => runMutator(deps, actor, mutator as Mutator<never, unknown>, args),
  ]),
) as { [N in SharedMutationName]: Handler<N> };

/**
 * The sync door: each mutation's shared mutator, wrapped where the server adds what only it can do
 * (the same service as the REST route then), so rules hold on both doors by construction.
 */
const handlers: { [N in MutationName]: Handler<N> } = {
  ...shared,
  // The plan's limit over every vehicle the owner has; telling the owner their vehicle is ready.
  "vehicle.create": (deps, actor, args) => createVehicle(deps, actor, args),
  // The cap on how many files one account attaches.
  "attachment.create": (deps, actor, args) => addAttachment(deps, actor, args),
  "vehicle.endVisit": (deps, actor, args) => endWorkshopVisit(deps, actor, args._id),
};

async function applyMutation(deps: AppDeps, actor: Requester, mutation: Mutation): Promise<void> {
  // `mutation` pairs a name with its own args (parseMutation checked them against that name's
  // schema); TypeScript cannot follow that pairing through the table lookup.
  const handler = handlers[mutation.name] as Handler<MutationName>;
  await handler(deps, actor, mutation.args as never);
}

/** The push's mutations run the shared mutators; a batch run whole is read ahead and written in bulk. */
export const mutationRunner: MutationRunner = { apply: applyMutation, startBatch, settleBatch };
