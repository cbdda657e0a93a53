import { isoDateTimeSchema, shopCreateSchema, userSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writing } from "../../deps.js";
import { createShop } from "../../shops/shops.js";
import { errorReplies, payloadReply } from "../schemas.js";

const shopSchema = shopCreateSchema.extend({ _id: z.string(), createdAt: isoDateTimeSchema });

export async function shopRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/",
    {
      schema: {
        tags: ["shops"],
        summary: "Create your workshop or broker shop; moves you to the business plan (409 for a second)",
        body: shopCreateSchema,
        response: { 201: payloadReply(z.object({ shop: shopSchema, user: userSchema })), ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        code: 201,
        message: "SHOP_CREATED",
        payload: await writing(app.deps, (deps) => createShop(deps, request.user, request.body)),
      }),
  );
}
