import {
  idSchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookEventTypes,
  webhooksPerUser,
  webhookUrlMaxLength,
  webhookViewSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createWebhook, enableWebhook, listWebhooks, removeWebhook } from "../../webhooks/webhooks.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["users"];
const byId = z.object({ id: idSchema });

/** The signed-in user's outbound webhooks (Standard Webhooks): endpoints, their log, on and off. */
export async function webhookRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The tests' receiver listens on loopback over http:; sending still refuses any other http: target.
  const body = app.deps.config.loopbackTargetsForTests
    ? webhookCreateSchema.extend({ url: z.url({ protocol: /^https?$/ }).max(webhookUrlMaxLength) })
    : webhookCreateSchema;

  routes.get(
    "/webhooks",
    {
      schema: {
        tags,
        summary: "Your webhook endpoints, each with its last deliveries",
        response: { 200: payloadReply(z.array(webhookViewSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await listWebhooks(app.deps, request.user)),
  );

  routes.post(
    "/webhooks",
    {
      schema: {
        tags,
        summary: "Send signed messages to an endpoint",
        description:
          `Messages (${webhookEventTypes.join(", ")}) are signed as the Standard Webhooks spec says, with the ` +
          "secret in the reply, shown this once. The URL must be `https:` on a public address (400 " +
          `\`WEBHOOK_UNREACHABLE\`); redirects are not followed. Past ${webhooksPerUser} endpoints, 409 \`WEBHOOK_LIMIT\`.`,
        body,
        response: { 201: payloadReply(webhookCreatedSchema), ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        code: 201,
        message: "WEBHOOK_CREATED",
        payload: await createWebhook(app.deps, request.user, request.body),
      }),
  );

  routes.post(
    "/webhooks/:id/enable",
    {
      schema: {
        tags,
        summary: "Turn on an endpoint that repeated failures stopped",
        params: byId,
        response: { 200: payloadReply(webhookViewSchema), ...errorReplies },
      },
    },
    async (request) => ok(await enableWebhook(app.deps, request.user, request.params.id)),
  );

  routes.delete(
    "/webhooks/:id",
    {
      schema: {
        tags,
        summary: "Delete an endpoint and its log",
        params: byId,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await removeWebhook(app.deps, request.user, request.params.id);
      return { code: 200, message: "WEBHOOK_DELETED" };
    },
  );
}
