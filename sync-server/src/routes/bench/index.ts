import type { FastifyInstance } from "fastify";
import { statement } from "../../db/statements.js";

/**
 * The floor `npm run bench` compares `GET /api/vehicles` with: the same rows read by one prepared
 * statement and returned with no auth, validation or reshaping. Registered only with BENCH_MODE=1.
 */
export async function benchRoutes(app: FastifyInstance) {
  app.get<{ Params: { ownerId: string } }>("/bare-vehicles/:ownerId", { schema: { hide: true } }, async (request) =>
    app.deps.database.read((db) =>
      statement(db, "SELECT * FROM vehicles WHERE owner_id = ?").all([request.params.ownerId]),
    ),
  );
}
