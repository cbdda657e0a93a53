import { z } from "zod";
import { planLimits } from "../plan/limit-rules.js";
import { planSchema } from "../plan/plan-schema.js";
import { type Plan, plans } from "../plan/plans.js";
import { dayMs, isoDateTimeSchema, toTime } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { signatureSchema } from "../shared/signature.js";
import { canonicalBytes } from "../verify/canonical-json.js";
import type { OdoKey } from "../verify/shop-certificate.js";
import type { Sign, SignatureChecks } from "../verify/signature-checks.js";

/** A phone keeps a signed plan this long without a connection (issue "Plans that are paid for"). */
export const offlinePlanDays = 30;
/** The plan's end on this phone is told this many days before it comes. */
export const planEndWarningDays = 7;

const countSchema = z.number().int().min(-1);

/**
 * The user's plan as Odo's server signs it, for a phone to trust offline: the plan, until when it
 * is paid, whether it renews by itself (a subscription) or ends then (a voucher, a cancelled one),
 * its vehicle limits, and when the server said so.
 */
export const entitlementSchema = z.object({
  userId: idSchema,
  plan: planSchema,
  /** The end of the period paid; null for a plan with no end (free, or chosen in test mode). */
  paidUntil: isoDateTimeSchema.nullable(),
  renews: z.boolean(),
  limits: z.object({ total: countSchema }),
  /**
   * Paid through the payment provider, whose portal has the card, the invoices and the
   * cancelling (a cancelled plan's too, to its end). Not signed: it only offers that portal.
   */
  paidAtProvider: z.boolean().default(false),
  issuedAt: isoDateTimeSchema,
  /** The id of Odo's key that signed it. */
  keyId: z.string().min(1).max(64),
  signature: signatureSchema,
});
export type Entitlement = z.infer<typeof entitlementSchema>;
export type UnsignedEntitlement = Omit<Entitlement, "signature" | "keyId">;

/** The bytes Odo signs for an entitlement: all of it but the signature. */
export function entitlementBytes(entitlement: Omit<Entitlement, "signature">): Uint8Array {
  const { userId, plan, paidUntil, renews, limits, issuedAt, keyId } = entitlement;
  return canonicalBytes({ userId, plan, paidUntil, renews, limits: { total: limits.total }, issuedAt, keyId });
}

/** The entitlement to `plan` as the server states it at `now`, unsigned. */
export function entitlementOf(
  userId: string,
  plan: Plan,
  paid: { paidUntil: string | null; renews: boolean; paidAtProvider: boolean },
  now: Date,
): UnsignedEntitlement {
  return {
    userId,
    plan,
    paidUntil: paid.paidUntil,
    renews: paid.renews,
    limits: { total: planLimits[plan].total },
    paidAtProvider: paid.paidAtProvider,
    issuedAt: now.toISOString(),
  };
}

/** An entitlement signed with Odo's key. */
export async function signEntitlement(
  entitlement: UnsignedEntitlement,
  odo: { keyId: string; sign: Sign },
): Promise<Entitlement> {
  const keyed = { ...entitlement, keyId: odo.keyId };
  return { ...keyed, signature: await odo.sign(entitlementBytes(keyed)) };
}

/** Whether Odo's key signed the entitlement, for this user. */
export async function entitlementTrusted(
  entitlement: Entitlement,
  userId: string,
  odo: OdoKey,
  checks: Pick<SignatureChecks, "verify">,
): Promise<boolean> {
  if (entitlement.userId !== userId || entitlement.keyId !== odo.keyId) return false;
  return checks.verify(odo.publicKey, entitlementBytes(entitlement), entitlement.signature);
}

/** What a phone holds the plan to, and why. */
export interface PlanOnDevice {
  plan: Plan;
  /** Until when this phone keeps the plan without a connection; null on free. */
  keptUntil: string | null;
  /**
   * `current`: nothing to tell; `endsSoon`: the plan ends on this phone within the warning days
   * (paid time running out, or the offline window); `needsConnection`: the window passed while
   * the plan may still be paid; `ended`: the time paid is over.
   */
  state: "current" | "endsSoon" | "needsConnection" | "ended";
}

/**
 * The plan a phone keeps at `now` from the last entitlement it checked (issue "Plans that are
 * paid for"): a renewing plan for `offlinePlanDays` after the server said so, one that ends at the
 * end of its time paid too; after that, free until a connection brings a new word. Free on a
 * phone never hides or deletes data: vehicles over the free limit are only read-only.
 */
export function planOnDevice(entitlement: Entitlement | null, now: Date): PlanOnDevice {
  if (!entitlement || entitlement.plan === "free") return { plan: "free", keptUntil: null, state: "current" };
  const windowEnd = toTime(entitlement.issuedAt) + offlinePlanDays * dayMs;
  const paidEnd =
    entitlement.paidUntil === null || entitlement.renews ? Number.POSITIVE_INFINITY : toTime(entitlement.paidUntil);
  const keptUntil = Math.min(windowEnd, paidEnd);
  const at = now.getTime();
  if (at >= keptUntil) {
    return { plan: "free", keptUntil: null, state: paidEnd <= windowEnd ? "ended" : "needsConnection" };
  }
  return {
    plan: entitlement.plan,
    keptUntil: new Date(keptUntil).toISOString(),
    state: keptUntil - at <= planEndWarningDays * dayMs ? "endsSoon" : "current",
  };
}

/**
 * The plan a phone applies (its vehicle limit, read-only vehicles, what a plan includes): the plan
 * synced from the server, but no more than the signed word this phone still holds. A phone that
 * has not confirmed a paid plan in 30 days applies free until it connects; one that never kept a
 * word (not online since signing in) applies the synced plan.
 */
export function planAppliedOnDevice(synced: Plan, onDevice: PlanOnDevice | null): Plan {
  if (!onDevice) return synced;
  return plans.indexOf(onDevice.plan) < plans.indexOf(synced) ? onDevice.plan : synced;
}
