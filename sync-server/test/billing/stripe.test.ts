import type { Country } from "@odo/domain";
import { type FakeEvent, type FakeStripe, startFakeStripe } from "@odo/stripe-fake";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/admin-commands.js";
import { runScheduler } from "../../src/notifications/scheduler.js";
import { build, signedInUser, type TestServer } from "../helper.js";

const products = { basic: "prod_basic", business: "prod_business" };

let fake: FakeStripe;
let server: TestServer;
let ana: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => fake.close());
beforeEach(async () => {
  fake.events.length = 0;
  server = await build({
    config: {
      billing: { apiUrl: fake.url, secretKey: "sk_test_fake", webhookSecret: "whsec_fake", products },
    },
  });
  ana = await signedInUser(server, { username: "anadriver", password: "Secret123", email: "ana@example.com" });
});
afterEach(async () => server.close());

/** The event posted to Odo as Stripe posts it (signed now, or as `options` say). */
const deliver = (event: FakeEvent, options?: Parameters<FakeStripe["signed"]>[1]) => {
  const { body, headers } = fake.signed(event, { at: Math.floor(server.clock.now.getTime() / 1000), ...options });
  return server.app.inject({ method: "POST", url: "/api/billing/webhook", headers, payload: body });
};

const planOf = async () =>
  (await server.app.inject({ method: "GET", url: `/api/users/${ana.userId}`, headers: ana.auth })).json().payload
    .subscription.plan as string;

const entitlement = async () =>
  (await server.app.inject({ method: "GET", url: "/api/users/entitlement", headers: ana.auth })).json().payload;

/** Ana cancels in the fake's portal, at her period's end; returns the events that made, not delivered. */
async function cancelsInPortal(): Promise<FakeEvent[]> {
  const portal = await server.app.inject({ method: "POST", url: "/api/users/billing/portal", headers: ana.auth });
  const seen = fake.events.length;
  await fetch(portal.json().payload.url, { method: "POST", redirect: "manual" });
  return fake.events.slice(seen).map(({ event }) => event);
}

/** The operator's command, on this server's database and settings. */
const admin = (args: string[]) =>
  server.app.deps.database.write((db) =>
    runAdminCommand(
      { db, now: server.clock.now, voucherSecret: server.config.jwtSecret, billing: server.config.billing },
      args,
    ),
  );

/** Ana pays for `plan` at the fake checkout; the events it made are delivered unless `hold`. */
async function pays(plan: "basic" | "business", interval: "month" | "year", hold = false) {
  const checkout = await server.app.inject({
    method: "POST",
    url: "/api/users/billing/checkout",
    headers: ana.auth,
    payload: { plan, interval },
  });
  expect(checkout.statusCode).toBe(200);
  const { url } = checkout.json().payload as { url: string };
  const back = await fetch(url, { method: "POST", redirect: "manual" });
  expect(back.headers.get("location")).toBe("http://odo.test/plans?checkout=done");
  const made = fake.events.map(({ event }) => event);
  if (!hold) for (const event of made) expect((await deliver(event)).statusCode).toBe(200);
  const subscription = [...fake.subscriptions.values()].findLast((one) => one.metadata.odo_user === ana.userId);
  if (!subscription) throw new Error("no subscription");
  return { events: made, subscription };
}

