import { historyLinkCreateSchema, historyLinkSchema, historyTokenSchema, idSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import { createHistoryLink, listHistoryLinks, revokeHistoryLink } from "../../verify/history-links.js";
import { errorReplies, ok, payloadReply } from "../schemas.js";

const tags = ["histories"];

/** The owner's shared histories: a link anyone can open and check, until it expires or is revoked. */
export async function historyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/",
    {
      schema: {
        tags,
        summary: "Share a vehicle's history by link (all of it or from a date; amounts only if asked)",
        body: historyLinkCreateSchema,
        response: { 200: payloadReply(historyLinkSchema), ...errorReplies },
      },
    },
    async (request) => ok(await writing(app.deps, (deps) => createHistoryLink(deps, request.user, request.body))),
  );

  routes.get(
    "/",
    {
      schema: {
        tags,
        summary: "Your shared histories of a vehicle, newest first",
        querystring: z.object({ vehicleId: idSchema }),
        response: { 200: payloadReply(z.array(historyLinkSchema)), ...errorReplies },
      },
    },
    async (request) =>
      ok(await reading(app.deps, (deps) => listHistoryLinks(deps, request.user, request.query.vehicleId))),
  );

  routes.delete(
    "/:token",
    {
      schema: {
        tags,
        summary: "Revoke a shared history: its link stops working at once",
        params: z.object({ token: historyTokenSchema }),
        response: { 200: payloadReply(historyLinkSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(await writing(app.deps, (deps) => revokeHistoryLink(deps, request.user, request.params.token))),
  );
}
