import { z } from "zod";
import { idSchema } from "../shared/ids.js";

const separator = "//";

/** The QR value an owner shows: `{vehicleId}//{ownerId}//{secret}` (SPEC §4 "Transfer"). */
export function transferQrValue(vehicleId: string, ownerId: string, secret: string): string {
  return [vehicleId, ownerId, secret].join(separator);
}

export interface TransferQr {
  vehicleId: string;
  lastOwner: string;
  secret: string;
}

const secretSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: "invalidToken" });

/** Reads a scanned value; anything that is not one of ours is undefined. */
export function parseTransferQr(value: string): TransferQr | undefined {
  const parts = value.trim().split(separator);
  if (parts.length !== 3) return undefined;
  const [vehicleId, lastOwner, secret] = parts;
  const parsed = z.object({ vehicleId: idSchema, lastOwner: idSchema, secret: secretSchema }).safeParse({
    vehicleId,
    lastOwner,
    secret,
  });
  return parsed.success ? parsed.data : undefined;
}

/** `PATCH /vehicles/transfer/{id}` body: the recipient proves the owner's live authorization. */
export const transferClaimSchema = z.object({ lastOwner: idSchema, secret: secretSchema });
export type TransferClaim = z.infer<typeof transferClaimSchema>;
