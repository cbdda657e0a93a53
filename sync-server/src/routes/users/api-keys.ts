import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeysPerUser, apiKeyViewSchema, idSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createApiKey, listApiKeys, revokeApiKey } from "../../users/api-keys.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["users"];

/** The signed-in user's personal API keys (a session only: a key never manages keys). */
export async function apiKeyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api-keys",
    {
      schema: {
        tags,
        summary: "Your personal API keys, oldest first (never the keys themselves)",
        response: { 200: payloadReply(z.array(apiKeyViewSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await listApiKeys(app.deps, request.user)),
  );

  routes.post(
    "/api-keys",
    {
      schema: {
        tags,
        summary: "Make a personal API key for a script",
        description:
          "The reply holds the key, the only time it is shown; Odo keeps its hash. `read` reads what your account " +
          "sees; `log` also logs refuels, maintenance and expenses. " +
          `Past ${apiKeysPerUser} keys, 409 \`API_KEY_LIMIT\`: revoke one first.`,
        body: apiKeyCreateSchema,
        response: { 201: payloadReply(apiKeyCreatedSchema), ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        code: 201,
        message: "API_KEY_CREATED",
        payload: await createApiKey(app.deps, request.user, request.body),
      }),
  );

  routes.delete(
    "/api-keys/:id",
    {
      schema: {
        tags,
        summary: "Revoke a personal API key: it stops working at once",
        params: z.object({ id: idSchema }),
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await revokeApiKey(app.deps, request.user, request.params.id);
      return { code: 200, message: "API_KEY_REVOKED" };
    },
  );
}
