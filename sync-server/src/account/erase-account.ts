import { workshopVisitOf } from "@odo/domain";
import { eq } from "drizzle-orm";
import { changeFeedOf } from "../db/change-feed.js";
import { forgetLogOf } from "../db/change-log.js";
import { forgetRateWindowsNaming } from "../db/rate-windows.js";
import {
  historyLinks,
  shareGrantClaims,
  shopReminders,
  shops,
  transferAuthorizations,
  users,
  vehicleShares,
} from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { unscheduleVehicle } from "../notifications/scheduler-repository.js";
import type { Requester } from "../requester.js";
import { retireShopKeys } from "../signing/signing-keys.js";
import { publishVehicle } from "../store/audience.js";
import { forgetAuthor } from "../store/former-author.js";
import { findVehicle, vehiclesOwnedBy, vehiclesSharedWith } from "../store/repository.js";
import { vehicleView } from "../store/views.js";
import { deleteVehicle } from "../vehicle/vehicles.js";
import { endWorkshopVisit } from "../vehicle/workshop-visits.js";

/**
 * Deletes an account and everything that is only its own, in the caller's unit (all or nothing):
 * - every vehicle it owns with its whole history, for everyone who held them (they leave the
 *   devices of those it shared them with on their next pull), and their reminder schedule;
 * - the vehicles a workshop of its had in for a visit are handed back, their owners told;
 * - what it wrote on vehicles it did not own stays in their history, by no one;
 * - its shop's signing keys are closed (what it signed still checks) and their private halves erased;
 * - the vehicles shared with it no longer name it among their people;
 * - shares given and received, its shop, Strava tokens, push browsers, mails and pushes still to
 *   be sent, sessions (their open streams close), devices, links, notifications and its change log;
 * - the rate windows that name it; then the account, so its username and email are free again.
 */
export async function eraseAccount(deps: AppDeps, actor: Requester): Promise<void> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user) return;
  for (const vehicle of await vehiclesOwnedBy(db, actor.id)) {
    await deleteVehicle(deps, actor, vehicle.id);
    await unscheduleVehicle(db, vehicle.id);
  }
  const sharedWithIt = await vehiclesSharedWith(db, actor.id);
  for (const { row } of sharedWithIt) {
    if (workshopVisitOf(row)?.workshopId === actor.id) await endWorkshopVisit(deps, actor, row.id);
  }
  // The vehicles shared with it drop it from the people their owner's and household's copies name.
  await db.delete(vehicleShares).where(eq(vehicleShares.granteeId, actor.id));
  for (const { row } of sharedWithIt) {
    const vehicle = await findVehicle(db, row.id);
    if (vehicle) await publishVehicle(db, vehicleView(vehicle));
  }
  // Its shop closes: what it signed still checks, and it signs nothing more.
  for (const shop of await db.select().from(shops).where(eq(shops.ownerId, actor.id))) {
    await retireShopKeys(db, deps.config.tokenEncryptionKey, shop.id, "closed", deps.clock());
  }
  // Its links to histories of vehicles it handed on, and what its workshop reminded owners of.
  await db.delete(historyLinks).where(eq(historyLinks.ownerId, actor.id));
  await db.delete(shopReminders).where(eq(shopReminders.sentBy, actor.id));
  await forgetAuthor(deps, actor.id);
  await db.delete(shareGrantClaims).where(eq(shareGrantClaims.granteeId, actor.id));
  await db.delete(transferAuthorizations).where(eq(transferAuthorizations.ownerId, actor.id));
  await forgetRateWindowsNaming(db, [user.username, user.email, ...(user.pendingEmail ? [user.pendingEmail] : [])]);
  await forgetLogOf(db, actor.id);
  // The rest goes with the row: sessions, shares, shop, Strava, push browsers, deliveries, devices,
  // links and notifications all reference it with ON DELETE CASCADE.
  await db.delete(users).where(eq(users.id, actor.id));
  changeFeedOf(db).sessionsEnded(actor.id);
}
