import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { apiErrorBody } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/database.js";
import { addToWindow } from "../../db/rate-windows.js";

/**
 * The plugin's counters in the database's rate windows, one set per route, so that every server
 * process counts an address's requests together.
 */
function databaseStore(database: Database, route = ""): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      database
        .write((db) => addToWindow(db, `requests:${route}:${key}`, now, timeWindow))
        .then(
          ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(resetAt - Date.now(), 0) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      const Child = databaseStore(database, `${String(routeOptions.method)} ${routeOptions.url}`);
      return new Child({});
    }
  };
}

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
      store: databaseStore(app.deps.database),
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
