import { z } from "zod";
import { sha256Schema } from "../attachment/attachment.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { signatureSchema } from "../shared/signature.js";
import { maintenanceTypeSchema } from "./adjustment-schemas.js";

/** Who signed: the shop, by its id and the name it had then. */
export const signingShopSchema = z.object({ id: idSchema, name: z.string() });

/**
 * What a workshop's signature covers: what the entry says, in one canonical form. The amount is
 * covered by a salted digest, so a history shared without amounts still verifies and does not
 * give the amount away.
 */
export const signedEntrySchema = z.object({
  entry: idSchema,
  vehicle: idSchema,
  date: isoDateTimeSchema,
  kms: z.number().nullable(),
  type: maintenanceTypeSchema,
  adjustments: z.array(z.string()),
  description: z.string().nullable(),
  /** SHA-256 of each file the workshop attached, sorted. */
  files: z.array(sha256Schema),
  /** SHA-256 of the amount, its currency and a salt kept beside the seal; null when none was recorded. */
  amount: sha256Schema.nullable(),
  shop: signingShopSchema,
});
export type SignedEntry = z.infer<typeof signedEntrySchema>;

/** A workshop's signature on an entry, written by the server when it accepts the workshop's work. */
export const entrySealSchema = z.object({
  version: z.literal(1),
  keyId: z.string().min(1).max(64),
  signedAt: isoDateTimeSchema,
  signed: signedEntrySchema,
  signature: signatureSchema,
  /** The salt of the amount's digest; left out of a history shared without amounts. */
  amountSalt: z.string().max(64).nullable(),
});
export type EntrySeal = z.infer<typeof entrySealSchema>;
