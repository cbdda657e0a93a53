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

/**
 * SPEC §2's maintenance-mode toggle: a workshop's share QR with `1` appended when the vehicle is
 * handed in for a visit, `0` when not. The digit asks for the "In the workshop" mark; the grant
 * it follows is what the server checks.
 */
export function shareQrWithVisit(qr: string, maintenanceVisit: boolean): string {
  return `${qr}${maintenanceVisit ? "1" : "0"}`;
}

export interface ScannedShare {
  grant: string;
  maintenanceVisit: boolean;
}

/** The grant inside a scanned value, with its visit digit, or undefined when it is not ours. */
export function parseShareQr(value: string): ScannedShare | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith(shareQrPrefix)) return undefined;
  const code = trimmed.slice(shareQrPrefix.length);
  const plain = shareGrantTokenSchema.safeParse(code);
  if (plain.success) return { grant: plain.data, maintenanceVisit: false };
  const digit = code.at(-1);
  const withDigit = shareGrantTokenSchema.safeParse(code.slice(0, -1));
  if (!withDigit.success || (digit !== "0" && digit !== "1")) return undefined;
  return { grant: withDigit.data, maintenanceVisit: digit === "1" };
}

/** `POST /vehicles/{id}/shares`: the owner picks the role the QR grants. */
export const shareCreateSchema = z.object({ role: shareRoleSchema }).strict();
export type ShareCreate = z.infer<typeof shareCreateSchema>;

/**
 * `POST /shares/claim`: a signed-in user presents the scanned grant, and whether its QR asked for
 * a maintenance visit (honoured for a workshop only).
 */
export const shareClaimSchema = z
  .object({ grant: shareGrantTokenSchema, maintenanceVisit: z.boolean().optional() })
  .strict();
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
