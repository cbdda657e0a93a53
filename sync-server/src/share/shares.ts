import {
  type ShareClaim,
  type ShareCreate,
  shareGrantExpiry,
  shareQrValue,
  takesWorkshopVisits,
  type Vehicle,
  type VehicleShare,
} from "@odo/domain";
import { and, eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { users, vehicleShares } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { notify } from "../inbox/inbox.js";
import type { Requester } from "../requester.js";
import { ownedVehicle } from "../store/access.js";
import { publishVehicle, publishVehicleTo, retractHistory, retractVehicle, vehicleAs } from "../store/audience.js";
import { findVehicle, fullNameOf, joinName, shareRoleOf } from "../store/repository.js";
import { vehicleHistory } from "../store/vehicle-history.js";
import { vehicleView } from "../store/views.js";
import { startWorkshopVisit } from "../vehicle/workshop-visits.js";
import { newGrantId, recordClaim, recordRevocation, signShareGrant, verifiedShareGrant } from "./share-grants.js";

/** `POST /vehicles/{id}/shares`: the owner gets a QR value that grants `role` for a few minutes. */
export async function createShareGrant(deps: AppDeps, actor: Requester, vehicleId: string, input: ShareCreate) {
  const vehicle = await ownedVehicle(deps.db, actor, vehicleId);
  const claims = {
    grantId: newGrantId(),
    vehicleId: vehicle._id,
    ownerId: actor.id,
    role: input.role,
    issuedAt: deps.clock().getTime(),
  };
  const token = signShareGrant(deps.config.jwtSecret, claims);
  return { qr: shareQrValue(token), role: input.role, expiresAt: new Date(shareGrantExpiry(claims)).toISOString() };
}

/**
 * `POST /shares/claim`: a signed-in user presents a scanned grant and gains its role on the
 * vehicle; the vehicle and the history the role may see reach their devices. A grant that is
 * forged, expired, already claimed, older than the grantee's current role or last revocation, or
 * from someone who no longer owns the vehicle is refused; a newer grant replaces the role, taking
 * back what the new role may not see.
 */
export async function claimShare(deps: AppDeps, actor: Requester, input: ShareClaim): Promise<Vehicle> {
  const now = deps.clock();
  const claims = verifiedShareGrant(deps.config.jwtSecret, input.grant);
  const row = claims && (await findVehicle(deps.db, claims.vehicleId));
  if (!claims || !row || shareGrantExpiry(claims) <= now.getTime() || row.ownerId !== claims.ownerId) {
    throw new ApiError("SHARE_GRANT_INVALID");
  }
  if (row.ownerId === actor.id) throw new ApiError("SHARE_OWN_VEHICLE");
  await recordClaim(deps.db, claims, actor.id, now.getTime());
  const vehicle = vehicleView(row);
  const history = await vehicleHistory(deps.db, vehicle._id);
  const previousRole = await shareRoleOf(deps.db, vehicle._id, actor.id);
  await deps.db
    .insert(vehicleShares)
    .values({
      vehicleId: vehicle._id,
      granteeId: actor.id,
      role: claims.role,
      createdAt: now.toISOString(),
      grantIssuedAt: claims.issuedAt,
    })
    .onConflictDoUpdate({
      target: [vehicleShares.vehicleId, vehicleShares.granteeId],
      set: { role: claims.role, createdAt: now.toISOString(), grantIssuedAt: claims.issuedAt },
    });
  // A grantee claiming a role that sees less loses what the old role showed them.
  if (previousRole) {
    await retractHistory(deps.db, { userId: actor.id, role: previousRole }, history, claims.role);
  }
  await publishVehicleTo(deps.db, { userId: actor.id, role: claims.role }, vehicle, history);
  // Everyone's copy names the new holder (the owner's and the household's "Logged by").
  await publishVehicle(deps.db, vehicle);
  const visiting =
    input.maintenanceVisit && takesWorkshopVisits(claims.role)
      ? await startWorkshopVisit(deps, vehicle, actor.id)
      : vehicle;
  await notify(deps, row.ownerId, "shareGranted", {
    person: await fullNameOf(deps.db, actor.id),
    vehicle: vehicle.fullname,
    role: claims.role,
  });
  return await vehicleAs(deps.db, visiting, claims.role);
}

/** `GET /vehicles/{id}/shares`: who has access to the owner's vehicle, oldest first. */
export async function listShares(deps: AppDeps, actor: Requester, vehicleId: string): Promise<VehicleShare[]> {
  await ownedVehicle(deps.db, actor, vehicleId);
  return (
    await deps.db
      .select({
        userId: vehicleShares.granteeId,
        username: users.username,
        name: users.name,
        lastname: users.lastname,
        role: vehicleShares.role,
        createdAt: vehicleShares.createdAt,
      })
      .from(vehicleShares)
      .innerJoin(users, eq(users.id, vehicleShares.granteeId))
      .where(eq(vehicleShares.vehicleId, vehicleId))
      .orderBy(vehicleShares.createdAt)
  ).map(({ lastname, ...share }) => ({ ...share, name: joinName(share.name, lastname) }));
}

/**
 * `DELETE /vehicles/{id}/shares/{userId}`: the owner takes access back, or a grantee gives it up.
 * The vehicle and its history leave the grantee's devices on their next pull.
 */
export async function revokeShare(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  granteeId: string,
): Promise<void> {
  const row = await findVehicle(deps.db, vehicleId);
  const mayRevoke = row && (row.ownerId === actor.id || granteeId === actor.id);
  const deleted =
    mayRevoke &&
    firstRow(
      await deps.db
        .delete(vehicleShares)
        .where(and(eq(vehicleShares.vehicleId, vehicleId), eq(vehicleShares.granteeId, granteeId)))
        .returning(),
    );
  if (!row || !deleted) throw new ApiError("SHARE_NOT_FOUND");
  await recordRevocation(deps.db, vehicleId, granteeId, deps.clock().getTime());
  const history = await vehicleHistory(deps.db, vehicleId);
  await retractVehicle(deps.db, [{ userId: granteeId, role: deleted.role }], vehicleId, history);
  await publishVehicle(deps.db, vehicleView(row));
}
