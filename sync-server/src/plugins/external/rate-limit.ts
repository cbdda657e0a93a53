import fastifyRateLimit from "@fastify/rate-limit";
import { apiErrorBody } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Per-IP limits, switched on route by route (sign-in, sign-up, forgot, reset) through
 * `config.rateLimit`. The per-username limit lives in the account services.
 */
export const rateLimit = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      max: app.deps.config.rateLimitPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) => ({
        ...apiErrorBody("RATE_LIMITED"),
        code: context.statusCode,
        // Thrown as an error, so it needs a status the error handler keeps.
        statusCode: context.statusCode,
      }),
    });
  },
  { name: "rate-limit", dependencies: ["deps"] },
);
