import { type Attachment, type AttachmentCreate, attachmentCreateSchema } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";
import type { LocalFile, OdoDatabase } from "../shared/sync/db.js";
import { type DeviceFiles, deviceFiles } from "../shared/sync/file-cache.js";
import { filesNotSent } from "../shared/sync/file-queue.js";
import { papersOf } from "./garage.js";

/** A file's record (what it is, whose it is): undefined while reading, null when it is not here. */
export function useAttachment(id: string): Attachment | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.attachments.get(id)) ?? null, [db, id]);
}

/** The file's bytes as this device holds them (its copy, or a file waiting to upload), if it does. */
export function useLocalFile(id: string): LocalFile | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.files.get(id)) ?? null, [db, id]);
}

/** Every file record of a vehicle: receipts, photos and papers. */
export function useVehicleAttachments(vehicleId: string): Attachment[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.attachments.where("vehicle").equals(vehicleId).toArray(), [db, vehicleId]);
}

/** What files take on this device. */
export function useDeviceFiles(): DeviceFiles | undefined {
  const db = useDatabase();
  return useLiveQuery(() => deviceFiles(db), [db]);
}

/** Files taken on this device the server does not have yet (to send, or refused), with their records. */
export function useWaitingFiles() {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const pending = await filesNotSent(db);
    const records = await db.attachments.bulkGet(pending.map((file) => file._id));
    return pending.map((file, index) => ({ file, record: records[index] }));
  }, [db]);
}

/** The vehicle's latest photo, if any: its thumbnail came with the record, so it shows offline. */
export function useVehiclePhoto(vehicleId: string): Attachment | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const photos = (await db.attachments.where("vehicle").equals(vehicleId).toArray()).filter(
      (attachment) => attachment.purpose === "vehiclePhoto" && attachment.thumbnail,
    );
    return photos.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
  }, [db, vehicleId]);
}

/** The vehicle's papers: its insurance policy, registration and inspection certificates. */
export function useVehiclePapers(vehicleId: string): Attachment[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => papersOf(db, vehicleId), [db, vehicleId]);
}

/** The files attached to an entry. */
export function useEntryAttachments(entryId: string): Attachment[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.attachments.where("recordId").equals(entryId).toArray(), [db, entryId]);
}

/** The files among `ids` this device holds, by id: whether it still has to send one, or the server refused it. */
export function useLocalFiles(ids: readonly string[]): Map<string, LocalFile> | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () =>
      new Map((await db.files.bulkGet([...ids])).flatMap((file) => (file ? [[file._id, file] as const] : []))),
    [db, ids.join(" ")],
  );
}

/**
 * The files refused with an entry (their `attachment.create` refused with it): still on the device,
 * with the record each was to be sent with and the refusal that holds it.
 */
export async function refusedFilesOf(
  db: OdoDatabase,
  entryId: string,
): Promise<{ rejectedId: number; local: LocalFile; record: AttachmentCreate }[]> {
  const found = [];
  for (const rejected of await db.rejected.toArray()) {
    if (rejected.name !== "attachment.create" || rejected.id === undefined) continue;
    const parsed = attachmentCreateSchema.safeParse((rejected.args as { attachment?: unknown }).attachment);
    if (!parsed.success || parsed.data.recordId !== entryId || !parsed.data._id) continue;
    const local = await db.files.get(parsed.data._id);
    if (local) found.push({ rejectedId: rejected.id, local, record: parsed.data });
  }
  return found;
}
