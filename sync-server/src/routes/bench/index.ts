import type { FastifyInstance } from "fastify";

/**
 * The floor `npm run bench` compares `GET /api/vehicles` with: the same rows read by one prepared
 * statement and returned with no auth, validation or reshaping. Registered only with BENCH_MODE=1.
 */
export async function benchRoutes(app: FastifyInstance) {
  const rows = app.deps.db.$client.prepare("SELECT * FROM vehicles WHERE owner_id = ?");
  app.get<{ Params: { ownerId: string } }>("/bare-vehicles/:ownerId", { schema: { hide: true } }, async (request) =>
    rows.all(request.params.ownerId),
  );
}
