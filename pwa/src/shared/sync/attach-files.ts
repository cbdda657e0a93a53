import type { AttachableKind, AttachmentCreateInput, AttachmentMediaType } from "@odo/domain";
import type { OdoDatabase } from "./db.js";
import { keepNewFile, moveFile, moveFiles } from "./file-queue.js";
import { mutationTables, runMutation } from "./mutations.js";
import { newId } from "./new-id.js";

/** What the device keeps of a file the user picked, ready for its record and its upload. */
export interface PreparedFile {
  blob: Blob;
  mediaType: AttachmentMediaType;
  bytes: number;
  sha256: string;
  name: string;
  width: number | null;
  height: number | null;
  thumbnail: string | null;
  takenAt: string | null;
}

/** What a file is attached to: an entry, one of the vehicle's papers, or the vehicle's photo. */
export type AttachTarget =
  | { purpose: "entry"; recordKind: AttachableKind; recordId: string }
  | { purpose: "paper"; paper: "insurance" | "registration" | "inspection"; expiresOn: string | null }
  | { purpose: "vehiclePhoto" };

/**
 * Keeps a prepared file on the device at once and writes its record through the sync engine: the
 * record syncs with the next push, and the file is uploaded once the server has accepted it
 * (`file-uploads.ts`). Nothing waits for a connection.
 */
export async function attachFile(
  db: OdoDatabase,
  vehicleId: string,
  target: AttachTarget,
  file: PreparedFile,
): Promise<string> {
  const _id = newId();
  await keepNewFile(db, _id, file.blob);
  const attachment: AttachmentCreateInput & { _id: string } = {
    _id,
    ...target,
    mediaType: file.mediaType,
    bytes: file.bytes,
    sha256: file.sha256,
    name: file.name,
    width: file.width,
    height: file.height,
    thumbnail: file.thumbnail,
    takenAt: file.takenAt,
  };
  try {
    await runMutation(db, "attachment.create", { vehicleId, attachment });
  } catch (error) {
    await moveFile(db, _id, "removed");
    throw error;
  }
  return _id;
}

/** Removes a file everywhere: its record through the sync engine, its bytes from this device. */
export async function deleteFile(db: OdoDatabase, id: string): Promise<void> {
  await runMutation(db, "attachment.delete", { _id: id });
  await moveFile(db, id, "removed");
}

/** The refused copies of files an "Edit and retry" attaches anew: they leave "Not saved" and the device. */
export interface ReplacedFiles {
  rejectedIds: readonly number[];
  fileIds: readonly string[];
}

/**
 * Saves an entry (`saveEntry` writes it and says where its files go) and attaches `files` to it in
 * one IndexedDB transaction: an app closed a moment after "Save", or a file the device cannot
 * keep, leaves the entry with its files or neither, never an entry whose receipt was left behind.
 */
export async function saveEntryWithFiles(
  db: OdoDatabase,
  vehicleId: string,
  files: readonly PreparedFile[],
  saveEntry: () => Promise<AttachTarget>,
  replaced: ReplacedFiles = { rejectedIds: [], fileIds: [] },
): Promise<void> {
  await db.transaction("rw", [...mutationTables(db), db.files], async () => {
    const target = await saveEntry();
    for (const file of files) await attachFile(db, vehicleId, target, file);
    await db.rejected.bulkDelete([...replaced.rejectedIds]);
    await moveFiles(db, replaced.fileIds, "removed");
  });
}
