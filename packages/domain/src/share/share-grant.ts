import { z } from "zod";
import { timing } from "../app/constants.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { shareRoleSchema } from "./roles.js";

/** Every share QR starts with this, so a scanner tells ours from any other code. */
export const shareQrPrefix = "odo-share:";

/**
 * What the server signs into a share grant: which grant, who offers which vehicle, as what, and
 * when it was made. A grant is claimed once (its id is kept when claimed) and works for
 * `timing.shareGrantLifetimeSeconds` after `issuedAt`; one made before the grantee's current role
 * or before their access was revoked is refused, so an older code never undoes the owner's choice.
 */
export const shareGrantClaimsSchema = z
  .object({
    grantId: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
    vehicleId: idSchema,
    ownerId: idSchema,
    role: shareRoleSchema,
    /** Milliseconds since the epoch. */
    issuedAt: z.number().int().positive(),
  })
  .strict();

/** When a grant stops working, in ms since the epoch. */
export function shareGrantExpiry(claims: Pick<ShareGrantClaims, "issuedAt">): number {
  return claims.issuedAt + timing.shareGrantLifetimeSeconds * 1000;
}
export type ShareGrantClaims = z.infer<typeof shareGrantClaimsSchema>;

/** `{base64url claims}.{base64url HMAC-SHA256}`: the signature is 32 bytes, 43 characters. */
export const shareGrantTokenSchema = z
  .string({ error: "invalidToken" })
  .regex(/^[A-Za-z0-9_-]{20,1000}\.[A-Za-z0-9_-]{43}$/, { error: "invalidToken" });

export function shareQrValue(token: string): string {
  return `${shareQrPrefix}${token}`;
}

/** The grant token inside a scanned value, or undefined when the value is not a share QR of ours. */
export function parseShareQr(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith(shareQrPrefix)) return undefined;
  const parsed = shareGrantTokenSchema.safeParse(trimmed.slice(shareQrPrefix.length));
  return parsed.success ? parsed.data : undefined;
}

/** `POST /vehicles/{id}/shares`: the owner picks the role the QR grants. */
export const shareCreateSchema = z.object({ role: shareRoleSchema }).strict();
export type ShareCreate = z.infer<typeof shareCreateSchema>;

/** `POST /shares/claim`: a signed-in user presents the scanned grant. */
export const shareClaimSchema = z.object({ grant: shareGrantTokenSchema }).strict();
export type ShareClaim = z.infer<typeof shareClaimSchema>;

/** Who has access to a vehicle, as its owner sees it. */
export const vehicleShareSchema = z.object({
  userId: idSchema,
  username: z.string(),
  name: z.string(),
  role: shareRoleSchema,
  createdAt: isoDateTimeSchema,
});
export type VehicleShare = z.infer<typeof vehicleShareSchema>;
