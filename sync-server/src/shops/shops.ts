import type { ShopCreate, User } from "@odo/domain";
import { eq } from "drizzle-orm";
import { setPlan } from "../billing/plan-terms.js";
import { firstRow } from "../db/first-row.js";
import { shops, users } from "../db/schema.js";
import { lockUserForCount } from "../db/user-lock.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";

export type Shop = ShopCreate & { _id: string; createdAt: string };

/**
 * `POST /shops`: a workshop or broker registers its shop (SPEC §5 "Shop") and its owner moves to
 * the business plan in the same transaction (test mode; with a payment provider, business is paid
 * for first). One shop per user.
 */
export async function createShop(
  deps: AppDeps,
  actor: Requester,
  input: ShopCreate,
): Promise<{ shop: Shop; user: User }> {
  await lockUserForCount(deps.db, actor.id);
  if (firstRow(await deps.db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, actor.id)))) {
    throw new ApiError("SHOP_ALREADY_EXISTS");
  }
  // Paid plans are bought at the provider's checkout; only in test mode does a shop bring business.
  const owner = firstRow(await deps.db.select({ plan: users.plan }).from(users).where(eq(users.id, actor.id)));
  if (deps.config.billing && owner?.plan !== "business") throw new ApiError("PAYMENT_REQUIRED");
  const now = deps.clock();
  const shop: Shop = { _id: newId(now), ...input, createdAt: now.toISOString() };
  const { _id, ...fields } = shop;
  await deps.db.insert(shops).values({ id: _id, ownerId: actor.id, ...fields });
  const user = await setPlan(deps, actor.id, "business");
  if (!user) throw new ApiError("OWNER_NOT_FOUND");
  return { shop, user };
}
