import {
  detailedMaintenanceStatusSchema,
  idSchema,
  maintenanceStatusSchema,
  transferClaimSchema,
  vehicleCreateSchema,
  vehicleLimitsSchema,
  vehicleSchema,
  vehicleSettingsSchema,
  vehicleUpdateSchema,
} from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import { ApiError } from "../../errors.js";
import { authorizeTransfer, claimTransfer } from "../../vehicle/transfer.js";
import {
  createVehicle,
  deleteVehicle,
  limitsOf,
  listVehicles,
  readVehicle,
  updateSettings,
  updateVehicle,
  vehicleDetailedStatus,
  vehicleStatus,
} from "../../vehicle/vehicles.js";
import { endWorkshopVisit } from "../../vehicle/workshop-visits.js";
import { errorReplies, messageReply, ok, payloadReply } from "../schemas.js";
import { vehicleExpenseRoutes } from "./expenses.js";
import { vehicleExportRoutes } from "./export.js";
import { externalVehicleRoutes } from "./externals.js";
import { vehicleReminderRoutes } from "./reminders.js";
import { vehicleShareRoutes } from "./shares.js";
import { vehicleTyreRoutes } from "./tyres.js";
import { vehicleVinRoutes } from "./vin.js";

const tags = ["vehicles"];
const byId = z.object({ id: idSchema });

export async function vehicleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await routes.register(vehicleShareRoutes);
  await routes.register(vehicleReminderRoutes);
  await routes.register(vehicleExpenseRoutes);
  await routes.register(vehicleTyreRoutes);
  await routes.register(vehicleVinRoutes);
  await routes.register(externalVehicleRoutes);
  await routes.register(vehicleExportRoutes);

  routes.post(
    "/",
    {
      schema: {
        tags,
        summary: "Add a vehicle (403 past the plan's limit)",
        body: vehicleCreateSchema,
        response: { 201: payloadReply(vehicleSchema), ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        code: 201,
        message: "VEHICLE_CREATED",
        payload: await writing(app.deps, (deps) => createVehicle(deps, request.user, request.body)),
      }),
  );

  routes.get(
    "/",
    {
      schema: {
        tags,
        summary: "Your vehicles",
        response: { 200: payloadReply(z.array(vehicleSchema)), ...errorReplies },
      },
    },
    async (request) => {
      const vehicles = await reading(app.deps, (deps) => listVehicles(deps, request.user));
      if (vehicles.length === 0) throw new ApiError("NO_VEHICLES");
      return ok(vehicles);
    },
  );

  routes.get(
    "/limits",
    {
      schema: {
        tags,
        summary: "Your plan's vehicle limits and counts",
        response: { 200: payloadReply(vehicleLimitsSchema), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => limitsOf(deps.db, request.user.id))),
  );

  for (const [path, summary] of [
    ["/details/:id", "A vehicle's details"],
    ["/info/:id", "A vehicle's information (the transfer polling reads its owner)"],
  ] as const) {
    routes.get(
      path,
      {
        schema: {
          tags,
          summary,
          params: byId,
          response: { 200: payloadReply(vehicleSchema), ...errorReplies },
        },
      },
      async (request) => ok(await reading(app.deps, (deps) => readVehicle(deps, request.user, request.params.id))),
    );
  }

  routes.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Change a vehicle's fields",
        params: byId,
        body: vehicleUpdateSchema,
        response: { 200: payloadReply(vehicleSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(await writing(app.deps, (deps) => updateVehicle(deps, request.user, request.params.id, request.body))),
  );

  routes.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete a vehicle and its history",
        params: byId,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => deleteVehicle(deps, request.user, request.params.id));
      return { code: 200, message: "VEHICLE_DELETED" };
    },
  );

  routes.patch(
    "/:id/settings",
    {
      schema: {
        tags,
        summary: "Maintenance interval (100–50,000, step 100) and reset type",
        params: byId,
        body: vehicleSettingsSchema,
        response: { 200: payloadReply(vehicleSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(await writing(app.deps, (deps) => updateSettings(deps, request.user, request.params.id, request.body))),
  );

  routes.delete(
    "/:id/visit",
    {
      schema: {
        tags,
        summary: "End the vehicle's workshop visit: the workshop is done (the owner is told), or the owner collects it",
        params: byId,
        response: { 200: payloadReply(vehicleSchema), ...errorReplies },
      },
    },
    async (request) => ok(await writing(app.deps, (deps) => endWorkshopVisit(deps, request.user, request.params.id))),
  );

  routes.get(
    "/:id/maintenance-status",
    {
      schema: {
        tags,
        summary: "Maintenance status",
        params: byId,
        response: { 200: payloadReply(maintenanceStatusSchema), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => vehicleStatus(deps, request.user, request.params.id))),
  );

  routes.get(
    "/:id/detailed-maintenance-status",
    {
      schema: {
        tags,
        summary: "Status per component",
        params: byId,
        response: { 200: payloadReply(detailedMaintenanceStatusSchema), ...errorReplies },
      },
    },
    async (request) =>
      ok(await reading(app.deps, (deps) => vehicleDetailedStatus(deps, request.user, request.params.id))),
  );

  routes.post(
    "/transfer/:id",
    {
      schema: {
        tags,
        summary: "Authorize a transfer for 30 s; returns the QR value",
        params: byId,
        response: { 200: payloadReply(z.object({ qr: z.string(), expiresAt: z.string() })), ...errorReplies },
      },
    },
    async (request) => ok(await writing(app.deps, (deps) => authorizeTransfer(deps, request.user, request.params.id))),
  );

  routes.patch(
    "/transfer/:id",
    {
      schema: {
        tags,
        summary: "Claim a vehicle with the owner's live authorization (203 without one)",
        params: byId,
        body: transferClaimSchema,
        response: { 200: payloadReply(vehicleSchema), 203: messageReply, ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "TRANSFER_DONE",
      payload: await writing(app.deps, (deps) => claimTransfer(deps, request.user, request.params.id, request.body)),
    }),
  );
}
