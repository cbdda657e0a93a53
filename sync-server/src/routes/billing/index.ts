import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { configuredBilling } from "../../billing/provider.js";
import { applyBillingEvent } from "../../billing/subscriptions.js";
import { writing } from "../../deps.js";
import { ApiError } from "../../errors.js";
import { errorReplies } from "../schemas.js";

const tags = ["plans"];

/**
 * `POST /api/billing/webhook`: the payment provider's events. The raw body is kept for its
 * signature; a refused one answers 400 (the provider shows it), one applied or already applied 200.
 */
export async function billingRoutes(app: FastifyInstance) {
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
  app.post(
    "/webhook",
    {
      schema: {
        tags,
        summary: "The payment provider's events (Stripe's webhook), checked by their signature",
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }), ...errorReplies },
      },
    },
    async (request) => {
      const { provider, products } = configuredBilling(app.deps.config);
      const signature = request.headers["stripe-signature"];
      const verified = provider.verifiedEvent(
        typeof request.body === "string" ? request.body : "",
        typeof signature === "string" ? signature : undefined,
        app.deps.clock(),
      );
      if (!verified.ok) {
        request.log.warn({ reason: verified.reason }, "billing webhook refused");
        throw new ApiError("WEBHOOK_REFUSED");
      }
      const outcome = await writing(app.deps, (deps) => applyBillingEvent(deps, products, verified.event));
      request.log.info({ event: verified.event.id, type: verified.event.type, outcome }, "billing event");
      return { received: true as const, outcome };
    },
  );
}
