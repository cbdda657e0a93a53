import type { ServerDeps } from "../deps.js";
import { existingAttachmentIds } from "../store/attachment-rows.js";

/**
 * Removes from the store the files whose records a committed unit deleted (a file, its entry, its
 * vehicle, an account). A record whose deletion rolled back still exists, so its file stays; a
 * file that fails to go now is left for `sweepOrphanFiles`.
 */
export async function sweepFiles(deps: ServerDeps, candidates: readonly string[]): Promise<void> {
  const kept = await deps.database.read((db) => existingAttachmentIds(db, candidates));
  for (const id of new Set(candidates)) {
    if (kept.has(id)) continue;
    try {
      await deps.blobs.delete(id);
    } catch (error) {
      deps.log.warn({ err: error, attachment: id }, "a deleted record's file stays in the store until the next sweep");
    }
  }
}

/** Every file in the store whose record is gone (a crash between a commit and its sweep). */
export async function sweepOrphanFiles(deps: ServerDeps): Promise<number> {
  let batch: string[] = [];
  let removed = 0;
  const flush = async () => {
    const kept = await deps.database.read((db) => existingAttachmentIds(db, batch));
    for (const id of batch) {
      if (kept.has(id)) continue;
      await deps.blobs.delete(id);
      removed += 1;
    }
    batch = [];
  };
  for await (const key of deps.blobs.keys()) {
    batch.push(key);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return removed;
}
