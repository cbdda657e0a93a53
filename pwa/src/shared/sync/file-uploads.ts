import type { OdoDatabase } from "./db.js";
import { filesToSend, moveFile, moveFiles } from "./file-queue.js";
import { uploadBytes } from "./file-transfer.js";

/** Files whose record is still in the outbox: the server must accept the record first. */
async function recordsNotSent(db: OdoDatabase): Promise<Set<string>> {
  const entries = (await db.outbox.toArray()).filter((entry) => entry.name === "attachment.create");
  return new Set(
    entries.map((entry) => ((entry.args as { attachment?: { _id?: string } }).attachment?._id ?? "") as string),
  );
}

/** An answer that says "later", not "no": a stalled upload (408), too many at once (429), a busy server. */
const transient = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Uploads the files this device made whose records the server has accepted, oldest first; runs
 * after each sync. A connection lost half way leaves the file pending, and the next sync sends it
 * again from the start (the server keeps nothing of a broken upload). A refusal (the plan's
 * storage is full, the bytes are not what the record promised) is kept with the file, which stays
 * on the device until the user deals with it.
 */
export async function uploadPendingFiles(db: OdoDatabase): Promise<number> {
  const pending = await filesToSend(db);
  if (pending.length === 0) return 0;
  const waiting = await recordsNotSent(db);
  let uploaded = 0;
  for (const file of pending) {
    if (waiting.has(file._id) || !(await db.attachments.get(file._id))) continue;
    if (!(await moveFile(db, file._id, "sending"))) continue;
    const reply = await uploadBytes(file._id, file.blob).catch(async (error: unknown) => {
      await moveFile(db, file._id, "later");
      throw error;
    });
    if (reply.status === 200) {
      await moveFile(db, file._id, "sent");
      uploaded += 1;
    } else if (reply.status >= 400 && reply.status < 500 && !transient(reply.status) && reply.status !== 404) {
      const refusal = { code: String(reply.status), message: reply.message, at: new Date().toISOString() };
      await moveFiles(db, [file._id], "refused", { refusal });
    } else {
      // Given up for a stall, the server is busy, or the record is not there yet (404): the next
      // sync sends it again.
      await moveFile(db, file._id, "later");
      if (transient(reply.status)) throw new Error(`upload answered ${reply.status}`);
    }
  }
  return uploaded;
}

/** Lets a refused upload go again (the plan changed, room was made). */
export async function retryUpload(db: OdoDatabase, id: string): Promise<void> {
  await moveFile(db, id, "retried");
}
