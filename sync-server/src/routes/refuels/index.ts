import { idSchema, refuelCreateSchema, refuelSchema, refuelUpdateSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import { addRefuel, deleteRefuel, listRefuels, refuelDetail, updateRefuel } from "../../refuel/refuels.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";

const tags = ["refuels"];
const byId = z.object({ id: idSchema });

export async function refuelRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/vehicle/:id",
    {
      schema: {
        tags,
        summary: "A vehicle's refuels, newest first",
        params: byId,
        response: { 200: payloadReply(z.array(refuelSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => listRefuels(deps, request.user, request.params.id))),
  );

  routes.post(
    "/:id",
    {
      config: { apiKey: "log" },
      schema: {
        tags,
        summary: "Log a refuel (cars and motos)",
        params: byId,
        body: refuelCreateSchema,
        response: { 201: payloadReply(refuelSchema), ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        code: 201,
        message: "REFUEL_CREATED",
        payload: await writing(app.deps, (deps) => addRefuel(deps, request.user, request.params.id, request.body)),
      }),
  );

  routes.get(
    "/detail/:vehicleId/:refuelId",
    {
      schema: {
        tags,
        summary: "One refuel",
        params: z.object({ vehicleId: idSchema, refuelId: idSchema }),
        response: { 200: payloadReply(refuelSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await reading(app.deps, (deps) =>
          refuelDetail(deps, request.user, request.params.vehicleId, request.params.refuelId),
        ),
      ),
  );

  routes.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Edit a refuel (its vehicle's owner)",
        params: byId,
        body: refuelUpdateSchema,
        response: { 200: payloadReply(refuelSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "REFUEL_UPDATED",
      payload: await writing(app.deps, (deps) => updateRefuel(deps, request.user, request.params.id, request.body)),
    }),
  );

  routes.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete a refuel: its vehicle's owner, or an admin",
        params: byId,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => deleteRefuel(deps, request.user, request.params.id));
      return { code: 200, message: "REFUEL_DELETED" };
    },
  );
}
