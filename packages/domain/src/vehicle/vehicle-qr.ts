import { idSchema } from "../shared/ids.js";

/** Every vehicle QR starts with this, so a scanner tells it from a share or a transfer code. */
export const vehicleQrPrefix = "odo-vehicle:";

/**
 * The code on a vehicle's page and on a workshop's service sticker (SPEC §2 "details QR"): it
 * names the vehicle and grants nothing, so it may be printed and stuck on a windscreen.
 */
export function vehicleQrValue(vehicleId: string): string {
  return `${vehicleQrPrefix}${vehicleId}`;
}

/** The vehicle a scanned value names, or undefined when it is not a vehicle QR of ours. */
export function parseVehicleQr(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith(vehicleQrPrefix)) return undefined;
  const parsed = idSchema.safeParse(trimmed.slice(vehicleQrPrefix.length));
  return parsed.success ? parsed.data : undefined;
}
