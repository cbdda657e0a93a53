import {
  type ReplyMessageKey,
  readScannedCode,
  shareClaimErrorKey,
  transferClaimErrorKey,
  type Vehicle,
} from "@odo/domain";
import { vehicleOnDevice } from "../../data/garage.js";
import { api, NetworkError } from "../../shared/session/api.js";
import type { OdoDatabase } from "../../shared/sync/db.js";
import { requestSyncNow } from "../../shared/sync/engine.js";
import { writeServerRows } from "../../shared/sync/server-rows.js";

export type ClaimOutcome =
  | { ok: true; kind: "transfer" | "share" | "vehicle"; vehicle: Vehicle }
  | { ok: false; reason: "notOurs" | "offline" | "notShared" | ReplyMessageKey };

/**
 * Acts on a scanned value: claims a transferred vehicle (SPEC §4 "Transfer", recipient side),
 * accepts a share, or opens the vehicle a vehicle QR names. A claimed vehicle is stored on the
 * device at once and a sync brings its history. A vehicle QR grants nothing: it opens a vehicle
 * this device already holds (its owner's or one shared with this user), offline too.
 */
export async function claimScannedCode(db: OdoDatabase, userId: string, value: string): Promise<ClaimOutcome> {
  const code = readScannedCode(value);
  if (!code) return { ok: false, reason: "notOurs" };
  if (code.kind === "vehicle") {
    const vehicle = await vehicleOnDevice(db, code.vehicleId);
    return vehicle ? { ok: true, kind: "vehicle", vehicle } : { ok: false, reason: "notShared" };
  }
  try {
    const reply =
      code.kind === "transfer"
        ? await api<{ payload: Vehicle }>(`/vehicles/transfer/${code.transfer.vehicleId}`, {
            method: "PATCH",
            body: { lastOwner: code.transfer.lastOwner, secret: code.transfer.secret },
          })
        : await api<{ payload: Vehicle }>("/shares/claim", {
            method: "POST",
            body: { grant: code.grant, maintenanceVisit: code.maintenanceVisit },
          });
    if (reply.status !== 200) {
      const failure = { status: reply.status, message: reply.body.message };
      return {
        ok: false,
        reason: code.kind === "transfer" ? transferClaimErrorKey(failure) : shareClaimErrorKey(failure),
      };
    }
    await writeServerRows(db, [{ table: "vehicles", key: reply.body.payload._id, value: reply.body.payload }]);
    requestSyncNow(userId);
    return { ok: true, kind: code.kind, vehicle: reply.body.payload };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, reason: "offline" };
    throw error;
  }
}