describe("plans paid through the provider (a local fake of Stripe)", () => {
  it("gives the plan a payment buys, renewing, until its period's end, and opens the portal", async () => {
    await pays("basic", "year");
    expect(await planOf()).toBe("basic");
    const paid = await entitlement();
    expect(paid).toMatchObject({ plan: "basic", renews: true });
    expect(Date.parse(paid.paidUntil) - Date.now()).toBeGreaterThan(360 * 86_400_000);
    const portal = await server.app.inject({ method: "POST", url: "/api/users/billing/portal", headers: ana.auth });
    expect(portal.json().payload.url).toMatch(new RegExp(`^${fake.url}/portal/`));
  });

  it("sells no second subscription while one renews; cancelled, it runs out beside the plan bought next", async () => {
    await pays("basic", "month");
    const again = await server.app.inject({
      method: "POST",
      url: "/api/users/billing/checkout",
      headers: ana.auth,
      payload: { plan: "business", interval: "month" },
    });
    expect(again.json()).toEqual({ code: 409, message: "SUBSCRIPTION_ACTIVE" });

    // Cancelled in the portal: basic runs to its period's end and renews no more.
    const cancelling = await cancelsInPortal();
    expect(cancelling.map((event) => event.type)).toEqual(["customer.subscription.updated"]);
    for (const event of cancelling) expect((await deliver(event)).json().outcome).toBe("applied");
    expect(await entitlement()).toMatchObject({ plan: "basic", renews: false, paidAtProvider: true });

    // Business bought now; the old subscription's later words (its card updated, its end) take nothing away.
    const { subscription } = await pays("business", "month");
    expect(await planOf()).toBe("business");
    const old = [...fake.subscriptions.values()].find(
      (one) => one.metadata.odo_user === ana.userId && one.id !== subscription.id,
    );
    if (!old) throw new Error("no earlier subscription");
    const later = Math.floor(Date.now() / 1000) + 60;
    const updated = fake.event("customer.subscription.updated", { ...old }, later);
    const ended = fake.event("customer.subscription.deleted", { ...old, status: "canceled" }, later + 1);
    for (const event of [updated, ended]) {
      expect((await deliver(event)).json().outcome).toBe("ignored");
      expect(await planOf()).toBe("business");
    }
    expect(await entitlement()).toMatchObject({ plan: "business", renews: true });
  });

  it("takes no voucher while the card renews; redeemed after cancelling, the card's end leaves its months", async () => {
    await pays("basic", "month");
    const [code] = (await admin(["vouchers", "basic", "12", "1", "2099-12-31"])).split("\n");
    const redeem = () =>
      server.app.inject({ method: "POST", url: "/api/users/vouchers", headers: ana.auth, payload: { code } });
    expect((await redeem()).json()).toEqual({ code: 409, message: "SUBSCRIPTION_ACTIVE" });

    for (const event of await cancelsInPortal()) expect((await deliver(event)).statusCode).toBe(200);
    const cardEnd = Date.parse((await entitlement()).paidUntil);

    // The voucher was not spent by the refusal: its year adds after the month paid by card.
    expect((await redeem()).statusCode).toBe(200);
    const withVoucher = await entitlement();
    expect(withVoucher).toMatchObject({ plan: "basic", renews: false, paidAtProvider: false });
    expect(Date.parse(withVoucher.paidUntil) - cardEnd).toBeGreaterThan(360 * 86_400_000);

    // The card's subscription ends: the voucher's months stand.
    const [subscription] = [...fake.subscriptions.values()].filter((one) => one.metadata.odo_user === ana.userId);
    if (!subscription) throw new Error("no subscription");
    const later = Math.floor(Date.now() / 1000) + 60;
    const ended = fake.event("customer.subscription.deleted", { ...subscription, status: "canceled" }, later);
    expect((await deliver(ended)).json().outcome).toBe("ignored");
    expect(await planOf()).toBe("basic");
    expect((await entitlement()).paidUntil).toBe(withVoucher.paidUntil);
  });

  it("applies each event once: a second delivery, or two at once, changes nothing more", async () => {
    const { events } = await pays("business", "month", true);
    const created = events.find((event) => event.type === "customer.subscription.created");
    if (!created) throw new Error("no event");
    const twice = await Promise.all([deliver(created), deliver(created)]);
    expect(twice.map((reply) => reply.json().outcome).sort()).toEqual(["applied", "duplicate"]);
    expect((await deliver(created)).json().outcome).toBe("duplicate");
    expect(await planOf()).toBe("business");
  });

  it("refuses a forged signature, a changed body and a replay, and applies none of them", async () => {
    const { events } = await pays("basic", "month", true);
    const created = events.find((event) => event.type === "customer.subscription.created");
    if (!created) throw new Error("no event");
    expect((await deliver(created, { secret: "whsec_someone_else" })).json()).toEqual({
      code: 400,
      message: "WEBHOOK_REFUSED",
    });
    const { body, headers } = fake.signed(created, { at: Math.floor(server.clock.now.getTime() / 1000) });
    const changed = await server.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers,
      payload: body.replace('"product":"prod_basic"', '"product":"prod_business"'),
    });
    expect(changed.statusCode).toBe(400);
    // The same request captured and sent again ten minutes later.
    expect((await deliver(created, { at: Math.floor(server.clock.now.getTime() / 1000) - 600 })).statusCode).toBe(400);
    const unsigned = await server.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: { "content-type": "application/json" },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await planOf()).toBe("free");
  });

  it("does not revive a cancelled plan when an older event arrives after the cancellation", async () => {
    const { subscription } = await pays("basic", "month");
    const later = Math.floor(Date.now() / 1000) + 60;
    const cancelled = fake.event("customer.subscription.deleted", { ...subscription, status: "canceled" }, later);
    const earlier = fake.event("customer.subscription.updated", { ...subscription, status: "active" }, later - 30);
    expect((await deliver(cancelled)).json().outcome).toBe("applied");
    expect(await planOf()).toBe("free");
    expect((await deliver(earlier)).json().outcome).toBe("stale");
    expect(await planOf()).toBe("free");
  });

  it("keeps the plan through a failed renewal while the provider retries, then ends it, keeping every vehicle", async () => {
    const { subscription } = await pays("basic", "month");
    for (const model of ["sandero", "logan", "duster"]) {
      const added = await server.app.inject({
        method: "POST",
        url: "/api/vehicles",
        headers: ana.auth,
        payload: { vehicleType: "car", manufacture: "renault", model },
      });
      expect(added.statusCode).toBe(201);
    }
    fake.events.length = 0;
    await fake.failRenewal(subscription.id);
    for (const { event } of fake.events) await deliver(event);
    expect(await planOf()).toBe("basic");
    // Past the period paid, the scheduler leaves a renewing plan to the provider's word.
    server.clock.advance(40 * 86_400_000);
    await runScheduler(server.app.deps, "test");
    expect(await planOf()).toBe("basic");
    fake.events.length = 0;
    await fake.endUnpaid(subscription.id);
    for (const { event } of fake.events) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    expect(await planOf()).toBe("free");
    const garage = await server.app.inject({ method: "GET", url: "/api/vehicles", headers: ana.auth });
    expect(garage.json().payload).toHaveLength(3);
  });

  it("sells paid plans only at the checkout: no switching to basic, no shop bringing business", async () => {
    const switched = await server.app.inject({
      method: "PATCH",
      url: "/api/users/plan",
      headers: ana.auth,
      payload: { plan: "basic" },
    });
    expect(switched.json()).toEqual({ code: 402, message: "PAYMENT_REQUIRED" });
    const shop = {
      name: "Taller Sur",
      type: "mechanicalWorkshop",
      contactName: "Ana Pérez",
      address: "Calle 50, Ciudad de Panamá",
      phone: "+507 6000 0000",
    };
    const refused = await server.app.inject({ method: "POST", url: "/api/shops", headers: ana.auth, payload: shop });
    expect(refused.json()).toEqual({ code: 402, message: "PAYMENT_REQUIRED" });
    expect((await server.app.inject({ method: "GET", url: "/api/config" })).json().cardPayments).toBe(true);
    await pays("business", "month");
    const opened = await server.app.inject({ method: "POST", url: "/api/shops", headers: ana.auth, payload: shop });
    expect(opened.statusCode).toBe(201);
    expect(await planOf()).toBe("business");
  });

  it("charges a Colombian the operator's price in pesos, and anyone else the spec's dollars", async () => {
    const colombia = {
      currency: "COP",
      basic: { month: 39_900, year: 399_000 },
      business: { month: 119_900, year: 1_199_000 },
    } as const;
    const priced = await build({
      config: {
        billing: { apiUrl: fake.url, secretKey: "sk_test_fake", webhookSecret: "whsec_fake", products },
        planPrices: { colombia },
      },
    });
    const config = (await priced.app.inject({ method: "GET", url: "/api/config" })).json();
    expect(config.planPrices).toEqual({ colombia });
    const charged = async (username: string, country: Country) => {
      const user = await signedInUser(priced, {
        username,
        password: "Secret123",
        email: `${username}@example.com`,
        country,
      });
      const checkout = await priced.app.inject({
        method: "POST",
        url: "/api/users/billing/checkout",
        headers: user.auth,
        payload: { plan: "basic", interval: "year" },
      });
      await fetch(checkout.json().payload.url, { method: "POST", redirect: "manual" });
      const subscription = [...fake.subscriptions.values()].find((one) => one.metadata.odo_user === user.userId);
      return subscription?.items.data[0]?.price;
    };
    // Stripe takes the smallest unit: centavos for pesos, cents for dollars.
    expect(await charged("carlosbogota", "colombia")).toMatchObject({
      product: "prod_basic",
      currency: "cop",
      unit_amount: 39_900_000,
    });
    expect(await charged("luispanama", "panama")).toMatchObject({ currency: "usd", unit_amount: 9_990 });
    await priced.close();
  });

  it("lists the paid plans for the operator and refunds a payment through the provider", async () => {
    await pays("basic", "year");
    expect(await admin(["subscriptions"])).toMatch(/^anadriver\tbasic\tprovider\t\d{4}-\d{2}-\d{2}\trenews\tcus_/);
    expect(await admin(["refund", "pi_123", "999"])).toMatch(/^refunded pi_123 \(999\): re_/);
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: "pi_123", amount: 999 });
    await expect(admin(["refund", "not-a-payment"])).rejects.toThrow(/usage/);
  });

  it("says the plans switch in test mode when no provider is configured", async () => {
    const testMode = await build();
    const bob = await signedInUser(testMode, {
      username: "bobdriver",
      password: "Secret123",
      email: "bob@example.com",
    });
    const checkout = await testMode.app.inject({
      method: "POST",
      url: "/api/users/billing/checkout",
      headers: bob.auth,
      payload: { plan: "basic", interval: "month" },
    });
    expect(checkout.json()).toEqual({ code: 409, message: "BILLING_TEST_MODE" });
    const bad = await server.app.inject({
      method: "POST",
      url: "/api/users/billing/checkout",
      headers: ana.auth,
      payload: { plan: "free", interval: "week" },
    });
    expect(bad.statusCode).toBe(400);
    await testMode.close();
  });
});
