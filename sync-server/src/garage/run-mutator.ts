import type { Mutator } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { RepositoryStore } from "./repository-store.js";

/** Each unit's stores, by actor: a batch's mutations read each vehicle, audience and author once. */
const storesOfUnit = new WeakMap<AppDeps, Map<string, RepositoryStore>>();

function storeFor(deps: AppDeps, actor: Requester): RepositoryStore {
  const stores = storesOfUnit.get(deps) ?? new Map<string, RepositoryStore>();
  storesOfUnit.set(deps, stores);
  const store = stores.get(actor.id) ?? new RepositoryStore(deps.db, actor);
  stores.set(actor.id, store);
  return store;
}

/**
 * Runs a shared mutator authoritatively: over the repositories, in the caller's unit of work
 * (`writing` makes a new `deps` per unit; a savepoint, a new one per mutation).
 */
export function runMutator<Args, Result>(
  deps: AppDeps,
  actor: Requester,
  mutator: Mutator<Args, Result>,
  args: Args,
): Promise<Result> {
  const now = deps.clock();
  const store = storeFor(deps, actor);
  store.now = now;
  return mutator.effect(store, args, {
    actorId: actor.id,
    isAdmin: actor.role === "admin",
    now: now.toISOString(),
    newId: () => newId(now),
  });
}
