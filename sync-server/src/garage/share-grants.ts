import { createHmac, timingSafeEqual } from "node:crypto";
import { type ShareGrantClaims, shareGrantClaimsSchema } from "@odo/domain";

/**
 * Share grants are signed, not stored: `{claims}.{HMAC-SHA256}` under the server's secret, with a
 * purpose prefix so no other signed value of ours can pass for a grant. Expiry is in the claims.
 */
function signature(secret: string, encodedClaims: string): Buffer {
  return createHmac("sha256", secret).update(`odo-share-grant.${encodedClaims}`).digest();
}

/** Claims travel as a bare array: a shorter token makes a sparser QR, easier for any camera. */
function packed(claims: ShareGrantClaims): string {
  return JSON.stringify([claims.vehicleId, claims.ownerId, claims.role, claims.expiresAt]);
}

function unpacked(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const [vehicleId, ownerId, role, expiresAt] = value;
  return { vehicleId, ownerId, role, expiresAt };
}

export function signShareGrant(secret: string, claims: ShareGrantClaims): string {
  const encoded = Buffer.from(packed(claims)).toString("base64url");
  return `${encoded}.${signature(secret, encoded).toString("base64url")}`;
}

/** The claims of a grant we signed, or undefined for a forged, altered or malformed one. */
export function verifiedShareGrant(secret: string, token: string): ShareGrantClaims | undefined {
  const [encoded, signed] = token.split(".");
  if (!encoded || !signed) return undefined;
  const expected = signature(secret, encoded);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = shareGrantClaimsSchema.safeParse(unpacked(Buffer.from(encoded, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
