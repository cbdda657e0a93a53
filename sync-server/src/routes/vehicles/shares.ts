import { idSchema, shareCreateSchema, shareRoleSchema, vehicleShareSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import { createShareGrant, listShares, revokeShare } from "../../share/shares.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["vehicles"];
const byId = z.object({ id: idSchema });

/** The owner's side of sharing (SPEC §6): issue a QR grant, see who has access, take it back. */
export async function vehicleShareRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/:id/shares",
    {
      schema: {
        tags,
        summary: "A QR value granting a role on your vehicle for 10 minutes",
        params: byId,
        body: shareCreateSchema,
        response: {
          200: payloadReply(z.object({ qr: z.string(), role: shareRoleSchema, expiresAt: z.string() })),
          ...errorReplies,
        },
      },
    },
    async (request) =>
      ok(await writing(app.deps, (deps) => createShareGrant(deps, request.user, request.params.id, request.body))),
  );

  routes.get(
    "/:id/shares",
    {
      schema: {
        tags,
        summary: "Who has access to your vehicle, and as what",
        params: byId,
        response: { 200: payloadReply(z.array(vehicleShareSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => listShares(deps, request.user, request.params.id))),
  );

  routes.delete(
    "/:id/shares/:userId",
    {
      schema: {
        tags,
        summary: "Take back someone's access (or give up your own)",
        params: byId.extend({ userId: idSchema }),
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => revokeShare(deps, request.user, request.params.id, request.params.userId));
      return { code: 200, message: "SHARE_REVOKED" };
    },
  );
}
