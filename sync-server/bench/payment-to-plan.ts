interface Buyer {
  authorization: string;
  id: string;
}

/**
 * From the "Pay" tap at the provider's checkout to the buyer's plan read back from Odo, `count`
 * times: the fake posts each payment's events (signed as Stripe signs them) to the server before it
 * sends the buyer back, and the time ends when `GET /users/{id}` says basic. Stripe's own delay
 * before it posts is not Odo's and not in it. Returns the times in milliseconds.
 */
export async function paymentToPlanTimes(serverUrl: string, buyers: Buyer[], waitBoundMs = 60_000): Promise<number[]> {
  const times: number[] = [];
  for (const buyer of buyers) {
    const headers = { authorization: buyer.authorization, "content-type": "application/json" };
    const checkout = (await (
      await fetch(`${serverUrl}/api/users/billing/checkout`, {
        method: "POST",
        headers,
        body: JSON.stringify({ plan: "basic", interval: "month" }),
      })
    ).json()) as { payload: { url: string } };
    const started = performance.now();
    await fetch(checkout.payload.url, { method: "POST", redirect: "manual" });
    for (;;) {
      const me = (await (await fetch(`${serverUrl}/api/users/${buyer.id}`, { headers })).json()) as {
        payload: { subscription: { plan: string } };
      };
      if (me.payload.subscription.plan === "basic") break;
      if (performance.now() - started > waitBoundMs) throw new Error("the plan did not follow the payment");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    times.push(performance.now() - started);
  }
  return times;
}
