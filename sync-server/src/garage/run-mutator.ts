import { type Mutation, type Mutator, type ReadAhead, sharedMutators } from "@odo/domain";
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

/**
 * Before a pushed batch is run whole: what its mutations read first is read for all of them at once,
 * and their new entries and odometers are held back until `settleBatch`.
 */
export async function startBatch(deps: AppDeps, actor: Requester, mutations: readonly Mutation[]): Promise<void> {
  const wants = mutations.flatMap((mutation): ReadAhead[] => {
    // Each mutation's args are its own mutator's (parseMutation checked them against its name).
    const { readAhead } = sharedMutators[mutation.name] as Mutator<unknown, unknown>;
    return readAhead ? [readAhead(mutation.args)] : [];
  });
  await storeFor(deps, actor).startBatch(wants);
}

/** Stores what the batch's mutations held back; throws if one of them cannot be stored. */
export async function settleBatch(deps: AppDeps): Promise<void> {
  for (const store of storesOfUnit.get(deps)?.values() ?? []) await store.sendHeld();
}
