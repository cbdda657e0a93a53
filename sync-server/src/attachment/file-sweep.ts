import { CachedBlobStore } from "../blobs/cached-blob-store.js";
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

/** A part file untouched this long belongs to no upload: uploads give up after `uploadMaxMs`. */
const partialAgeMs = 60 * 60_000;

/**
 * Every file in the store whose record is gone (a crash between a commit and its sweep), this
 * process's copies of a bucket's files deleted through another process, and the part files of
 * uploads a crash cut short.
 */
export async function sweepOrphanFiles(deps: ServerDeps): Promise<number> {
  let batch: string[] = [];
  let removed = 0;
  const kept = new Set<string>();
  const flush = async () => {
    const existing = await deps.database.read((db) => existingAttachmentIds(db, batch));
    for (const id of batch) {
      if (existing.has(id)) {
        kept.add(id);
        continue;
      }
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
  if (deps.blobs instanceof CachedBlobStore) await deps.blobs.forgetCopiesExcept(kept);
  // What a crash cut short mid-upload: an upload still streaming touched its part file lately.
  const partial = await deps.blobs.sweepPartial(new Date(deps.clock().getTime() - partialAgeMs));
  return removed + partial;
}
