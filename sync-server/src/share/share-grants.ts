import { randomBytes } from "node:crypto";
import { type ShareGrantClaims, shareGrantClaimsSchema, shareGrantExpiry } from "@odo/domain";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { shareGrantClaims, shareRevocations, vehicleShares } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { signValues, verifiedValues } from "../signed-values.js";

/**
 * Share grants are signed, not stored until claimed. Claims travel as a bare array: a shorter token
 * makes a sparser QR, easier for any camera.
 */
export function signShareGrant(secret: string, claims: ShareGrantClaims): string {
  return signValues(secret, "share-grant", [
    claims.grantId,
    claims.vehicleId,
    claims.ownerId,
    claims.role,
    claims.issuedAt,
  ]);
}

/** A fresh grant id: 96 random bits, 16 characters in the QR. */
export function newGrantId(): string {
  return randomBytes(12).toString("base64url");
}

/** The claims of a grant we signed, or undefined for a forged, altered or malformed one. */
export function verifiedShareGrant(secret: string, token: string): ShareGrantClaims | undefined {
  const values = verifiedValues(secret, "share-grant", token);
  if (values?.length !== 5) return undefined;
  const [grantId, vehicleId, ownerId, role, issuedAt] = values;
  const parsed = shareGrantClaimsSchema.safeParse({ grantId, vehicleId, ownerId, role, issuedAt });
  return parsed.success ? parsed.data : undefined;
}

/**
 * Records that `granteeId` claimed this grant, refusing a grant claimed before (by anyone) and one
 * made before the grantee's current role or their last revocation. Runs inside the claim's
 * write unit; the grant's row is unique, so two claims of one grant cannot both pass.
 */
export async function recordClaim(db: Db, claims: ShareGrantClaims, granteeId: string, now: number): Promise<void> {
  // An expired grant is refused before it is looked up, so its row is no longer needed.
  await db.delete(shareGrantClaims).where(lte(shareGrantClaims.expiresAt, now));
  const used = firstRow(await db.select().from(shareGrantClaims).where(eq(shareGrantClaims.grantId, claims.grantId)));
  if (used) throw new ApiError("SHARE_GRANT_USED");
  const pair = (table: typeof vehicleShares | typeof shareRevocations) =>
    and(eq(table.vehicleId, claims.vehicleId), eq(table.granteeId, granteeId));
  const current = firstRow(await db.select().from(vehicleShares).where(pair(vehicleShares)));
  const revoked = firstRow(await db.select().from(shareRevocations).where(pair(shareRevocations)));
  const newest = Math.max(current?.grantIssuedAt ?? 0, revoked?.revokedAt ?? 0);
  // A grant made in the same millisecond as the change counts as made after it.
  if (claims.issuedAt < newest) throw new ApiError("SHARE_GRANT_SUPERSEDED");
  // The insert decides between two claims racing on two server processes (PostgreSQL): the one
  // whose row lands second finds the grant used.
  const inserted = await db
    .insert(shareGrantClaims)
    .values({ grantId: claims.grantId, vehicleId: claims.vehicleId, granteeId, expiresAt: shareGrantExpiry(claims) })
    .onConflictDoNothing()
    .returning({ grantId: shareGrantClaims.grantId });
  if (inserted.length === 0) throw new ApiError("SHARE_GRANT_USED");
}

/** Remembers when the owner took `granteeId`'s access away: older grants stay refused. */
export async function recordRevocation(db: Db, vehicleId: string, granteeId: string, now: number): Promise<void> {
  await db
    .insert(shareRevocations)
    .values({ vehicleId, granteeId, revokedAt: now })
    .onConflictDoUpdate({ target: [shareRevocations.vehicleId, shareRevocations.granteeId], set: { revokedAt: now } });
}
