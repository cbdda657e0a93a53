import { type Mutation, type Mutator, type ReadAhead, sharedMutators } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { sealTreadOf, sealWorkOf } from "../signing/seal-work.js";
import { ServerTransaction } from "./server-transaction.js";

/** The unit's transaction for the actor, made on its first mutation. */
function transactionFor(deps: AppDeps, actor: Requester): ServerTransaction {
  const held = deps.transactions.get(actor.id);
  if (held instanceof ServerTransaction) return held;
  const tx = new ServerTransaction(deps.db, actor, deps.deletedFiles, deps.clock);
  deps.transactions.set(actor.id, tx);
  return tx;
}

/**
 * Runs a shared mutator authoritatively: over the repositories, in the caller's unit of work
 * (`writing` gives each unit its own transactions; a savepoint, a new one per mutation).
 */
export function runMutator<Args, Result>(
  deps: AppDeps,
  actor: Requester,
  mutator: Mutator<Args, Result>,
  args: Args,
): Promise<Result> {
  const now = deps.clock();
  return mutator.effect(transactionFor(deps, actor), args, {
    actorId: actor.id,
    isAdmin: actor.role === "admin",
    now: now.toISOString(),
    newId: () => newId(now),
    sealWork: sealWorkOf(deps, actor.id),
    sealTread: sealTreadOf(deps, actor.id),
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
  await transactionFor(deps, actor).startBatch(wants);
}

/** Stores what the batch's mutations held back; throws if one of them cannot be stored. */
export async function settleBatch(deps: AppDeps): Promise<void> {
  for (const tx of deps.transactions.values()) await tx.sendHeld();
}
