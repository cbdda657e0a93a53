import { ApiError } from "../errors/api-error.js";
import { tableOfKind } from "../shared/synced-kinds.js";
import type { Mutator } from "../sync/mutator.js";
import { entryToChange, heldVehicle, vehicleWith } from "../sync/mutator-access.js";
import { resealWork } from "../sync/sealed-work.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { isSignedFile, mayDeleteAttachment, mayViewAttachment } from "./access.js";
import { type Attachment, type AttachmentCreate, dueDateFieldOfPaper, newAttachment } from "./attachment.js";
import { attachmentLimits } from "./limits.js";

/** A paper's expiry becomes the vehicle's date it stands for, so its due notices follow. */
async function applyPaperExpiry(tx: WriteTransaction, vehicle: Vehicle, attachment: Attachment, now: string) {
  const field = attachment.paper && dueDateFieldOfPaper(attachment.paper);
  if (!field || !attachment.expiresOn || vehicle[field] === attachment.expiresOn) return;
  await tx.put("vehicles", { ...vehicle, [field]: attachment.expiresOn, updatedAt: now }, vehicle);
}

/**
 * `attachment.create`: a file's record, made on the device before the file is uploaded. A file on an
 * entry is for whoever may edit that entry (the owner, or its author); the vehicle's papers and
 * photo are the owner's. A record made twice (a retried push) is one.
 */
export const createAttachment: Mutator<{ vehicleId: string; attachment: AttachmentCreate }, Attachment> = {
  capability: null,
  readAhead: ({ vehicleId }) => ({ vehicleId }),
  async effect(tx, { vehicleId, attachment: input }, context) {
    const _id = input._id ?? context.newId();
    const existing = await tx.get("attachments", _id);
    if (existing) {
      if (existing.vehicle !== vehicleId || existing.createdBy !== context.actorId) throw new ApiError("FORBIDDEN");
      return existing;
    }
    const { vehicle } = await vehicleWith(tx, vehicleId, input.purpose === "entry" ? null : "editVehicle");
    if (input.recordKind && input.recordId) {
      const { row } = await entryToChange(tx, input.recordKind, input.recordId, "edit", context);
      if (row.vehicle !== vehicleId) throw new ApiError("VALIDATION_FAILED", "invalidId");
      const onEntry = await tx.attachmentsOf(input.recordId);
      if (onEntry.length >= attachmentLimits.perRecord) throw new ApiError("ATTACHMENT_LIMIT");
    }
    const attachment = newAttachment(input, { _id, vehicleId, authorId: context.actorId, now: context.now });
    await tx.put("attachments", attachment);
    await applyPaperExpiry(tx, vehicle, attachment, context.now);
    if (attachment.recordKind === "maintenance" && attachment.recordId)
      await resealWork(tx, attachment.recordId, context);
    return attachment;
  },
};

/**
 * `attachment.delete`: the owner deletes any file but those a workshop signed with its entry
 * (`isSignedFile`); anyone else, the files they attached.
 */
export const deleteAttachment: Mutator<{ _id: string }, void> = {
  capability: null,
  async effect(tx, { _id }, context) {
    const attachment = await tx.get("attachments", _id);
    const held = attachment && (await heldVehicle(tx, attachment.vehicle));
    const entry =
      attachment?.recordKind &&
      attachment.recordId &&
      (await tx.get(tableOfKind[attachment.recordKind], attachment.recordId));
    const sees = held && mayViewAttachment(held.role, attachment, context.actorId, entry ? entry.createdBy : null);
    // Who cannot see the file is not told it exists.
    if (!attachment || !held || !sees) throw new ApiError("ATTACHMENT_NOT_FOUND");
    if (isSignedFile(attachment, entry || null) && attachment.createdBy !== context.actorId) {
      throw new ApiError("SIGNED_FILE");
    }
    if (!mayDeleteAttachment(held.role, attachment, context.actorId)) throw new ApiError("FORBIDDEN");
    await tx.delete("attachments", attachment);
    if (attachment.recordKind === "maintenance" && attachment.recordId)
      await resealWork(tx, attachment.recordId, context);
  },
};

/** An entry's files go with it. */
export async function deleteFilesOf(tx: WriteTransaction, entryId: string): Promise<void> {
  for (const attachment of await tx.attachmentsOf(entryId)) await tx.delete("attachments", attachment);
}
