import { type ShareGrantClaims, shareGrantClaimsSchema } from "@odo/domain";
import { signValues, verifiedValues } from "../signed-values.js";

/**
 * Share grants are signed, not stored. Claims travel as a bare array: a shorter token makes a
 * sparser QR, easier for any camera. Expiry is in the claims.
 */
export function signShareGrant(secret: string, claims: ShareGrantClaims): string {
  return signValues(secret, "share-grant", [claims.vehicleId, claims.ownerId, claims.role, claims.expiresAt]);
}

/** The claims of a grant we signed, or undefined for a forged, altered or malformed one. */
export function verifiedShareGrant(secret: string, token: string): ShareGrantClaims | undefined {
  const values = verifiedValues(secret, "share-grant", token);
  if (values?.length !== 4) return undefined;
  const [vehicleId, ownerId, role, expiresAt] = values;
  const parsed = shareGrantClaimsSchema.safeParse({ vehicleId, ownerId, role, expiresAt });
  return parsed.success ? parsed.data : undefined;
}
