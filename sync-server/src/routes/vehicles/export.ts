import { idSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading } from "../../deps.js";
import { exportFormats, vehicleExport } from "../../vehicle/export.js";

/** A vehicle's history for API clients, in the format the app's Export screen writes. */
export async function vehicleExportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/:id/export",
    {
      schema: {
        tags: ["vehicles"],
        summary: "Your vehicle's whole history: a JSON backup, or CSV files in a ZIP (owner only)",
        params: z.object({ id: idSchema }),
        querystring: z.object({ format: z.enum(exportFormats, { error: "invalidOption" }).default("json") }),
        produces: ["application/json", "application/zip"],
      },
    },
    async (request, reply) => {
      const file = await reading(app.deps, (deps) =>
        vehicleExport(deps, request.user, request.params.id, request.query.format),
      );
      return reply
        .type(file.type)
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
}
