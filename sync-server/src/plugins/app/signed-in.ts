import type { FastifyInstance } from "fastify";

/** What the OpenAPI document says a route needs: the session's bearer token. */
const bearer = [{ bearer: [] }];

/**
 * Routes that need a session, in a scope of their own: one hook checks the session before each
 * of them, and each route's documentation says it needs one.
 */
export function signedIn(routes: (scope: FastifyInstance) => Promise<void>) {
  return async (scope: FastifyInstance) => {
    scope.addHook("onRoute", (route) => {
      route.schema = { ...route.schema, security: bearer };
    });
    scope.addHook("onRequest", scope.authenticate);
    await scope.register(routes);
  };
}
