import { z } from "zod";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { signatureSchema } from "../shared/signature.js";
import { shopTypeSchema } from "../shop/shop.js";
import { canonicalBytes } from "./canonical-json.js";
import { publicKeyJwkSchema, type Sign, type SignatureChecks } from "./signature-checks.js";

/**
 * Odo's word that a public key is a shop's: signed by Odo's own key. A key replaced or a shop
 * closed keeps its certificate, with the date from which it signs nothing more.
 */
export const shopCertificateSchema = z.object({
  keyId: z.string().min(1).max(64),
  publicKey: publicKeyJwkSchema,
  shop: z.object({ id: idSchema, name: z.string(), type: shopTypeSchema }),
  issuedAt: isoDateTimeSchema,
  /** From when the shop signs with a newer key. */
  replacedAt: isoDateTimeSchema.nullable(),
  /** From when the shop is closed. */
  closedAt: isoDateTimeSchema.nullable(),
  signature: signatureSchema,
});
export type ShopCertificate = z.infer<typeof shopCertificateSchema>;

/** Odo's own public key, by which certificates and issued histories are checked. */
export const odoKeySchema = z.object({ keyId: z.string().min(1).max(64), publicKey: publicKeyJwkSchema });
export type OdoKey = z.infer<typeof odoKeySchema>;

/** The bytes Odo signs for a certificate: all of it but the signature. */
export function certificateBytes(certificate: Omit<ShopCertificate, "signature">): Uint8Array {
  const { keyId, publicKey, shop, issuedAt, replacedAt, closedAt } = certificate;
  return canonicalBytes({ keyId, publicKey, shop, issuedAt, replacedAt, closedAt });
}

/** A key's id: the start of the SHA-256 of its canonical JWK. */
export async function keyIdOf(
  publicKey: z.infer<typeof publicKeyJwkSchema>,
  checks: Pick<SignatureChecks, "sha256Hex">,
): Promise<string> {
  const { kty, crv, x, y } = publicKey;
  return (await checks.sha256Hex(canonicalBytes({ crv, kty, x, y }))).slice(0, 32);
}

/** Whether Odo certified the key and it was the shop's key when `signedAt` came. */
export async function certifiedAt(
  certificate: ShopCertificate,
  signedAt: string,
  odo: OdoKey,
  checks: SignatureChecks,
): Promise<boolean> {
  if (!(await checks.verify(odo.publicKey, certificateBytes(certificate), certificate.signature))) return false;
  const until = [certificate.replacedAt, certificate.closedAt].filter((at): at is string => at !== null).sort()[0];
  return signedAt >= certificate.issuedAt && (until === undefined || signedAt < until);
}

/** Odo's certificate of a shop's key, signed with Odo's key (`sign`). */
export async function certify(certificate: Omit<ShopCertificate, "signature">, sign: Sign): Promise<ShopCertificate> {
  return { ...certificate, signature: await sign(certificateBytes(certificate)) };
}
