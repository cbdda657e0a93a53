import type { ProviderProducts } from "@odo/domain";
import type { AppConfig, BillingConfig } from "../config.js";
import { ApiError } from "../errors.js";
import type { CheckoutOrder, Verification } from "./stripe.js";
import { checkoutUrl, portalUrl, refundPayment, verifiedEvent } from "./stripe.js";

export type { BillingEvent, CheckoutOrder, SubscriptionState } from "./stripe.js";

/**
 * The billing port: what Odo asks of a payment provider. One adapter (Stripe, `stripe.ts`); the
 * rest of the server (routes, the plan's rules, the admin command) knows only this.
 */
export interface BillingProvider {
  /** The provider's hosted checkout for a subscription to a plan at its price. */
  checkoutUrl(order: CheckoutOrder): Promise<string>;
  /** The provider's portal for the customer's card, invoices and cancelling. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Refunds a payment, whole or in part. */
  refund(paymentIntent: string, amount?: number): Promise<string>;
  /** A webhook checked as the provider signs it, then read. */
  verifiedEvent(rawBody: string, signature: string | undefined, now: Date): Verification;
}

export function stripeProvider(config: BillingConfig): BillingProvider {
  return {
    checkoutUrl: (order) => checkoutUrl(config, order),
    portalUrl: (customerId, returnUrl) => portalUrl(config, customerId, returnUrl),
    refund: (paymentIntent, amount) => refundPayment(config, paymentIntent, amount),
    verifiedEvent: (rawBody, signature, now) => verifiedEvent(config, rawBody, signature, now),
  };
}

/** The configured provider and its products; without one (test mode), every billing route says so. */
export function configuredBilling(config: Pick<AppConfig, "billing">): {
  provider: BillingProvider;
  products: ProviderProducts;
} {
  if (!config.billing) throw new ApiError("BILLING_TEST_MODE");
  return { provider: stripeProvider(config.billing), products: config.billing.products };
}
