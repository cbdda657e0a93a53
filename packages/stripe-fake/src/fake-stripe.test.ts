import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "./fake-stripe.js";

let fake: FakeStripe | undefined;
afterEach(async () => fake?.close());

describe("the fake Stripe", () => {
  it("opens a checkout session, takes the pay page's tap, posts signed events and sends the buyer back", async () => {
    const received: { body: string; signature: string }[] = [];
    const hook = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push({ body, signature: String(request.headers["stripe-signature"]) });
        response.end("{}");
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook` });
    const form = new URLSearchParams({
      mode: "subscription",
      "line_items[0][price_data][product]": "prod_basic",
      "line_items[0][price_data][currency]": "cop",
      "line_items[0][price_data][unit_amount]": "39900000",
      "line_items[0][price_data][recurring][interval]": "year",
      "line_items[0][quantity]": "1",
      success_url: "http://odo.test/plans?checkout={CHECKOUT_SESSION_ID}",
      cancel_url: "http://odo.test/plans",
      "subscription_data[metadata][odo_user]": "u1",
    });
    const unknownProduct = new URLSearchParams(form);
    unknownProduct.set("line_items[0][price_data][product]", "prod_other");
    const headers = { authorization: "Bearer sk_test_fake" };
    expect(
      (await fetch(`${fake.url}/v1/checkout/sessions`, { method: "POST", headers, body: unknownProduct })).status,
    ).toBe(400);
    const refused = await fetch(`${fake.url}/v1/checkout/sessions`, { method: "POST", body: form });
    expect(refused.status).toBe(401);
    const session = (await (
      await fetch(`${fake.url}/v1/checkout/sessions`, {
        method: "POST",
        headers: { authorization: "Bearer sk_test_fake" },
        body: form,
      })
    ).json()) as { id: string; url: string };
    expect(await (await fetch(session.url)).text()).toContain("COP\u00a0399,000 a year");
    const paid = await fetch(session.url, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://odo.test/plans?checkout=${session.id}`);
    expect(received.map(({ body }) => (JSON.parse(body) as { type: string }).type)).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    // Signed as Stripe documents it: t=…,v1=HMAC-SHA256(secret, `${t}.${body}`) in hex.
    for (const { body, signature } of received) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
      expect(createHmac("sha256", "whsec_fake").update(`${t}.${body}`).digest("hex")).toBe(v1);
    }
    const subscription = [...fake.subscriptions.values()][0];
    expect(subscription?.metadata).toEqual({ odo_user: "u1" });
    expect(subscription?.items.data[0]?.price).toMatchObject({
      product: "prod_basic",
      currency: "cop",
      unit_amount: 39_900_000,
      recurring: { interval: "year" },
    });
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });
});
