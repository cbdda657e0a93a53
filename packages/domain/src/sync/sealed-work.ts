import type { Maintenance } from "../maintenance/maintenance.js";
import type { MutationContext } from "./mutator.js";
import type { WriteTransaction } from "./write-transaction.js";

/**
 * A workshop's maintenance as it is stored: sealed with its shop's key, over what it says and the
 * files the workshop attached, where the engine can sign (the server; a device cannot, so its
 * copy waits for the server's). An owner's correction leaves the seal as it was: the entry then
 * reads "changed by the owner after the workshop signed".
 */
export async function sealedWork<M extends Maintenance>(
  tx: WriteTransaction,
  maintenance: M,
  context: MutationContext,
): Promise<M> {
  if (!context.sealWork || maintenance.createdBy !== context.actorId) return maintenance;
  const files = (await tx.attachmentsOf(maintenance._id)).filter(
    (attachment) => attachment.createdBy === context.actorId,
  );
  const seal = await context.sealWork(
    maintenance,
    files.map((file) => file.sha256),
  );
  return seal ? { ...maintenance, seal } : maintenance;
}

/** The workshop's entry sealed again after its files changed; nothing for another's entry. */
export async function resealWork(tx: WriteTransaction, entryId: string, context: MutationContext): Promise<void> {
  const before = await tx.get("maintenances", entryId);
  if (!before?.seal || before.createdBy !== context.actorId) return;
  const after = await sealedWork(tx, before, context);
  if (after !== before) await tx.put("maintenances", after, before);
}
