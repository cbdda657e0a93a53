import {
  type MutationArgsInput,
  type Mutator,
  type MutatorResult,
  mutationArgsSchemas,
  type SharedMutationName,
  sharedMutators,
} from "@odo/domain";
import type { OdoDatabase } from "./db.js";
import { DeviceTransaction } from "./device-transaction.js";
import { newId } from "./new-id.js";
import { everyRowTable } from "./row-tables.js";

export interface CommitOptions {
  /** A refused change this one takes the place of ("Edit and retry"): it leaves the "Not saved" list. */
  resolves?: number | undefined;
}

/** The tables a mutation's unit of work holds: its effect's, and the outbox that sends it. */
export const mutationTables = (db: OdoDatabase) => [db.outbox, db.rejected, ...everyRowTable(db)];

/**
 * Every write of the app. Runs a shared mutator optimistically, as the database's user: its effect over the rows on the device and the outbox
 * entry that sends it, in one IndexedDB transaction, so a refusal by the mutator (the same one the
 * server runs) stores nothing, and what is stored is sent. `args` must name every id the server
 * should use, and the currency the device fixed, so both sides write the same rows.
 */
export async function runMutation<N extends SharedMutationName>(
  db: OdoDatabase,
  name: N,
  args: MutationArgsInput<N>,
  options: CommitOptions = {},
): Promise<MutatorResult<N>> {
  const parsed = mutationArgsSchemas[name].parse(args);
  // The table pairs each name with its own mutator; TypeScript cannot follow that through the lookup.
  const mutator = sharedMutators[name] as Mutator<typeof parsed, MutatorResult<N>>;
  return db.transaction("rw", mutationTables(db), async () => {
    if (options.resolves !== undefined) await db.rejected.delete(options.resolves);
    const tx = new DeviceTransaction(db);
    const now = new Date().toISOString();
    // The device's own user, as last synced: an admin's role arrives with their profile.
    const actor = await tx.get("users", db.userId);
    const result = await mutator.effect(tx, parsed, {
      actorId: db.userId,
      isAdmin: actor?.role === "admin",
      now,
      newId,
    });
    // The syncing tab watches the outbox and pushes this entry as soon as it can.
    await db.outbox.add({ name, args, before: tx.before, createdAt: now });
    return result;
  });
}
