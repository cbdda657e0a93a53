import { type FakeEvent, type FakeStripe, startFakeStripe } from "@odo/stripe-fake";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { build, signedInUser, type TestServer, testDatabaseUrl } from "../helper.js";

/**
 * The provider's events reaching two server processes on one PostgreSQL database (each with its
 * own pool, as two processes behind a load balancer have): Stripe retries a delivery that timed
 * out, and the retry can land on the other process while the first still works on it.
 * (`postgres` project only: SQLite has one process.)
 */
let fake: FakeStripe;
let servers: [TestServer, TestServer];
const products = { basic: "prod_basic", business: "prod_business" };

beforeAll(async () => {
  fake = await startFakeStripe();
  const billing = { apiUrl: fake.url, secretKey: "sk_test_fake", webhookSecret: "whsec_fake", products };
  const config = { databaseUrl: await testDatabaseUrl(), billing };
  servers = [await build({ config }), await build({ config })];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await fake.close();
});

const deliverTo = (server: TestServer, event: FakeEvent) => {
  const { body, headers } = fake.signed(event);
  return server.app.inject({ method: "POST", url: "/api/billing/webhook", headers, payload: body });
};

/** A subscription of `username`'s for basic, paid at the fake checkout, its events held back. */
async function subscribed(username: string) {
  const user = await signedInUser(servers[0], { username, password: "Secret123", email: `${username}@example.com` });
  const checkout = await servers[0].app.inject({
    method: "POST",
    url: "/api/users/billing/checkout",
    headers: user.auth,
    payload: { plan: "basic", interval: "month" },
  });
  await fetch(checkout.json().payload.url, { method: "POST", redirect: "manual" });
  const subscription = [...fake.subscriptions.values()].find((one) => one.metadata.odo_user === user.userId);
  if (!subscription) throw new Error("no subscription");
  const planOf = async () =>
    (await servers[1].app.inject({ method: "GET", url: `/api/users/${user.userId}`, headers: user.auth })).json()
      .payload.subscription.plan as string;
  return { user, subscription, planOf };
}

describe("billing events with two servers on one database", () => {
  it("applies an event once when both servers receive it at the same moment", async () => {
    const { subscription, planOf } = await subscribed("twinpay");
    const recorded = (eventId: string) =>
      servers[0].app.deps.database.read(
        async (db) =>
          (
            await statement<{ n: number }>(db, "SELECT count(*) AS n FROM billing_events WHERE event_id = ?").get([
              eventId,
            ])
          )?.n,
      );
    for (let round = 0; round < 6; round += 1) {
      const event = fake.event("customer.subscription.updated", { ...subscription, status: "active" });
      const replies = await Promise.all(servers.map((server) => deliverTo(server, event)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      expect(replies.map((reply) => reply.json().outcome).sort()).toEqual(["applied", "duplicate"]);
      expect(Number(await recorded(event.id))).toBe(1);
    }
    expect(await planOf()).toBe("basic");
  });

  it("ends the plan when a cancellation and the older update it follows reach the two servers at once", async () => {
    for (let round = 0; round < 6; round += 1) {
      const { subscription, planOf } = await subscribed(`racecancel${round}`);
      const now = Math.floor(Date.now() / 1000);
      const update = fake.event("customer.subscription.updated", { ...subscription, status: "active" }, now - 30);
      const cancelled = fake.event("customer.subscription.deleted", { ...subscription, status: "canceled" }, now);
      // Each order of arrival, each server: the newer event decides.
      const [first, second] = round % 2 === 0 ? [update, cancelled] : [cancelled, update];
      const replies = await Promise.all([deliverTo(servers[0], first), deliverTo(servers[1], second)]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      expect(await planOf()).toBe("free");
    }
  });
});
