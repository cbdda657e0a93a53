import {
  idSchema,
  listItemSchema,
  listSizes,
  maintenanceCreateSchema,
  maintenanceSchema,
  maintenanceStatsSchema,
  maintenanceTypeSchema,
  maintenanceUpdateSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import {
  addMaintenance,
  deleteMaintenance,
  latestItems,
  latestServices,
  maintenanceDetail,
  updateMaintenance,
  vehicleStats,
} from "../../maintenance/maintenances.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";
import { timeZone } from "../time-zone.js";

const tags = ["maintenances"];
const byId = z.object({ id: idSchema });
const quantity = z.coerce.number({ error: "invalidNumber" }).int().min(1).max(100);

export async function maintenanceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/stats/:id",
    {
      schema: {
        tags,
        summary: "Spent this month, maintenance count, last battery and tires",
        description: "`tz` is the IANA time zone whose calendar month counts (default UTC).",
        params: byId,
        querystring: z.object({ tz: z.string().max(64).optional() }),
        response: { 200: payloadReply(maintenanceStatsSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await reading(app.deps, (deps) =>
          vehicleStats(deps, request.user, request.params.id, timeZone(request.query.tz)),
        ),
      ),
  );

  routes.post(
    "/:id",
    {
      schema: {
        tags,
        summary: "Log a maintenance",
        params: byId,
        body: maintenanceCreateSchema,
        response: { 201: payloadReply(maintenanceSchema), ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        code: 201,
        message: "MAINTENANCE_CREATED",
        payload: await writing(app.deps, (deps) => addMaintenance(deps, request.user, request.params.id, request.body)),
      }),
  );

  routes.post(
    "/:id/:type",
    {
      config: { apiKey: "log" },
      schema: {
        tags,
        summary: "Log a maintenance of the type in the path (general, tires, battery)",
        params: byId.extend({ type: maintenanceTypeSchema }),
        body: z.record(z.string(), z.unknown()),
        response: { 201: payloadReply(maintenanceSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      const input = maintenanceCreateSchema.parse({ ...request.body, type: request.params.type });
      return reply.code(201).send({
        code: 201,
        message: "MAINTENANCE_CREATED",
        payload: await writing(app.deps, (deps) => addMaintenance(deps, request.user, request.params.id, input)),
      });
    },
  );

  routes.get(
    "/q/:qty/v/:vehicleId",
    {
      schema: {
        tags,
        summary: "The newest items of a vehicle's history (maintenances and refuels)",
        params: z.object({ qty: quantity, vehicleId: idSchema }),
        response: { 200: payloadReply(z.array(listItemSchema)), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await reading(app.deps, (deps) =>
          latestItems(deps, request.user, request.params.vehicleId, request.params.qty),
        ),
      ),
  );

  routes.get(
    "/services/:qty/v/:vehicleId",
    {
      schema: {
        tags,
        summary: `The newest maintenances (default ${listSizes.servicesDefault})`,
        params: z.object({ qty: quantity.default(listSizes.servicesDefault), vehicleId: idSchema }),
        response: { 200: payloadReply(z.array(maintenanceSchema)), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await reading(app.deps, (deps) =>
          latestServices(deps, request.user, request.params.vehicleId, request.params.qty),
        ),
      ),
  );

  routes.get(
    "/detail/:vehicleId/:id",
    {
      schema: {
        tags,
        summary: "One maintenance, as a list (empty when not found)",
        params: z.object({ vehicleId: idSchema, id: idSchema }),
        response: { 200: payloadReply(z.array(maintenanceSchema)), ...errorReplies },
      },
    },
    async (request) =>
      ok(
        await reading(app.deps, (deps) =>
          maintenanceDetail(deps, request.user, request.params.vehicleId, request.params.id),
        ),
      ),
  );

  routes.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Edit a maintenance: the owner any, a workshop or customer their own",
        params: byId,
        body: maintenanceUpdateSchema,
        response: { 200: payloadReply(maintenanceSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "MAINTENANCE_UPDATED",
      payload: await writing(app.deps, (deps) =>
        updateMaintenance(deps, request.user, request.params.id, request.body),
      ),
    }),
  );

  routes.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete a maintenance: the owner any, a workshop or customer their own, an admin any",
        params: byId,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => deleteMaintenance(deps, request.user, request.params.id));
      return { code: 200, message: "MAINTENANCE_DELETED" };
    },
  );
}
