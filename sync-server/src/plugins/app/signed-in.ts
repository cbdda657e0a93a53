import type { FastifyInstance } from "fastify";

/** What the OpenAPI document says a route needs: the session's bearer token. */
const bearer: Record<string, string[]>[] = [{ bearer: [] }];

/** What the OpenAPI document says a route a personal API key may call needs: a session or a key. */
const bearerOrKey: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];

/**
 * Routes that need a session, in a scope of their own: one hook checks the session before each
 * of them, and each route's documentation says it needs one. With `apiKeys`, a personal API key
 * may call them too: its reads (GET) with any key, and the routes marked `config.apiKey: "log"`
 * with a key that logs entries; everywhere else a key is refused.
 */
export function signedIn(routes: (scope: FastifyInstance) => Promise<void>, { apiKeys = false } = {}) {
  return async (scope: FastifyInstance) => {
    scope.addHook("onRoute", (route) => {
      const reads = route.method === "GET" || (Array.isArray(route.method) && route.method.includes("GET"));
      const keyNeed = apiKeys ? (route.config?.apiKey ?? (reads ? "read" : undefined)) : undefined;
      route.config = { ...route.config, ...(keyNeed ? { apiKey: keyNeed } : {}) };
      if (!keyNeed) delete route.config.apiKey;
      route.schema = { ...route.schema, security: keyNeed ? bearerOrKey : bearer };
    });
    scope.addHook("onRequest", scope.authenticate);
    await scope.register(routes);
  };
}
