import type { EntrySeal, SignedEntry } from "../maintenance/entry-seal-schema.js";
import { canonicalBytes, canonicalJson } from "./canonical-json.js";
import type { Sign, SignatureChecks } from "./signature-checks.js";

/** What an entry says, as a seal compares it: the fields a signature covers. */
export interface SealedFields {
  _id: string;
  vehicle: string;
  date: string;
  kms: number | null;
  type: SignedEntry["type"];
  adjustments: readonly string[];
  description: string | null;
  amount: number | null;
  currency?: string | undefined;
}

/** The digest an amount is signed as: null when the entry has no amount. */
export function amountDigest(
  fields: Pick<SealedFields, "amount" | "currency">,
  salt: string,
  checks: Pick<SignatureChecks, "sha256Hex">,
): Promise<string | null> {
  if (fields.amount === null) return Promise.resolve(null);
  return checks.sha256Hex(canonicalBytes({ amount: fields.amount, currency: fields.currency ?? null, salt }));
}

/** The canonical content of an entry, for signing or for comparing with what was signed. */
export function signedEntryOf(
  fields: SealedFields,
  fileDigests: readonly string[],
  shop: SignedEntry["shop"],
  amount: string | null,
): SignedEntry {
  return {
    entry: fields._id,
    vehicle: fields.vehicle,
    date: new Date(fields.date).toISOString(),
    kms: fields.kms,
    type: fields.type,
    adjustments: [...fields.adjustments].sort(),
    description: fields.description?.trim() || null,
    files: [...fileDigests].sort(),
    amount,
    shop,
  };
}

/** The bytes the shop's key signs. */
export const sealedBytes = (signed: SignedEntry): Uint8Array => canonicalBytes(signed);

/** The parts of an entry a signature covers, as a reader names them. */
export const signedParts = ["date", "kms", "type", "adjustments", "description", "files", "amount"] as const;
export type SignedPart = (typeof signedParts)[number];

/**
 * Which parts of the entry differ from what the workshop signed (none: it says what was signed).
 * `amountShown` as for `saysWhatWasSigned`: an amount left out of a shared history is not compared.
 */
export async function partsChangedSinceSigned(
  seal: EntrySeal,
  fields: SealedFields,
  fileDigests: readonly string[],
  checks: Pick<SignatureChecks, "sha256Hex">,
  amountShown = true,
): Promise<SignedPart[]> {
  const amount =
    amountShown && seal.amountSalt !== null ? await amountDigest(fields, seal.amountSalt, checks) : seal.signed.amount;
  const now = signedEntryOf(fields, fileDigests, seal.signed.shop, amount);
  return signedParts.filter((part) => canonicalJson(now[part]) !== canonicalJson(seal.signed[part]));
}

/**
 * Whether the entry still says what the workshop signed. `amountShown` is false for a history
 * shared without amounts: the amount cannot be compared then, and is not shown either.
 */
export async function saysWhatWasSigned(
  seal: EntrySeal,
  fields: SealedFields,
  fileDigests: readonly string[],
  checks: Pick<SignatureChecks, "sha256Hex">,
  amountShown = true,
): Promise<boolean> {
  const amount =
    amountShown && seal.amountSalt !== null ? await amountDigest(fields, seal.amountSalt, checks) : seal.signed.amount;
  return canonicalJson(signedEntryOf(fields, fileDigests, seal.signed.shop, amount)) === canonicalJson(seal.signed);
}

/** Seals an entry: its canonical content, signed with the shop's key (`sign`) at `signedAt`. */
export async function sealEntry(
  fields: SealedFields,
  fileDigests: readonly string[],
  shop: SignedEntry["shop"],
  signing: { keyId: string; signedAt: string; salt: string; sign: Sign; checks: Pick<SignatureChecks, "sha256Hex"> },
): Promise<EntrySeal> {
  const signed = signedEntryOf(fields, fileDigests, shop, await amountDigest(fields, signing.salt, signing.checks));
  return {
    version: 1,
    keyId: signing.keyId,
    signedAt: signing.signedAt,
    signed,
    signature: await signing.sign(sealedBytes(signed)),
    amountSalt: signing.salt,
  };
}

/**
 * Whether what an entry says in words and numbers differs from what was signed, read at once
 * without digests (for a list's rows): its amount and files are compared by `saysWhatWasSigned`.
 */
export function wordsChangedSinceSealed(seal: EntrySeal, fields: SealedFields): boolean {
  const now = signedEntryOf(fields, seal.signed.files, seal.signed.shop, seal.signed.amount);
  return canonicalJson(now) !== canonicalJson(seal.signed);
}
