import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of Stripe Odo uses (issue "Plans that are paid for"): Checkout
 * sessions in subscription mode and their hosted "pay" page, the customer portal, refunds, and
 * webhooks signed exactly as Stripe signs them (`Stripe-Signature: t=…,v1=…`, an HMAC-SHA256 of
 * `${t}.${body}` under the endpoint's secret), so Odo's verification runs unchanged.
 */
export interface FakeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where events are posted (Odo's `/api/billing/webhook`); none are sent while unset. */
  webhookUrl: string | null;
  /** The products a checkout may sell (Odo's STRIPE_PRODUCTS). */
  products: string[];
}

/** A subscription as the fake keeps it, in Stripe's shape. */
export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "unpaid" | "canceled";
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { data: { price: FakePrice; current_period_end: number }[] };
}

/** A price as a checkout's `price_data` makes it, in Stripe's shape. */
export interface FakePrice {
  id: string;
  object: "price";
  product: string;
  currency: string;
  /** In the currency's smallest unit. */
  unit_amount: number;
  recurring: { interval: "month" | "year" };
}

export interface FakeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface FakeStripe {
  url: string;
  settings: FakeSettings;
  subscriptions: Map<string, FakeSubscription>;
  /** Every event made, in order, with the reply Odo gave it. */
  events: { event: FakeEvent; status: number | null }[];
  refunds: { id: string; payment_intent: string; amount: number | null }[];
  /** The body and headers Stripe would send for `event`, signed at `at` (unix seconds), or with another secret. */
  signed(
    event: FakeEvent,
    options?: { at?: number; secret?: string },
  ): { body: string; headers: Record<string, string> };
  /** Posts an event to the webhook, as Stripe does (one try; Stripe would retry a failure later). */
  deliver(event: FakeEvent): Promise<number | null>;
  /** Makes an event of `type` about `object`. */
  event(type: string, object: Record<string, unknown>, created?: number): FakeEvent;
  /** The subscription paid for another period (its renewal went through). */
  renew(subscriptionId: string): Promise<void>;
  /** A renewal's payment failed: the subscription is past due while Stripe retries (its grace). */
  failRenewal(subscriptionId: string): Promise<void>;
  /** Stripe gave up retrying: the subscription is unpaid, and ends. */
  endUnpaid(subscriptionId: string): Promise<void>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const unixNow = () => Math.floor(Date.now() / 1000);

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const stripeError = (message: string) => ({ error: { type: "invalid_request_error", message } });

/** The end of a period of `interval` from `from` (unix seconds), by the calendar. */
function periodEnd(from: number, interval: "month" | "year"): number {
  const date = new Date(from * 1000);
  if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** Stripe's zero-decimal currencies among those Odo offers: unit_amount is in whole units. */
const zeroDecimal = new Set(["clp", "pyg"]);

/** What a price reads as on the pay page: "COP 399,000.00 a year". */
function priceText(price: FakePrice): string {
  const amount = zeroDecimal.has(price.currency) ? price.unit_amount : price.unit_amount / 100;
  const money = new Intl.NumberFormat("en", { style: "currency", currency: price.currency.toUpperCase() }).format(
    amount,
  );
  return `${money} a ${price.recurring.interval}`;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><link rel="icon" href="data:,"></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><main><h1>${title}</h1>${body}</main></body></html>`;

export async function startFakeStripe(overrides: Partial<FakeSettings> = {}, port = 0): Promise<FakeStripe> {
  const settings: FakeSettings = {
    secretKey: "sk_test_fake",
    webhookSecret: "whsec_fake",
    webhookUrl: null,
    products: ["prod_basic", "prod_business"],
    ...overrides,
  };
  const sessions = new Map<string, URLSearchParams>();
  const prices = new WeakMap<URLSearchParams, FakePrice>();
  const portals = new Map<string, { customer: string; returnUrl: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const events: FakeStripe["events"] = [];
  const refunds: FakeStripe["refunds"] = [];

  /** A checkout's inline price (`line_items[0][price_data]`), or null when it is not a whole one for a known product. */
  const priceOf = (form: URLSearchParams): FakePrice | null => {
    const field = (name: string) => form.get(`line_items[0][price_data]${name}`);
    const product = field("[product]");
    const currency = field("[currency]");
    const amount = Number(field("[unit_amount]"));
    const interval = field("[recurring][interval]");
    if (!product || !settings.products.includes(product) || !currency || !/^[a-z]{3}$/.test(currency)) return null;
    if (!Number.isInteger(amount) || amount <= 0 || (interval !== "month" && interval !== "year")) return null;
    const known = prices.get(form);
    if (known) return known;
    const price: FakePrice = {
      id: id("price"),
      object: "price",
      product,
      currency,
      unit_amount: amount,
      recurring: { interval },
    };
    prices.set(form, price);
    return price;
  };

  const makeEvent = (type: string, object: Record<string, unknown>, created = unixNow()): FakeEvent => ({
    id: id("evt"),
    object: "event",
    type,
    created,
    data: { object: structuredClone(object) },
  });

  const signed: FakeStripe["signed"] = (event, options = {}) => {
    const body = JSON.stringify(event);
    const at = options.at ?? unixNow();
    const signature = createHmac("sha256", options.secret ?? settings.webhookSecret)
      .update(`${at}.${body}`)
      .digest("hex");
    return { body, headers: { "content-type": "application/json", "stripe-signature": `t=${at},v1=${signature}` } };
  };

  const deliver = async (event: FakeEvent): Promise<number | null> => {
    const entry = { event, status: null as number | null };
    events.push(entry);
    if (!settings.webhookUrl) return null;
    const { body, headers } = signed(event);
    try {
      const reply = await fetch(settings.webhookUrl, { method: "POST", headers, body });
      entry.status = reply.status;
    } catch {
      entry.status = null;
    }
    return entry.status;
  };

  const subscriptionOf = (subscriptionId: string) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return subscription;
  };
  const invoiceOf = (subscription: FakeSubscription, paid: boolean) => ({
    id: id("in"),
    object: "invoice",
    customer: subscription.customer,
    subscription: subscription.id,
    status: paid ? "paid" : "open",
    payment_intent: id("pi"),
    period_end: subscription.items.data[0]?.current_period_end ?? 0,
  });

  async function pay(sessionId: string): Promise<string> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error("no session");
    const price = priceOf(session);
    if (!price) throw new Error("no price");
    const interval = price.recurring.interval;
    const metadata: Record<string, string> = {};
    for (const [key, value] of session) {
      const field = /^subscription_data\[metadata\]\[(.+)\]$/.exec(key);
      if (field?.[1]) metadata[field[1]] = value;
    }
    const subscription: FakeSubscription = {
      id: id("sub"),
      object: "subscription",
      customer: session.get("customer") ?? id("cus"),
      status: "active",
      cancel_at_period_end: false,
      metadata,
      items: {
        data: [{ price, current_period_end: periodEnd(unixNow(), interval) }],
      },
    };
    subscriptions.set(subscription.id, subscription);
    await deliver(
      makeEvent("checkout.session.completed", {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: session.get("client_reference_id"),
        customer: subscription.customer,
        subscription: subscription.id,
        payment_status: "paid",
        metadata,
      }),
    );
    await deliver(makeEvent("customer.subscription.created", { ...subscription }));
    await deliver(makeEvent("invoice.paid", invoiceOf(subscription, true)));
    return (session.get("success_url") ?? "/").replace("{CHECKOUT_SESSION_ID}", sessionId);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const api = url.pathname.startsWith("/v1/");
      if (api && request.headers.authorization !== `Bearer ${settings.secretKey}`) {
        send(response, 401, stripeError("Invalid API Key provided"));
        return;
      }
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const form = await formOf(request);
        if (form.get("mode") !== "subscription" || !priceOf(form) || !form.get("success_url")) {
          send(response, 400, stripeError("mode, price_data for a known product and success_url are required"));
          return;
        }
        const sessionId = id("cs_test");
        sessions.set(sessionId, form);
        send(response, 200, { id: sessionId, object: "checkout.session", url: `${fake.url}/pay/${sessionId}` });
        return;
      }
      if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        const form = await formOf(request);
        const customer = form.get("customer");
        if (!customer) {
          send(response, 400, stripeError("customer is required"));
          return;
        }
        const portalId = id("bps");
        portals.set(portalId, { customer, returnUrl: form.get("return_url") ?? "/" });
        send(response, 200, { id: portalId, object: "billing_portal.session", url: `${fake.url}/portal/${portalId}` });
        return;
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        const form = await formOf(request);
        const paymentIntent = form.get("payment_intent");
        if (!paymentIntent) {
          send(response, 400, stripeError("payment_intent is required"));
          return;
        }
        const refund = { id: id("re"), payment_intent: paymentIntent, amount: Number(form.get("amount")) || null };
        refunds.push(refund);
        send(response, 200, { ...refund, object: "refund", status: "succeeded" });
        return;
      }
      const payPath = /^\/pay\/([\w]+)$/.exec(url.pathname);
      if (payPath?.[1] && sessions.has(payPath[1])) {
        if (request.method === "POST") {
          response.writeHead(303, { location: await pay(payPath[1]) });
          response.end();
          return;
        }
        const price = priceOf(sessions.get(payPath[1]) ?? new URLSearchParams());
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(
          page(
            "Fake checkout",
            `<p>Subscribe to <code>${price?.product}</code>: <strong class="amount">${price ? priceText(price) : ""}</strong>. No card is asked: this is a local stand-in for Stripe Checkout.</p><form method="post"><button type="submit" style="min-height:44px;padding:0 1.5rem">Pay</button></form>`,
          ),
        );
        return;
      }
      const portalPath = /^\/portal\/([\w]+)$/.exec(url.pathname);
      const portal = portalPath?.[1] ? portals.get(portalPath[1]) : undefined;
      if (portal) {
        const owned = [...subscriptions.values()].filter((subscription) => subscription.customer === portal.customer);
        if (request.method === "POST") {
          for (const subscription of owned) {
            subscription.cancel_at_period_end = true;
            await deliver(makeEvent("customer.subscription.updated", { ...subscription }));
          }
          response.writeHead(303, { location: portal.returnUrl });
          response.end();
          return;
        }
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(
          page(
            "Fake customer portal",
            `<p>${owned.length} subscription(s).</p><form method="post"><button type="submit" style="min-height:44px;padding:0 1.5rem">Cancel at the end of the period</button></form><p><a href="${portal.returnUrl}">Back to Odo</a></p>`,
          ),
        );
        return;
      }
      send(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname})`));
    })().catch((error: unknown) => send(response, 500, stripeError(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${address.port}`,
    settings,
    subscriptions,
    events,
    refunds,
    signed,
    deliver,
    event: makeEvent,
    async renew(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      const item = subscription.items.data[0];
      if (item) item.current_period_end = periodEnd(item.current_period_end, item.price.recurring.interval);
      subscription.status = "active";
      await deliver(makeEvent("invoice.paid", invoiceOf(subscription, true)));
      await deliver(makeEvent("customer.subscription.updated", { ...subscription }));
    },
    async failRenewal(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      subscription.status = "past_due";
      await deliver(makeEvent("invoice.payment_failed", invoiceOf(subscription, false)));
      await deliver(makeEvent("customer.subscription.updated", { ...subscription }));
    },
    async endUnpaid(subscriptionId) {
      const subscription = subscriptionOf(subscriptionId);
      subscription.status = "canceled";
      await deliver(makeEvent("customer.subscription.deleted", { ...subscription }));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
