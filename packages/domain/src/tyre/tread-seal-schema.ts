import { z } from "zod";
import { signingShopSchema } from "../maintenance/entry-seal-schema.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { signatureSchema } from "../shared/signature.js";
import { tyrePositionSchema } from "./positions.js";

/** One tyre's depth as a signature and a shared history carry it, read back from a file. */
export const sealedDepthsSchema = z
  .array(
    z.object({
      set: idSchema,
      tyre: z.string().max(8),
      position: tyrePositionSchema.nullable(),
      treadMm: z.number(),
      pressureKpa: z.number().nullable(),
    }),
  )
  .max(50);

/** What a workshop's signature on a tread reading covers: each tyre's depth, where, when and at what km. */
export const signedTreadSchema = z.object({
  reading: idSchema,
  vehicle: idSchema,
  date: isoDateTimeSchema,
  kms: z.number().nullable(),
  depths: sealedDepthsSchema,
  shop: signingShopSchema,
});
export type SignedTread = z.infer<typeof signedTreadSchema>;

/** A workshop's signature on its tread reading, written by the server when it accepts the reading. */
export const treadSealSchema = z.object({
  version: z.literal(1),
  keyId: z.string().min(1).max(64),
  signedAt: isoDateTimeSchema,
  signed: signedTreadSchema,
  signature: signatureSchema,
});
export type TreadSeal = z.infer<typeof treadSealSchema>;
