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

/**
 * The provider's product for each paid plan, as the operator configures them (STRIPE_PRODUCTS).
 * The amount is not the provider's: each checkout states the price Odo shows (`planPricesFor`),
 * so what a user reads on a plan card is what they are charged.
 */
export const providerProductsSchema = z
  .object(Object.fromEntries(paidPlans.map((plan) => [plan, z.string().min(1)])) as Record<PaidPlan, z.ZodString>)
  .strict();
export type ProviderProducts = z.infer<typeof providerProductsSchema>;

/** The paid plan a provider's product stands for, or null for a product not configured. */
export function planOfProduct(products: ProviderProducts, productId: string): PaidPlan | null {
  return paidPlans.find((plan) => products[plan] === productId) ?? null;
}
