import type { Attachment } from "@odo/domain";
import type { OdoDatabase } from "./db.js";
import { keepFetchedFile, moveFiles } from "./file-queue.js";
import { evictable, notSentStates } from "./file-states.js";
import { downloadBytes } from "./file-transfer.js";

/** Originals fetched to view stay on the device up to this; the longest unopened go first. */
export const deviceCacheBytes = 150 * 1_048_576;

export type FileAccess =
  | { kind: "ready"; blob: Blob }
  | { kind: "notUploaded" }
  | { kind: "offline" }
  | { kind: "unavailable" };

/** Drops originals (never a file the server does not have) until the cache fits its budget. */
async function keepWithinBudget(db: OdoDatabase, budget: number): Promise<void> {
  const kept = (await db.files.orderBy("viewedAt").toArray()).filter((file) => evictable(file.state));
  let total = kept.reduce((sum, file) => sum + file.blob.size, 0);
  const dropped: string[] = [];
  for (const file of kept) {
    if (total <= budget) break;
    dropped.push(file._id);
    total -= file.blob.size;
  }
  await moveFiles(db, dropped, "evicted");
}

/**
 * A file's bytes to show: this device's copy (one it made, or fetched before), else the server's,
 * kept for next time under the cache's budget. Offline, a file never fetched cannot be shown; its
 * thumbnail, which came with the record, still is.
 */
export async function openFile(db: OdoDatabase, attachment: Attachment): Promise<FileAccess> {
  const local = await db.files.get(attachment._id);
  const now = new Date().toISOString();
  if (local) {
    await db.files.update(attachment._id, { viewedAt: now });
    return { kind: "ready", blob: local.blob };
  }
  if (!navigator.onLine) return { kind: "offline" };
  try {
    const reply = await downloadBytes(attachment._id);
    if ("refused" in reply) return { kind: reply.refused.status === 409 ? "notUploaded" : "unavailable" };
    const blob = new Blob([reply.blob], { type: attachment.mediaType });
    await keepFetchedFile(db, attachment._id, blob);
    await keepWithinBudget(db, deviceCacheBytes);
    return { kind: "ready", blob };
  } catch {
    return { kind: "offline" };
  }
}

export interface DeviceFiles {
  /** Bytes of originals kept to view again. */
  cachedBytes: number;
  /** Bytes of files still to upload: they never leave before they are sent. */
  pendingBytes: number;
  pendingCount: number;
}

export async function deviceFiles(db: OdoDatabase): Promise<DeviceFiles> {
  const files = await db.files.toArray();
  const notSent = new Set<string>(notSentStates);
  const pending = files.filter((file) => notSent.has(file.state));
  return {
    cachedBytes: files.filter((file) => !notSent.has(file.state)).reduce((sum, file) => sum + file.blob.size, 0),
    pendingBytes: pending.reduce((sum, file) => sum + file.blob.size, 0),
    pendingCount: pending.length,
  };
}

/** "Free space": every original already on the server leaves this device; thumbnails stay. */
export async function freeDeviceSpace(db: OdoDatabase): Promise<void> {
  await keepWithinBudget(db, 0);
}
