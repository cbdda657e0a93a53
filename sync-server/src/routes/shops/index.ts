import {
  isoDateTimeSchema,
  sentShopReminderSchema,
  shopCreateSchema,
  shopReminderSchema,
  userSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import { remindOwner, sentShopReminders } from "../../shops/shop-reminders.js";
import { createShop } from "../../shops/shops.js";
import { errorReplies, ok, payloadReply } from "../schemas.js";

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

  routes.post(
    "/reminders",
    {
      schema: {
        tags: ["shops"],
        summary: "Remind an owner of something coming due on a vehicle shared with your workshop (once per item)",
        body: shopReminderSchema,
        response: { 200: payloadReply(sentShopReminderSchema), ...errorReplies },
      },
    },
    async (request) => ok(await writing(app.deps, (deps) => remindOwner(deps, request.user, request.body))),
  );

  routes.get(
    "/reminders",
    {
      schema: {
        tags: ["shops"],
        summary: "What your workshop has reminded owners of",
        response: { 200: payloadReply(z.array(sentShopReminderSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => sentShopReminders(deps, request.user))),
  );
}
