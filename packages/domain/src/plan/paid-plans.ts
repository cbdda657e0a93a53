import { z } from "zod";
import { oneOf } from "../shared/one-of.js";

/** The plans that are paid for (issue "Plans that are paid for"): by card, or by a voucher. */
export const paidPlans = ["basic", "business"] as const;
export type PaidPlan = (typeof paidPlans)[number];

/** How often a subscription renews. */
export const billingIntervals = ["month", "year"] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** `POST /users/billing/checkout`: the plan and interval to pay for at the provider's checkout. */
export const checkoutRequestSchema = z.object({ plan: oneOf(paidPlans), interval: oneOf(billingIntervals) }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The provider's price for each paid plan and interval, as the operator configures them (STRIPE_PRICES). */
export const providerPricesSchema = z.object(
  Object.fromEntries(
    paidPlans.map((plan) => [plan, z.object({ month: z.string().min(1), year: z.string().min(1) }).strict()]),
  ) as Record<PaidPlan, z.ZodObject<{ month: z.ZodString; year: z.ZodString }>>,
);
export type ProviderPrices = z.infer<typeof providerPricesSchema>;

/** The plan and interval a provider's price stands for, or null for a price not configured. */
export function planOfPrice(
  prices: ProviderPrices,
  priceId: string,
): { plan: PaidPlan; interval: BillingInterval } | null {
  for (const plan of paidPlans) {
    for (const interval of billingIntervals) if (prices[plan][interval] === priceId) return { plan, interval };
  }
  return null;
}
