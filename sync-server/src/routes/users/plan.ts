import { entitlementSchema, userSchema, voucherRedeemSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedEntitlement } from "../../billing/plan-terms.js";
import { countVoucherTry, redeemVoucher } from "../../billing/vouchers.js";
import { writing } from "../../deps.js";
import { errorReplies, ok, payloadReply } from "../schemas.js";

const tags = ["plans"];

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
