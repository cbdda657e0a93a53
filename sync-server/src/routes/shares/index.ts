import { shareClaimSchema, vehicleSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { writing } from "../../deps.js";
import { claimShare } from "../../share/shares.js";
import { errorReplies, payloadReply } from "../schemas.js";

export async function shareRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/claim",
    {
      schema: {
        tags: ["shares"],
        summary: "Accept a scanned share QR: gain its role on the vehicle (400 when expired or forged)",
        body: shareClaimSchema,
        response: { 200: payloadReply(vehicleSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "SHARE_ACCEPTED",
      payload: await writing(app.deps, (deps) => claimShare(deps, request.user, request.body)),
    }),
  );
}
