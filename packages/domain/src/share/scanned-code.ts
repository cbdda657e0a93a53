import { parseTransferQr, type TransferQr } from "../transfer/transfer.js";
import { parseShareQr } from "./share-grant.js";

/** What a scanned QR asks for: to claim a transfer, or to accept a share. */
export type ScannedCode = { kind: "transfer"; transfer: TransferQr } | { kind: "share"; grant: string };

/** Reads any value a camera or a photo gave; undefined means it is not one of our codes. */
export function readScannedCode(value: string): ScannedCode | undefined {
  const transfer = parseTransferQr(value);
  if (transfer) return { kind: "transfer", transfer };
  const grant = parseShareQr(value);
  if (grant) return { kind: "share", grant };
  return undefined;
}
