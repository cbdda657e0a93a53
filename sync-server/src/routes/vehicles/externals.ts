import { externalVehicleSchema, idSchema, linkExternalVehicleSchema, vehicleSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { externalVehicles, linkExternalVehicle } from "../../integrations/integrations.js";
import { errorReplies, ok, payloadReply } from "../schemas.js";

const tags = ["integrations"];
const byId = z.object({ id: idSchema });

/** The athlete's bikes, and linking one to a vehicle (SPEC §7 `/vehicles/externals`). */
export async function externalVehicleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/externals/:id",
    {
      schema: {
        tags,
        summary: "Your bikes on Strava (id: your user id); 404 'integration not found' when not connected",
        params: byId,
        response: { 200: payloadReply(z.array(externalVehicleSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await externalVehicles(app.deps, request.user, request.params.id)),
  );

  routes.post(
    "/externals/:id",
    {
      schema: {
        tags,
        summary: "Link one of your Strava bikes to your vehicle (id: the vehicle); its distance feeds the odometer",
        params: byId,
        body: linkExternalVehicleSchema,
        response: { 200: payloadReply(vehicleSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "VEHICLE_LINKED",
      payload: await linkExternalVehicle(app.deps, request.user, request.params.id, request.body),
    }),
  );
}
