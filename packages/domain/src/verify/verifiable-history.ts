import { z } from "zod";
import { sha256Schema } from "../attachment/attachment.js";
import { maintenanceTypeSchema } from "../maintenance/adjustment-schemas.js";
import { entrySealSchema } from "../maintenance/entry-seal-schema.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { signatureSchema } from "../shared/signature.js";
import { sealedDepthsSchema, treadSealSchema } from "../tyre/tread-seal-schema.js";
import { vehicleTypeSchema } from "../vehicle/catalog-schemas.js";
import { canonicalBytes } from "./canonical-json.js";
import { type ShopCertificate, shopCertificateSchema } from "./shop-certificate.js";
import type { Sign, SignatureChecks } from "./signature-checks.js";

/** Who an entry comes from, as the server knew when it issued the history. */
export const entryOrigins = ["owner", "previousOwner", "workshop", "shared", "imported"] as const;
export type EntryOrigin = (typeof entryOrigins)[number];

/** Most entries one issued history holds: a vehicle's whole service life, many times over. */
export const maxHistoryEntries = 5_000;

/** One maintenance as a shared history shows it. */
export const sharedEntrySchema = z.object({
  id: idSchema,
  date: isoDateTimeSchema,
  dateUnknown: z.boolean(),
  kms: z.number().nullable(),
  type: maintenanceTypeSchema,
  adjustments: z.array(z.string().max(60)).max(100),
  description: z.string().max(2_000).nullable(),
  /** SHA-256 of each file its author attached. */
  files: z.array(sha256Schema).max(100),
  /** Null when the owner shared the history without amounts. */
  amount: z.number().nullable(),
  currency: z.string().max(3).nullable(),
  origin: z.enum(entryOrigins),
  /** The app an imported entry came from. */
  importedFrom: z.string().max(40).nullable(),
  /** The shop's name on a workshop's entry. */
  loggedByShop: z.string().max(100).nullable(),
  seal: entrySealSchema.nullable(),
});
export type SharedEntry = z.infer<typeof sharedEntrySchema>;

/** A tread reading as a shared history shows it: each tyre's depth, and a workshop's seal. */
export const sharedTreadSchema = z.object({
  id: idSchema,
  date: isoDateTimeSchema,
  kms: z.number().nullable(),
  depths: sealedDepthsSchema,
  origin: z.enum(entryOrigins),
  loggedByShop: z.string().max(100).nullable(),
  seal: treadSealSchema.nullable(),
});
export type SharedTread = z.infer<typeof sharedTreadSchema>;

/** A shop that signed work in a history, as Odo knew it when it issued the history. */
export const signingShopDetailsSchema = z.object({
  id: idSchema,
  name: z.string().max(100),
  address: z.string().max(300),
  phone: z.string().max(40),
  /** When Odo first certified a key of the shop. */
  certifiedSince: isoDateTimeSchema,
});
export type SigningShopDetails = z.infer<typeof signingShopDetailsSchema>;

/** What Odo signs when it issues a history: the vehicle, the terms, and a digest of each entry. */
export const historyManifestSchema = z.object({
  keyId: z.string().min(1).max(64),
  vehicle: z.object({
    id: idSchema,
    fullname: z.string().max(200),
    vehicleType: vehicleTypeSchema,
    plateNumber: z.string().max(40).nullable(),
    year: z.number().nullable(),
  }),
  issuedAt: isoDateTimeSchema,
  /** When the link stops working; the file stays checkable after. */
  expiresAt: isoDateTimeSchema.nullable(),
  from: isoDateTimeSchema.nullable(),
  includesAmounts: z.boolean(),
  entries: z.array(z.object({ id: idSchema, digest: sha256Schema })).max(maxHistoryEntries),
  /** A digest of each tread reading; absent from histories issued before tyres. */
  treads: z
    .array(z.object({ id: idSchema, digest: sha256Schema }))
    .max(maxHistoryEntries)
    .optional(),
  /**
   * The shops that signed entries, as registered with Odo when the history was issued: a buyer can
   * call the workshop. Absent from histories issued before shops were named, and for a shop closed since.
   */
  shops: z.array(signingShopDetailsSchema).max(maxHistoryEntries).optional(),
});
export type HistoryManifest = z.infer<typeof historyManifestSchema>;

export const historyFormat = "odo-verifiable-history";

/** A history anyone can check: the link's reply and the file are this, byte for byte. */
export const verifiableHistorySchema = z.object({
  format: z.literal(historyFormat),
  version: z.literal(1),
  manifest: historyManifestSchema,
  /** Odo's signature over the canonical manifest. */
  signature: signatureSchema,
  entries: z.array(sharedEntrySchema).max(maxHistoryEntries),
  /** The vehicle's tread readings; absent from histories issued before tyres. */
  treads: z.array(sharedTreadSchema).max(maxHistoryEntries).optional(),
  certificates: z.array(shopCertificateSchema).max(maxHistoryEntries),
});
export type VerifiableHistory = z.infer<typeof verifiableHistorySchema>;

/** The digest an entry is issued under: of all it says, its seal included. */
export async function sharedEntryDigest(
  entry: SharedEntry,
  checks: Pick<SignatureChecks, "sha256Hex">,
): Promise<string> {
  return checks.sha256Hex(canonicalBytes(entry));
}

export const manifestBytes = (manifest: HistoryManifest): Uint8Array => canonicalBytes(manifest);

/** Issues a history: each entry's and reading's digest in the manifest, and Odo's signature over it (`sign`). */
export async function issueHistory(
  manifest: Omit<HistoryManifest, "entries" | "treads">,
  entries: readonly SharedEntry[],
  certificates: readonly ShopCertificate[],
  signing: { sign: Sign; checks: Pick<SignatureChecks, "sha256Hex"> },
  treads: readonly SharedTread[] = [],
): Promise<VerifiableHistory> {
  const digestOf = async (item: SharedEntry | SharedTread) => ({
    id: item.id,
    digest: await signing.checks.sha256Hex(canonicalBytes(item)),
  });
  const full: HistoryManifest = {
    ...manifest,
    entries: await Promise.all(entries.map(digestOf)),
    treads: await Promise.all(treads.map(digestOf)),
  };
  return {
    format: historyFormat,
    version: 1,
    manifest: full,
    signature: await signing.sign(manifestBytes(full)),
    entries: [...entries],
    treads: [...treads],
    certificates: [...certificates],
  };
}

/**
 * The files a buyer may open from a link: those the workshop signed that the entry still holds, on
 * a history shared with amounts (an invoice shows them). The owner's own photos stay private.
 */
export function openableSignedFiles(entry: Pick<SharedEntry, "files" | "seal">, includesAmounts: boolean): string[] {
  if (!includesAmounts || !entry.seal) return [];
  const held = new Set(entry.files);
  return entry.seal.signed.files.filter((digest) => held.has(digest));
}
