import type { Mutator } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { RepositoryStore } from "./repository-store.js";

/** Runs a shared mutator authoritatively: over the repositories, in the caller's unit of work. */
export function runMutator<Args, Result>(
  deps: AppDeps,
  actor: Requester,
  mutator: Mutator<Args, Result>,
  args: Args,
): Promise<Result> {
  const now = deps.clock();
  return mutator.effect(new RepositoryStore(deps.db, actor, now), args, {
    actorId: actor.id,
    isAdmin: actor.role === "admin",
    now: now.toISOString(),
    newId: () => newId(now),
  });
}
