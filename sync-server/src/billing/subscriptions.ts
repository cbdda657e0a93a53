import { type CheckoutRequest, type ProviderProducts, planOfProduct, planPrice, planPricesFor } from "@odo/domain";
import { and, eq, gt, ne } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { billingEvents, planTerms, users } from "../db/schema.js";
import { lockUserForCount } from "../db/user-lock.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { refuseWhileSubscribed, setPlan } from "./plan-terms.js";
import type { BillingEvent, BillingProvider } from "./provider.js";

/** Statuses in which the plan holds: paid, on trial, or a failed renewal the provider still retries. */
const holdingStatuses = new Set(["active", "trialing", "past_due"]);

export type EventOutcome = "applied" | "duplicate" | "stale" | "ignored";

/**
 * A provider's event applied once (issue "Plans that are paid for"): its id is recorded in the
 * same unit, so a second delivery, or the same event reaching two processes, finds it there; an
 * event older than one already recorded for its subscription (a payment arriving after the
 * cancellation that follows it) is recorded and not applied. A subscription's state sets the
 * plan: held while active or past due (the provider's grace), ended otherwise. Vehicles stay.
 */
export async function applyBillingEvent(
  deps: AppDeps,
  products: ProviderProducts,
  event: BillingEvent,
): Promise<EventOutcome> {
  const now = deps.clock();
  const recorded = await deps.db
    .insert(billingEvents)
    .values({
      eventId: event.id,
      type: event.type,
      created: event.created,
      subscription: event.subscriptionId,
      receivedAt: now.toISOString(),
    })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  if (recorded.length === 0) return "duplicate";
  const state = event.subscription;
  if (!state) return "ignored";
  const userId = state.userId ?? (await userOfSubscription(deps, state.subscriptionId));
  const paid = planOfProduct(products, state.productId);
  if (!userId || !paid) return "ignored";
  // One plan change at a time per account, whatever the number of processes; taken before looking
  // for a later event, so two events of one subscription reaching two processes at once are
  // weighed one after the other (the second sees the first's row) and the older never wins.
  await lockUserForCount(deps.db, userId);
  const exists = firstRow(await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)));
  if (!exists) return "ignored";
  const later = firstRow(
    await deps.db
      .select({ eventId: billingEvents.eventId })
      .from(billingEvents)
      .where(
        and(
          eq(billingEvents.subscription, state.subscriptionId),
          gt(billingEvents.created, event.created),
          ne(billingEvents.eventId, event.id),
        ),
      )
      .limit(1),
  );
  if (later) return "stale";
  const terms = firstRow(await deps.db.select().from(planTerms).where(eq(planTerms.userId, userId)));
  const ownTerms = terms?.source === "provider" && terms.providerSubscription === state.subscriptionId;
  const renewing = holdingStatuses.has(state.status) && !state.cancelAtPeriodEnd;
  const periodEnd = new Date(state.periodEnd * 1000).toISOString();
  // A subscription that renews no more takes nothing from what holds the plan now: a subscription
  // bought after it was cancelled, or a voucher's months redeemed since, which run past its end.
  if (terms && !ownTerms && !renewing && (terms.renews || terms.paidUntil >= periodEnd)) return "ignored";
  if (holdingStatuses.has(state.status)) {
    const row = {
      paidUntil: periodEnd,
      renews: !state.cancelAtPeriodEnd,
      source: "provider",
      providerCustomer: state.customerId,
      providerSubscription: state.subscriptionId,
      updatedAt: now.toISOString(),
    };
    await deps.db
      .insert(planTerms)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: planTerms.userId, set: row });
    await setPlan(deps, userId, paid);
    return "applied";
  }
  // The subscription ended (cancelled at its period's end, or unpaid after the retries): free.
  if (ownTerms) {
    await deps.db.delete(planTerms).where(eq(planTerms.userId, userId));
    await setPlan(deps, userId, "free");
  }
  return "applied";
}

async function userOfSubscription(deps: AppDeps, subscriptionId: string): Promise<string | null> {
  const row = firstRow(
    await deps.db
      .select({ userId: planTerms.userId })
      .from(planTerms)
      .where(eq(planTerms.providerSubscription, subscriptionId)),
  );
  return row?.userId ?? null;
}

/** `POST /users/billing/checkout`: the provider's page where the user pays for the plan. */
export async function startCheckout(
  deps: AppDeps,
  provider: BillingProvider,
  actor: Requester,
  order: CheckoutRequest,
): Promise<string> {
  const user = firstRow(
    await deps.db.select({ email: users.email, country: users.country }).from(users).where(eq(users.id, actor.id)),
  );
  if (!user) throw new ApiError("OWNER_NOT_FOUND");
  const terms = await refuseWhileSubscribed(deps, actor.id);
  return provider.checkoutUrl({
    userId: actor.id,
    email: user.email,
    plan: order.plan,
    interval: order.interval,
    price: planPrice(planPricesFor(user.country, deps.config.planPrices), order.plan, order.interval),
    returnUrl: `${deps.config.publicUrl}/plans`,
    customerId: terms?.providerCustomer ?? null,
  });
}

/** `POST /users/billing/portal`: the provider's portal, for an account that has paid through it. */
export async function openPortal(deps: AppDeps, provider: BillingProvider, actor: Requester): Promise<string> {
  const terms = firstRow(await deps.db.select().from(planTerms).where(eq(planTerms.userId, actor.id)));
  if (!terms?.providerCustomer) throw new ApiError("NO_SUBSCRIPTION");
  return provider.portalUrl(terms.providerCustomer, `${deps.config.publicUrl}/plans`);
}
