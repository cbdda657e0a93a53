import { vinDecodeSchema, vinParamsSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorReplies, ok, payloadReply } from "../schemas.js";

/**
 * `GET /vehicles/vin/{vin}`: the full decode of a VIN from NHTSA's vPIC data kept on the server
 * (the device reads maker, country and year itself, offline). Each address is limited per minute:
 * a decode is local, but not free.
 */
export async function vehicleVinRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/vin/:vin",
    {
      config: { rateLimit: {} },
      schema: {
        tags: ["vehicles"],
        summary: "Decode a VIN (model, engine, fuel, body) from NHTSA's vPIC data",
        description:
          "vPIC covers vehicles built for the US market; any other VIN (or one whose check digit is wrong) " +
          'answers `status: "unknown"` rather than a guess.',
        params: vinParamsSchema,
        response: { 200: payloadReply(vinDecodeSchema), ...errorReplies },
      },
    },
    async (request) => ok(await app.deps.vinDecoder.decode(request.params.vin)),
  );
}
