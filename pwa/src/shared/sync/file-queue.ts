import type { LocalFile, OdoDatabase } from "./db.js";
import { type FileEvent, type FileState, nextFileState, notSentStates, toSendStates } from "./file-states.js";

/**
 * The device's queue of files: every change of a file's state goes through here, by the one
 * state machine of `file-states.ts`, so no part of the app moves a file in a way it cannot go
 * (a file the server does not have is never dropped to make room, a refused one is not sent
 * again until the user asks). Runs in the caller's transaction when there is one.
 */

/** A file the user picked on this device: kept at once, sent once its record reaches the server. */
export async function keepNewFile(db: OdoDatabase, id: string, blob: Blob): Promise<void> {
  await db.files.put({ _id: id, blob, state: arrived("kept"), viewedAt: new Date().toISOString() });
}

/** A file fetched from the server to view: kept for next time, under the cache's budget. */
export async function keepFetchedFile(db: OdoDatabase, id: string, blob: Blob): Promise<void> {
  await db.files.put({ _id: id, blob, state: arrived("fetched"), viewedAt: new Date().toISOString() });
}

function arrived(event: "kept" | "fetched"): FileState {
  const state = nextFileState(undefined, event);
  if (!state || state === "absent") throw new Error(`a file cannot arrive by ${event}`);
  return state;
}

/**
 * Moves each file by `event` where its state allows it, with `change` (a refusal's reason); the
 * others are left as they are. Returns the ids that moved.
 */
export async function moveFiles(
  db: OdoDatabase,
  ids: readonly string[],
  event: Exclude<FileEvent, "kept" | "fetched">,
  change: Partial<Pick<LocalFile, "refusal">> = {},
): Promise<string[]> {
  const moved: string[] = [];
  await db.transaction("rw", db.files, async () => {
    for (const file of await db.files.bulkGet([...ids])) {
      const next = file && nextFileState(file.state, event);
      if (!file || !next) continue;
      moved.push(file._id);
      if (next === "absent") {
        await db.files.delete(file._id);
        continue;
      }
      const kept: LocalFile = { ...file, ...change, state: next };
      // A refusal's reason stays only while the file is refused.
      if (next !== "refused") delete kept.refusal;
      await db.files.put(kept);
    }
  });
  return moved;
}

export const moveFile = async (db: OdoDatabase, id: string, event: Parameters<typeof moveFiles>[2]) =>
  (await moveFiles(db, [id], event)).length > 0;

/** Files to send, oldest first (their ids are UUIDv7s, in the order they were made). */
export const filesToSend = async (db: OdoDatabase) =>
  (await db.files.where("state").anyOf(toSendStates).toArray()).sort((a, b) => a._id.localeCompare(b._id));

/** Files the server does not have yet (to send, or refused): they stay until sent or removed. */
export const filesNotSent = (db: OdoDatabase) => db.files.where("state").anyOf(notSentStates).toArray();
