import {
  type Entitlement,
  entitlementOf,
  type Plan,
  type PlanChange,
  paidUntilWithVoucher,
  signEntitlement,
  type User,
  type VoucherPlan,
} from "@odo/domain";
import { and, eq, lte } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { planTerms, users } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { odoSigningKey } from "../signing/signing-keys.js";
import { publishUser } from "../users/profile.js";
import { userView } from "../users/user-view.js";
import { updateUser, userById } from "../users/users-repository.js";
import { tellPlanChange } from "./plan-notice.js";

/**
 * The plan is the user's for a voucher's months (after what is paid of it already); the devices
 * learn it on their next pull.
 */
export async function extendPlan(
  deps: AppDeps,
  userId: string,
  paid: { plan: VoucherPlan; months: number; source: "voucher" },
): Promise<User> {
  const now = deps.clock();
  const user = await userById(deps.db, userId);
  if (!user) throw new ApiError("OWNER_NOT_FOUND");
  const terms = firstRow(await deps.db.select().from(planTerms).where(eq(planTerms.userId, userId)));
  const paidUntil = paidUntilWithVoucher({ plan: user.plan, paidUntil: terms?.paidUntil ?? null }, paid, now);
  const row = { paidUntil, renews: false, source: paid.source, updatedAt: now.toISOString() };
  await deps.db
    .insert(planTerms)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: planTerms.userId, set: row });
  const updated = await setPlan(deps, userId, paid.plan);
  if (!updated) throw new ApiError("OWNER_NOT_FOUND");
  return updated;
}

/**
 * Refuses a second purchase (a checkout, a voucher) while the user's subscription at the provider
 * renews: both would be paid, and the card's next renewal would set a voucher's months aside.
 * Returns the terms it read.
 */
export async function refuseWhileSubscribed(deps: AppDeps, userId: string) {
  const terms = firstRow(await deps.db.select().from(planTerms).where(eq(planTerms.userId, userId)));
  if (terms?.source === "provider" && terms.renews) throw new ApiError("SUBSCRIPTION_ACTIVE");
  return terms;
}

/**
 * The user's plan set, told to their devices (on their next pull) and, when it changed, to the user
 * in the app and by mail; undefined for no such user.
 */
export async function setPlan(deps: AppDeps, userId: string, plan: Plan): Promise<User | undefined> {
  const before = firstRow(await deps.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)));
  const updated = await updateUser(deps.db, userId, { plan }, deps.clock());
  if (!updated || !before) return undefined;
  await tellPlanChange(deps, userId, before.plan, plan);
  return publishUser(deps.db, await userView(deps.db, updated));
}

/**
 * Plans whose time is over and that do not renew become free (a voucher's months spent). Their
 * vehicles stay; those past the free plan's limit become read-only. Returns how many ended
 * (`onlyUser`: that user's alone, when they ask for their plan).
 */
export async function endLapsedPlans(deps: AppDeps, onlyUser?: string): Promise<number> {
  const now = deps.clock();
  const lapsed = await deps.db
    .select({ userId: planTerms.userId })
    .from(planTerms)
    .where(
      and(
        eq(planTerms.renews, false),
        lte(planTerms.paidUntil, now.toISOString()),
        onlyUser === undefined ? undefined : eq(planTerms.userId, onlyUser),
      ),
    );
  for (const { userId } of lapsed) {
    await deps.db.delete(planTerms).where(eq(planTerms.userId, userId));
    await setPlan(deps, userId, "free");
  }
  return lapsed.length;
}

/**
 * `GET /users/entitlement`: the user's plan as Odo's key signs it, for the phone to keep offline
 * (`planOnDevice`). A plan whose time is over is ended first.
 */
export async function signedEntitlement(deps: AppDeps, userId: string): Promise<Entitlement> {
  const now = deps.clock();
  let terms = firstRow(await deps.db.select().from(planTerms).where(eq(planTerms.userId, userId)));
  if (terms && !terms.renews && terms.paidUntil <= now.toISOString()) {
    await endLapsedPlans(deps, userId);
    terms = undefined;
  }
  const user = firstRow(await deps.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)));
  if (!user) throw new ApiError("OWNER_NOT_FOUND");
  const odo = await odoSigningKey(deps.db, deps.config.tokenEncryptionKey, now);
  return signEntitlement(
    entitlementOf(
      userId,
      user.plan,
      {
        paidUntil: terms?.paidUntil ?? null,
        renews: terms?.renews ?? false,
        paidAtProvider: terms?.source === "provider",
      },
      now,
    ),
    odo,
  );
}

/**
 * `PATCH /users/plan`: free or basic, chosen directly in test mode (no payment provider). Business
 * is reached by creating a shop. Vehicles past a lower plan's limit stay; only adding is refused.
 */
export async function changePlan(deps: AppDeps, requester: Requester, change: PlanChange): Promise<User> {
  // With a payment provider, basic is bought at its checkout; free is left through its portal.
  if (deps.config.billing) throw new ApiError("PAYMENT_REQUIRED");
  // A plan chosen by hand has no end: what a voucher paid is forgotten.
  await deps.db.delete(planTerms).where(eq(planTerms.userId, requester.id));
  const user = await setPlan(deps, requester.id, change.plan);
  if (!user) throw new ApiError("OWNER_NOT_FOUND");
  return user;
}
