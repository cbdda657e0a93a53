import type { OdoDatabase } from "./db.js";
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
  const pending = (await db.files.where("state").equals("pending").toArray()).filter((file) => !file.refusal);
  if (pending.length === 0) return 0;
  const waiting = await recordsNotSent(db);
  let uploaded = 0;
  for (const file of pending) {
    if (waiting.has(file._id) || !(await db.attachments.get(file._id))) continue;
    const reply = await uploadBytes(file._id, file.blob);
    if (reply.status === 200) {
      await db.files.update(file._id, { state: "uploaded" });
      uploaded += 1;
    } else if (transient(reply.status)) {
      // Given up for a stall, or the server is busy: the next sync sends it again.
      throw new Error(`upload answered ${reply.status}`);
    } else if (reply.status >= 400 && reply.status < 500 && reply.status !== 404) {
      const refusal = { code: String(reply.status), message: reply.message, at: new Date().toISOString() };
      await db.files.update(file._id, { refusal });
    }
  }
  return uploaded;
}

/** Lets a refused upload go again (the plan changed, room was made). */
export async function retryUpload(db: OdoDatabase, id: string): Promise<void> {
  await db.files
    .where("_id")
    .equals(id)
    .modify((file) => {
      delete file.refusal;
    });
}
