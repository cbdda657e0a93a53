import {
  idSchema,
  notificationReadSchema,
  notificationSchema,
  planChangeSchema,
  rateApp,
  ratingSchema,
  readNotification,
  updateProfile,
  userSchema,
  userUpdateSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { changePlan } from "../../billing/plan-terms.js";
import { reading, writing } from "../../deps.js";
import { ApiError } from "../../errors.js";
import { listNotifications } from "../../inbox/inbox.js";
import type { Requester } from "../../requester.js";
import { runMutator } from "../../store/run-mutator.js";
import { readUser } from "../../users/profile.js";
import { errorReplies, ok, payloadReply } from "../schemas.js";

const tags = ["users"];
const byId = z.object({ id: idSchema });

/** A user's own profile is addressed by their id: anyone else's is refused as not there. */
function asSelf(requester: Requester, id: string): Requester {
  if (requester.id !== id) throw new ApiError("OWNER_NOT_FOUND");
  return requester;
}

/** The signed-in user's own data; anyone else's is a 404. */
export async function profileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/notifications",
    {
      schema: {
        tags,
        summary: "Your notifications, newest first",
        response: { 200: payloadReply(z.array(notificationSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => listNotifications(deps, request.user))),
  );

  routes.patch(
    "/notifications/read",
    {
      schema: {
        tags,
        summary: "Mark one notification read",
        body: notificationReadSchema,
        response: { 200: payloadReply(notificationSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(await writing(app.deps, (deps) => runMutator(deps, request.user, readNotification, request.body))),
  );

  routes.patch(
    "/plan",
    {
      schema: {
        tags,
        summary: "Choose the free or basic plan (business comes with creating a shop; no payment yet)",
        body: planChangeSchema,
        response: { 200: payloadReply(userSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "PLAN_CHANGED",
      payload: await writing(app.deps, (deps) => changePlan(deps, request.user, request.body)),
    }),
  );

  routes.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "A user's profile (yourself, or anyone for an admin)",
        params: byId,
        response: { 200: payloadReply(userSchema), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => readUser(deps, request.user, request.params.id))),
  );

  routes.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Change your name, lastname, country, language or picture",
        params: byId,
        body: userUpdateSchema,
        response: { 200: payloadReply(userSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await writing(app.deps, (deps) =>
          runMutator(deps, asSelf(request.user, request.params.id), updateProfile, request.body),
        ),
      ),
  );

  routes.post(
    "/:id/rate",
    {
      schema: {
        tags,
        summary: "Rate the app",
        params: byId,
        body: ratingSchema,
        response: { 200: payloadReply(userSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await writing(app.deps, (deps) =>
          runMutator(deps, asSelf(request.user, request.params.id), rateApp, request.body),
        ),
      ),
  );
}
