import {
  type MutationArgsInput,
  type Mutator,
  type MutatorResult,
  mutationArgsSchemas,
  type SharedMutationName,
  sharedMutators,
  type User,
} from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import { entryStores } from "../sync/entry-records.js";
import type { CommitOptions } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";
import { DeviceStore } from "./device-store.js";

/**
 * Runs a shared mutator optimistically: its effect over the rows on the device and the outbox
 * entry that sends it, in one IndexedDB transaction, so a refusal by the mutator (the same one the
 * server runs) stores nothing, and what is stored is sent. `args` must name every id the server
 * should use, and the currency the device fixed, so both sides write the same rows.
 */
export async function runMutation<N extends SharedMutationName>(
  db: OdoDatabase,
  actor: User,
  name: N,
  args: MutationArgsInput<N>,
  options: CommitOptions = {},
): Promise<MutatorResult<N>> {
  const parsed = mutationArgsSchemas[name].parse(args);
  // The table pairs each name with its own mutator; TypeScript cannot follow that through the lookup.
  const mutator = sharedMutators[name] as Mutator<typeof parsed, MutatorResult<N>>;
  const tables = [db.outbox, db.rejected, db.users, db.vehicles, db.reminders, ...entryStores(db)];
  return db.transaction("rw", tables, async () => {
    if (options.resolves !== undefined) await db.rejected.delete(options.resolves);
    const store = new DeviceStore(db, actor._id);
    const now = new Date().toISOString();
    const result = await mutator.effect(store, parsed, {
      actorId: actor._id,
      isAdmin: actor.role === "admin",
      now,
      newId,
    });
    // The syncing tab watches the outbox and pushes this entry as soon as it can.
    await db.outbox.add({ name, args, before: store.before, createdAt: now });
    return result;
  });
}
