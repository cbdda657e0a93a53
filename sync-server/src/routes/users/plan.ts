import { checkoutRequestSchema, entitlementSchema, userSchema, voucherRedeemSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedEntitlement } from "../../billing/plan-terms.js";
import { configuredBilling } from "../../billing/provider.js";
import { openPortal, startCheckout } from "../../billing/subscriptions.js";
import { countVoucherTry, redeemVoucher } from "../../billing/vouchers.js";
import { reading, writing } from "../../deps.js";
import { ApiError } from "../../errors.js";
import { errorReplies, ok, payloadReply } from "../schemas.js";

const tags = ["plans"];

/** A call to the payment provider: its failure (unreachable, refused) is a 502 the app explains. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("BILLING_PROVIDER_FAILED");
  }
}

/** `/api/users/vouchers` and `/api/users/entitlement`: a plan paid in cash, and the plan a phone keeps offline. */
export async function planRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/vouchers",
    {
      schema: {
        tags,
        summary: "Redeem a plan voucher (typed or scanned): the plan is yours for its months",
        body: voucherRedeemSchema,
        response: { 200: payloadReply(userSchema), ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => countVoucherTry(deps, request.user));
      return ok(await writing(app.deps, (deps) => redeemVoucher(deps, request.user, request.body.code)));
    },
  );

  routes.post(
    "/billing/checkout",
    {
      schema: {
        tags,
        summary: "Pay for basic or business at the provider's hosted checkout: the page to open",
        body: checkoutRequestSchema,
        response: { 200: payloadReply(z.object({ url: z.url() })), ...errorReplies },
      },
    },
    async (request) => {
      const { provider } = configuredBilling(app.deps.config);
      const url = await reading(app.deps, (deps) =>
        providerCall(() => startCheckout(deps, provider, request.user, request.body)),
      );
      return ok({ url });
    },
  );

  routes.post(
    "/billing/portal",
    {
      schema: {
        tags,
        summary: "The provider's portal for your card, invoices and cancelling: the page to open",
        response: { 200: payloadReply(z.object({ url: z.url() })), ...errorReplies },
      },
    },
    async (request) => {
      const { provider } = configuredBilling(app.deps.config);
      const url = await reading(app.deps, (deps) => providerCall(() => openPortal(deps, provider, request.user)));
      return ok({ url });
    },
  );

  routes.get(
    "/entitlement",
    {
      schema: {
        tags,
        summary: "Your plan signed with Odo's key: a phone keeps it 30 days without a connection",
        response: { 200: payloadReply(entitlementSchema), ...errorReplies },
      },
    },
    // A write: a plan whose time is over is ended first, and Odo's key may be made.
    async (request) => ok(await writing(app.deps, (deps) => signedEntitlement(deps, request.user.id))),
  );
}
