import { pushSubscriptionSchema, pushSubscriptionsPerUser } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { writing } from "../../deps.js";
import { loopbackPushSubscriptionSchema } from "../../notifications/push-endpoint.js";
import { subscribeToPush, unsubscribeFromPush } from "../../notifications/push-subscriptions.js";
import { errorReplies, messageReply } from "../schemas.js";

const tags = ["users"];

/** Web Push subscriptions of the signed-in user's browsers (the key to use is in `GET /config`). */
export async function pushSubscriptionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const subscription = app.deps.config.loopbackTargetsForTests
    ? loopbackPushSubscriptionSchema
    : pushSubscriptionSchema;

  routes.post(
    "/push-subscriptions",
    {
      schema: {
        tags,
        summary: "Receive reminders as push notifications in this browser",
        description:
          "The body is what `PushSubscription.toJSON()` returns. Subscribing the same endpoint again updates it. " +
          "The endpoint must be `https:` on a public address (400 `PUSH_ENDPOINT_UNREACHABLE` otherwise); " +
          `past ${pushSubscriptionsPerUser} browsers, the oldest stops receiving.`,
        body: subscription,
        response: { 201: messageReply, ...errorReplies },
      },
    },
    async (request, reply) => {
      await subscribeToPush(app.deps, request.user, request.body);
      return reply.code(201).send({ code: 201, message: "PUSH_SUBSCRIBED" });
    },
  );

  routes.delete(
    "/push-subscriptions",
    {
      schema: {
        tags,
        summary: "Stop push notifications in this browser",
        body: subscription.pick({ endpoint: true }),
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => unsubscribeFromPush(deps, request.user, request.body.endpoint));
      return { code: 200, message: "PUSH_UNSUBSCRIBED" };
    },
  );
}
