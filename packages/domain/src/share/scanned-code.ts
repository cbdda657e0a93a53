import { parseTransferQr, type TransferQr } from "../transfer/transfer.js";
import { parseVehicleQr } from "../vehicle/vehicle-qr.js";
import { parseShareQr, type ScannedShare } from "./share-grant.js";

/** What a scanned QR asks for: to claim a transfer, to accept a share, or to open a vehicle. */
export type ScannedCode =
  | { kind: "transfer"; transfer: TransferQr }
  | ({ kind: "share" } & ScannedShare)
  | { kind: "vehicle"; vehicleId: string };

/** Reads any value a camera or a photo gave; undefined means it is not one of our codes. */
export function readScannedCode(value: string): ScannedCode | undefined {
  const transfer = parseTransferQr(value);
  if (transfer) return { kind: "transfer", transfer };
  const share = parseShareQr(value);
  if (share) return { kind: "share", ...share };
  const vehicleId = parseVehicleQr(value);
  if (vehicleId) return { kind: "vehicle", vehicleId };
  return undefined;
}
