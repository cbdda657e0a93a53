import { createHash, randomBytes } from "node:crypto";
import { type TransferClaim, timing, transferQrValue, type Vehicle } from "@odo/domain";
import { and, eq, isNull } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { transferAuthorizations, vehicleShares, vehicles } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { notify } from "../inbox/inbox.js";
import type { Requester } from "../requester.js";
import { ownedVehicle } from "../store/access.js";
import { publishAttachment } from "../store/attachment-audience.js";
import { rebillVehicleFiles } from "../store/attachment-rows.js";
import { publishHistory, retractVehicle, vehicleAudience } from "../store/audience.js";
import { fullNameOf } from "../store/repository.js";
import { vehicleHistory } from "../store/vehicle-history.js";
import { assertRoomFor, saveVehicle } from "./vehicles.js";

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * `POST /vehicles/transfer/{id}`: the owner asks for a single-use authorization that lives 30 s;
 * the reply holds the QR value the recipient scans. A new one replaces any earlier live one.
 */
export async function authorizeTransfer(deps: AppDeps, actor: Requester, vehicleId: string) {
  const vehicle = await ownedVehicle(deps.db, actor, vehicleId);
  const now = deps.clock();
  await deps.db
    .update(transferAuthorizations)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(transferAuthorizations.vehicleId, vehicleId), isNull(transferAuthorizations.usedAt)));
  const secret = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + timing.transferLifetimeSeconds * 1000).toISOString();
  await deps.db
    .insert(transferAuthorizations)
    .values({ secretHash: hashOf(secret), vehicleId, ownerId: actor.id, expiresAt, createdAt: now.toISOString() });
  return { qr: transferQrValue(vehicle._id, actor.id, secret), expiresAt };
}

/**
 * `PATCH /vehicles/transfer/{id}` by the recipient. With a live, unused authorization from the
 * current owner, the vehicle and its whole history move in one transaction: the old owner's
 * devices get tombstones, the new owner's get every row, both get a notification. Without one the
 * answer is 203 (SPEC §6); claiming your own vehicle is refused; nothing changes either way.
 * Shares end with the transfer: everyone the old owner gave access loses it.
 */
export async function claimTransfer(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  claim: TransferClaim,
): Promise<Vehicle> {
  const now = deps.clock();
  const authorization = firstRow(
    await deps.db
      .select()
      .from(transferAuthorizations)
      .where(
        and(
          eq(transferAuthorizations.secretHash, hashOf(claim.secret)),
          eq(transferAuthorizations.vehicleId, vehicleId),
        ),
      ),
  );
  const row = firstRow(await deps.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)));
  const live =
    authorization &&
    row &&
    !authorization.usedAt &&
    Date.parse(authorization.expiresAt) > now.getTime() &&
    authorization.ownerId === claim.lastOwner &&
    row.ownerId === claim.lastOwner;
  if (!live || !row) throw new ApiError("TRANSFER_NOT_PERMITTED");
  if (row.ownerId === actor.id) throw new ApiError("TRANSFER_CLAIM_FAILED");
  await assertRoomFor(deps.db, actor.id, row.vehicleType);

  await deps.db
    .update(transferAuthorizations)
    .set({ usedAt: now.toISOString() })
    .where(eq(transferAuthorizations.secretHash, authorization.secretHash));
  const oldOwner = row.ownerId;
  const history = await vehicleHistory(deps.db, vehicleId);
  const before = await ownedVehicle(deps.db, { id: oldOwner, role: "user" }, vehicleId);
  const moved: Vehicle = { ...before, user: { _id: actor.id }, updatedAt: now.toISOString() };

  const audience = await vehicleAudience(deps.db, before);
  await retractVehicle(deps.db, audience, vehicleId, history);
  // The old owner's workshop or broker does not follow the vehicle to its new owner.
  await deps.db.delete(vehicleShares).where(eq(vehicleShares.vehicleId, vehicleId));
  await saveVehicle(deps.db, moved);
  await publishHistory(deps.db, moved, history);
  // The files go with the history, and count against the new owner's storage from now.
  const newOwner = [{ userId: actor.id, role: "owner" as const }];
  for (const attachment of history.attachments) await publishAttachment(deps.db, attachment, null, newOwner);
  await rebillVehicleFiles(deps.db, vehicleId, oldOwner, actor.id);

  await notify(deps, oldOwner, "vehicleGiven", {
    vehicle: moved.fullname,
    person: await fullNameOf(deps.db, actor.id),
  });
  await notify(deps, actor.id, "vehicleReceived", {
    vehicle: moved.fullname,
    person: await fullNameOf(deps.db, oldOwner),
  });
  return moved;
}
