import { appVersion, clientConfigSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** What the PWA needs to know about this server before anyone signs in. */
export async function configRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/config",
      { schema: { tags: ["system"], summary: "Public client configuration", response: { 200: clientConfigSchema } } },
      async () => ({
        version: appVersion,
        googleClientId: app.deps.config.googleClientId ?? null,
        pushPublicKey: app.deps.config.vapid.publicKey,
        cardPayments: app.deps.config.billing !== null,
        planPrices: app.deps.config.planPrices,
      }),
    );
}
