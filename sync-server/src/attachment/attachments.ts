import { pipeline, type Readable } from "node:stream";
import {
  type AccessRole,
  type Attachment,
  type AttachmentCreate,
  attachmentLimits,
  capabilitiesByRole,
  fitsQuota,
  mayViewAttachment,
  type Plan,
  createAttachment as sharedCreate,
  storageQuotaBytes,
} from "@odo/domain";
import type { Db } from "../db/connection.js";
import { lockUserForCount } from "../db/user-lock.js";
import { type AppDeps, reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { vehicleAccess } from "../store/access.js";
import { entryAuthorOf } from "../store/attachment-audience.js";
import { attachmentById, attachmentCountOf, markStored, storedBytesOf } from "../store/attachment-rows.js";
import { accountSettings } from "../store/repository.js";
import { runMutator } from "../store/run-mutator.js";
import { CheckedUpload, typeCheckedBody } from "./checked-upload.js";
import { UploadDeadline } from "./upload-deadline.js";
import type { UploadSlots } from "./upload-slots.js";

/**
 * `attachment.create`: the shared mutator, within the cap on how many files one account may
 * attach at all, counted under a lock on the account on every server process.
 */
export async function addAttachment(
  deps: AppDeps,
  actor: Requester,
  args: { vehicleId: string; attachment: AttachmentCreate & { _id: string } },
): Promise<Attachment> {
  if (!(await attachmentById(deps.db, args.attachment._id))) {
    await lockUserForCount(deps.db, actor.id);
    if ((await attachmentCountOf(deps.db, actor.id)) >= attachmentLimits.perUser)
      throw new ApiError("ATTACHMENT_LIMIT");
  }
  return runMutator(deps, actor, sharedCreate, args);
}

/** How much an account stores, and what its plan allows: shown before the user hits it. */
export interface StorageUsage {
  plan: Plan;
  usedBytes: number;
  quotaBytes: number;
}

export async function storageUsage(db: Db, userId: string): Promise<StorageUsage> {
  const account = await accountSettings(db, userId);
  if (!account) throw new ApiError("OWNER_NOT_FOUND");
  return {
    plan: account.plan,
    usedBytes: await storedBytesOf(db, userId),
    quotaBytes: storageQuotaBytes[account.plan],
  };
}

/**
 * Whose storage a file counts against: the vehicle's owner for the owner's and the household's
 * files; a workshop's or customer's own, for the files of their work.
 */
function billedTo(role: AccessRole, ownerId: string, actorId: string): string {
  return capabilitiesByRole[role].viewAllFiles ? ownerId : actorId;
}

/** Refuses a file that would take the account past its plan's storage. */
async function assertRoom(db: Db, userId: string, bytes: number): Promise<void> {
  const usage = await storageUsage(db, userId);
  if (!fitsQuota(usage.plan, usage.usedBytes, bytes)) throw new ApiError("STORAGE_QUOTA_EXCEEDED");
}

/** The record of a file its author may upload now; undefined when its file is already stored. */
async function uploadable(db: Db, actor: Requester, id: string) {
  const found = await attachmentById(db, id);
  if (!found || found.attachment.createdBy !== actor.id) throw new ApiError("ATTACHMENT_NOT_FOUND");
  const { vehicle, role } = await vehicleAccess(db, actor, found.attachment.vehicle);
  if (found.stored) return undefined;
  const account = billedTo(role, vehicle.user._id, actor.id);
  await assertRoom(db, account, found.attachment.bytes);
  return { attachment: found.attachment, account };
}

/**
 * `PUT /attachments/{id}/content`: the file of a record its author made, streamed to the store
 * and checked on the way (`CheckedUpload`). Uploading a file already stored changes nothing, so a
 * device that lost the reply may send it again. Its size counts against the plan's storage,
 * decided under a lock on the account, so two server processes cannot both take the last room.
 */
export async function uploadFile(
  deps: ServerDeps,
  actor: Requester,
  id: string,
  body: Readable,
  declaredBytes: number | undefined,
  slots: UploadSlots,
): Promise<void> {
  const release = slots.take(actor.id);
  // A stalled upload is given up: a failure of either side ends both, and gives the slot back.
  const timed = new UploadDeadline(deps.uploadLimits.idleMs, deps.uploadLimits.maxMs);
  pipeline(body, timed, () => release());
  try {
    await storeUpload(deps, actor, id, timed, declaredBytes);
  } finally {
    release();
  }
}

async function storeUpload(
  deps: ServerDeps,
  actor: Requester,
  id: string,
  body: Readable,
  declaredBytes: number | undefined,
): Promise<void> {
  const upload = await reading(deps, ({ db }) => uploadable(db, actor, id));
  if (!upload) {
    body.resume();
    return;
  }
  const { attachment, account } = upload;
  if (declaredBytes !== undefined && declaredBytes !== attachment.bytes) throw new ApiError("ATTACHMENT_MISMATCH");
  const typed = await typeCheckedBody(body, attachment);
  const checked = new CheckedUpload(attachment);
  typed.on("error", (error) => checked.destroy(error));
  // A refusal is read from `checked.refusal` once the store gives up; the event itself is handled here.
  checked.on("error", () => undefined);
  try {
    await deps.blobs.put(id, typed.pipe(checked), attachment.bytes);
    if (checked.refusal) throw checked.refusal;
  } catch (error) {
    await dropUnrecorded(deps, id);
    throw checked.refusal ?? error;
  }
  try {
    await writing(deps, async ({ db }) => {
      await lockUserForCount(db, account);
      const still = await attachmentById(db, id);
      if (!still) throw new ApiError("ATTACHMENT_NOT_FOUND");
      if (still.stored) return;
      await assertRoom(db, account, attachment.bytes);
      await markStored(db, id, account, deps.clock());
    });
  } catch (error) {
    await dropUnrecorded(deps, id);
    throw error;
  }
}

/**
 * Takes a failed upload's bytes out of the store, unless another upload of the same file (a device
 * that sent it again after losing the reply) has meanwhile stored it and recorded it.
 */
async function dropUnrecorded(deps: ServerDeps, id: string): Promise<void> {
  const found = await reading(deps, ({ db }) => attachmentById(db, id)).catch(() => undefined);
  if (found?.stored) return;
  await deps.blobs.delete(id).catch(() => undefined);
}

/**
 * `GET /attachments/{id}/content`: the file, to whoever sees its record (`mayViewAttachment`),
 * checked on every request; anyone else is told it does not exist.
 */
export async function openFile(
  deps: ServerDeps,
  actor: Requester,
  id: string,
): Promise<{ attachment: Attachment; body: Readable }> {
  const attachment = await reading(deps, async ({ db }) => {
    const found = await attachmentById(db, id);
    if (!found) throw new ApiError("ATTACHMENT_NOT_FOUND");
    const { attachment: record } = found;
    const { role } = await vehicleAccess(db, actor, record.vehicle).catch(() => {
      throw new ApiError("ATTACHMENT_NOT_FOUND");
    });
    // The entry's author matters only to a workshop or customer looking at a file they did not attach.
    const needsAuthor = !capabilitiesByRole[role].viewAllFiles && record.createdBy !== actor.id;
    const author = needsAuthor ? await entryAuthorOf(db, record) : null;
    if (!mayViewAttachment(role, record, actor.id, author)) throw new ApiError("ATTACHMENT_NOT_FOUND");
    if (!found.stored) throw new ApiError("ATTACHMENT_NOT_UPLOADED");
    return record;
  });
  const body = await deps.blobs.get(id, attachment.sha256);
  if (!body) throw new ApiError("ATTACHMENT_NOT_UPLOADED");
  return { attachment, body };
}
