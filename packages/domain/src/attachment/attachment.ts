import { z } from "zod";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { oneOf } from "../shared/one-of.js";
import { attachableKinds } from "../shared/synced-kinds.js";
import { requiredText } from "../shared/text.js";
import { attachmentLimits, maxBytesOf } from "./limits.js";
import { attachmentMediaTypeSchema, isImageType } from "./media.js";

export const attachableKindSchema = oneOf(attachableKinds);

/**
 * What a file is for: a receipt or photo of an entry (`entry`), one of the vehicle's papers with
 * its expiry (`paper`), or the photo of the vehicle its card shows (`vehiclePhoto`).
 */
export const attachmentPurposes = ["entry", "paper", "vehiclePhoto"] as const;
export const attachmentPurposeSchema = oneOf(attachmentPurposes);
export type AttachmentPurpose = z.infer<typeof attachmentPurposeSchema>;

/** The vehicle's papers Odo keeps, each with its own expiry. */
export const paperKinds = ["insurance", "registration", "inspection"] as const;
export const paperKindSchema = oneOf(paperKinds);
export type PaperKind = z.infer<typeof paperKindSchema>;

/** The vehicle's date a paper's expiry sets (its due notices follow): the policy's, the registration's. */
export const dueDateOfPaper = {
  insurance: "insuranceDate",
  registration: "taxesDate",
} as const satisfies Partial<Record<PaperKind, string>>;

export function dueDateFieldOfPaper(paper: PaperKind): (typeof dueDateOfPaper)[keyof typeof dueDateOfPaper] | null {
  return paper in dueDateOfPaper ? dueDateOfPaper[paper as keyof typeof dueDateOfPaper] : null;
}

export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, { error: "invalidOption" });
/** Only raster thumbnails as data URLs: an `<img>` shows them offline and runs nothing. */
const thumbnailSchema = z
  .string()
  .max(attachmentLimits.thumbnailChars, { error: "maxLength" })
  .regex(/^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/]+=*$/, { error: "invalidOption" });
const pixels = z.number().int().min(1).max(100_000);

/**
 * A file kept with a vehicle (issue "Receipts, photos and papers"). This record syncs like any row,
 * thumbnail included; the file itself is uploaded apart once the record is accepted and fetched on
 * demand. `sha256` names its bytes, so an upload is checked against what the record promised.
 */
export const attachmentSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  purpose: attachmentPurposeSchema,
  recordKind: attachableKindSchema.nullable(),
  recordId: idSchema.nullable(),
  paper: paperKindSchema.nullable(),
  expiresOn: isoDateTimeSchema.nullable(),
  mediaType: attachmentMediaTypeSchema,
  bytes: z.number().int().min(1),
  sha256: sha256Schema,
  name: z.string(),
  width: pixels.nullable(),
  height: pixels.nullable(),
  thumbnail: thumbnailSchema.nullable(),
  /** When the photo was taken, kept only when the owner chose to keep the date. */
  takenAt: isoDateTimeSchema.nullable(),
  createdBy: idSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** `attachment.create`'s attachment: what the device made of the file, before it uploads it. */
export const attachmentCreateSchema = z
  .object({
    _id: idSchema.optional(),
    purpose: attachmentPurposeSchema,
    recordKind: attachableKindSchema.nullable().default(null),
    recordId: idSchema.nullable().default(null),
    paper: paperKindSchema.nullable().default(null),
    expiresOn: z.preprocess((value) => (value === "" ? null : value), dateInputSchema.nullable().default(null)),
    mediaType: attachmentMediaTypeSchema,
    bytes: z.number({ error: "required" }).int().min(1),
    sha256: sha256Schema,
    name: requiredText(attachmentLimits.nameChars),
    width: pixels.nullable().default(null),
    height: pixels.nullable().default(null),
    thumbnail: thumbnailSchema.nullable().default(null),
    takenAt: isoDateTimeSchema.nullable().default(null),
  })
  .strict()
  .superRefine((input, context) => {
    const fail = (message: string, path: string) => context.addIssue({ code: "custom", message, path: [path] });
    if (input.bytes > maxBytesOf(input.mediaType)) fail("fileTooLarge", "bytes");
    const onEntry = input.purpose === "entry";
    if (onEntry !== (input.recordKind !== null && input.recordId !== null)) fail("required", "recordId");
    if (!onEntry && (input.recordKind !== null || input.recordId !== null)) fail("invalidOption", "recordId");
    if ((input.purpose === "paper") !== (input.paper !== null)) fail("required", "paper");
    if (input.purpose !== "paper" && input.expiresOn !== null) fail("invalidOption", "expiresOn");
    if (input.purpose === "vehiclePhoto" && !isImageType(input.mediaType)) fail("invalidOption", "mediaType");
  });
export type AttachmentCreateInput = z.input<typeof attachmentCreateSchema>;
export type AttachmentCreate = z.output<typeof attachmentCreateSchema>;

export function newAttachment(
  input: AttachmentCreate,
  meta: { _id: string; vehicleId: string; authorId: string; now: string },
): Attachment {
  const { _id: _ignored, ...fields } = input;
  return {
    ...fields,
    _id: meta._id,
    vehicle: meta.vehicleId,
    createdBy: meta.authorId,
    createdAt: meta.now,
    updatedAt: meta.now,
  };
}

/** The entry a file belongs to, when it belongs to one. */
export function attachedEntry(attachment: Pick<Attachment, "recordKind" | "recordId">) {
  return attachment.recordKind && attachment.recordId ? { kind: attachment.recordKind, id: attachment.recordId } : null;
}
