import { createHmac, timingSafeEqual } from "node:crypto";
import type { BillingInterval, Currency, PaidPlan } from "@odo/domain";
import { z } from "zod";
import type { BillingConfig } from "../config.js";

/**
 * The billing port's one adapter: Stripe Checkout, its customer portal and refunds, over Stripe's
 * REST API (form-encoded, a bearer secret key), and its webhooks, verified as Stripe documents:
 * `Stripe-Signature: t=<unix>,v1=<hex>` where v1 is an HMAC-SHA256 of `${t}.${raw body}` under the
 * endpoint's secret; a timestamp more than five minutes away is a replay. No card data reaches
 * Odo: the buyer pays on Stripe's page.
 */

/** Stripe's default tolerance between a signature's timestamp and now. */
export const signatureToleranceSeconds = 300;
const callTimeoutMs = 10_000;

/** A subscription as an event states it: what Odo's plan follows. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  /** The Odo user it was bought for (the checkout's metadata), when it names one. */
  userId: string | null;
  /** The provider's product, which names the plan (STRIPE_PRODUCTS). */
  productId: string;
  /** active, trialing, past_due (a renewal failed: the provider retries, the plan holds), or an end. */
  status: string;
  /** The end of the period paid (unix seconds). */
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

/** An event from the provider, reduced to what Odo applies. */
export interface BillingEvent {
  id: string;
  type: string;
  /** When the provider made it (unix seconds). */
  created: number;
  /** The subscription it is about, if any. */
  subscriptionId: string | null;
  /** The subscription's state, for the events that carry one (customer.subscription.*). */
  subscription: SubscriptionState | null;
}

const subscriptionObject = z.object({
  id: z.string(),
  customer: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  metadata: z.record(z.string(), z.string()).default({}),
  current_period_end: z.number().optional(),
  items: z.object({
    data: z
      .array(z.object({ price: z.object({ product: z.string() }), current_period_end: z.number().optional() }))
      .min(1),
  }),
});

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** What a user buys at a checkout: a plan, how often it renews, and its price in their country. */
export interface CheckoutOrder {
  userId: string;
  email: string;
  plan: PaidPlan;
  interval: BillingInterval;
  price: { amount: number; currency: Currency };
  returnUrl: string;
  customerId: string | null;
}

export type Verification =
  | { ok: true; event: BillingEvent }
  | { ok: false; reason: "signature" | "stale" | "malformed" };

/** The signature header's timestamp and its v1 signatures. */
function signatureParts(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2);
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "v1" && value) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Whether `header` signs `rawBody` under `secret`: compared in constant time. */
function signedBy(secret: string, rawBody: string, parts: { timestamp: number; signatures: string[] }): boolean {
  const expected = Buffer.from(createHmac("sha256", secret).update(`${parts.timestamp}.${rawBody}`).digest("hex"));
  return parts.signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A webhook's raw body and signature header checked, then read. */
export function verifiedEvent(
  config: BillingConfig,
  rawBody: string,
  header: string | undefined,
  now: Date,
): Verification {
  const parts = header ? signatureParts(header) : null;
  if (!parts || !signedBy(config.webhookSecret, rawBody, parts)) return { ok: false, reason: "signature" };
  if (Math.abs(now.getTime() / 1000 - parts.timestamp) > signatureToleranceSeconds)
    return { ok: false, reason: "stale" };
  let parsed: ReturnType<typeof eventSchema.safeParse>;
  try {
    parsed = eventSchema.safeParse(JSON.parse(rawBody));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const { id, type, created, data } = parsed.data;
  const subscription = type.startsWith("customer.subscription.") ? subscriptionObject.safeParse(data.object) : null;
  const state: SubscriptionState | null =
    subscription?.success && subscription.data.items.data[0]
      ? {
          subscriptionId: subscription.data.id,
          customerId: subscription.data.customer,
          userId: subscription.data.metadata.odo_user ?? null,
          productId: subscription.data.items.data[0].price.product,
          status: subscription.data.status,
          // Newer API versions state the period on the item; older ones on the subscription.
          periodEnd: subscription.data.items.data[0].current_period_end ?? subscription.data.current_period_end ?? 0,
          cancelAtPeriodEnd: subscription.data.cancel_at_period_end,
        }
      : null;
  const named = data.object.subscription;
  const subscriptionId = state?.subscriptionId ?? (typeof named === "string" ? named : null);
  return { ok: true, event: { id, type, created, subscriptionId, subscription: state } };
}

/** A call to Stripe's API: form-encoded, the secret key as bearer; its JSON reply, or an error. */
async function stripeCall(config: BillingConfig, path: string, form: Record<string, string>): Promise<unknown> {
  const reply = await fetch(`${config.apiUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${config.secretKey}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    signal: AbortSignal.timeout(callTimeoutMs),
  });
  if (!reply.ok) throw new Error(`the payment provider answered ${reply.status} to ${path}`);
  return reply.json();
}

const urlReply = z.object({ url: z.url() });

/** Stripe's currencies without a minor unit, among those Odo offers: an amount is in whole units. */
const zeroDecimalCurrencies = new Set<Currency>(["CLP", "PYG"]);

/** An amount in the currency's smallest unit, as Stripe takes it (cents; whole pesos for Chile). */
export function stripeAmount(amount: number, currency: Currency): number {
  return Math.round(zeroDecimalCurrencies.has(currency) ? amount : amount * 100);
}

/**
 * A hosted checkout for the user's subscription to a plan at the price Odo shows them: the price is
 * stated inline on the plan's product, so the operator sets prices once (PLAN_PRICES), not again in
 * Stripe's dashboard.
 */
export async function checkoutUrl(config: BillingConfig, order: CheckoutOrder): Promise<string> {
  const form: Record<string, string> = {
    mode: "subscription",
    "line_items[0][price_data][product]": config.products[order.plan],
    "line_items[0][price_data][currency]": order.price.currency.toLowerCase(),
    "line_items[0][price_data][unit_amount]": String(stripeAmount(order.price.amount, order.price.currency)),
    "line_items[0][price_data][recurring][interval]": order.interval,
    "line_items[0][quantity]": "1",
    success_url: `${order.returnUrl}?checkout=done`,
    cancel_url: `${order.returnUrl}?checkout=cancelled`,
    client_reference_id: order.userId,
    "subscription_data[metadata][odo_user]": order.userId,
    // Stripe Tax: VAT for Spain and sales tax where it applies, on the invoice.
    "automatic_tax[enabled]": "true",
  };
  if (order.customerId) form.customer = order.customerId;
  else form.customer_email = order.email;
  return urlReply.parse(await stripeCall(config, "/v1/checkout/sessions", form)).url;
}

/** The provider's customer portal (the card, invoices, cancelling), back to `returnUrl`. */
export async function portalUrl(config: BillingConfig, customerId: string, returnUrl: string): Promise<string> {
  return urlReply.parse(
    await stripeCall(config, "/v1/billing_portal/sessions", { customer: customerId, return_url: returnUrl }),
  ).url;
}

/** A payment refunded through the provider (whole, or `amount` in the currency's smallest unit). */
export async function refundPayment(config: BillingConfig, paymentIntent: string, amount?: number): Promise<string> {
  const form: Record<string, string> = { payment_intent: paymentIntent };
  if (amount !== undefined) form.amount = String(amount);
  return z.object({ id: z.string() }).parse(await stripeCall(config, "/v1/refunds", form)).id;
}
