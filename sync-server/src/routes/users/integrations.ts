import {
  disconnectIntegrationSchema,
  idSchema,
  integrationAuthorizeQuerySchema,
  integrationCodeSchema,
  integrationNameSchema,
  userSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writing } from "../../deps.js";
import { connectStrava, disconnectIntegration, stravaAuthorization } from "../../integrations/integrations.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["integrations"];

/** Connecting and disconnecting a fitness service (SPEC §7); Strava's tokens never leave the server. */
export async function integrationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/integration/strava/authorize",
    {
      schema: {
        tags,
        summary: "Where to send the browser to connect Strava (503 when Strava is not configured)",
        querystring: integrationAuthorizeQuerySchema,
        response: { 200: payloadReply(z.object({ url: z.string() })), ...errorReplies },
      },
    },
    async (request) =>
      ok(await writing(app.deps, (deps) => stravaAuthorization(deps, request.user, request.query.vehicleId))),
  );

  routes.post(
    "/integration/:id",
    {
      schema: {
        tags,
        summary: "Finish connecting Strava with the code it returned (id: your user id)",
        params: z.object({ id: idSchema }),
        body: integrationCodeSchema,
        response: {
          200: messageReply.extend({ user: userSchema, name: integrationNameSchema, vehicleId: z.string().nullable() }),
          ...errorReplies,
        },
      },
    },
    async (request) => ({
      code: 200,
      message: "INTEGRATION_CONNECTED",
      ...(await connectStrava(app.deps, request.user, request.params.id, request.body)),
    }),
  );

  routes.post(
    "/disconnect-integration",
    {
      schema: {
        tags,
        summary: "Revoke Odo at the fitness service and forget its tokens",
        body: disconnectIntegrationSchema,
        response: { 200: messageReply.extend({ user: userSchema }), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "INTEGRATION_DISCONNECTED",
      user: await disconnectIntegration(app.deps, request.user, request.body.integrationName),
    }),
  );
}
