import { appVersion, countryPlanPricesSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** What the PWA needs to know about this server before anyone signs in. */
export async function configRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/config",
    {
      schema: {
        tags: ["system"],
        summary: "Public client configuration",
        response: {
          200: z.object({
            version: z.string(),
            googleClientId: z.string().nullable(),
            /** The VAPID public key a browser subscribes to push with. */
            pushPublicKey: z.string(),
            /** Paid plans are bought at the provider's checkout; false in test mode (plans switch at once). */
            cardPayments: z.boolean(),
            /** The operator's plan prices by country; a country left out pays the spec's dollars. */
            planPrices: countryPlanPricesSchema,
          }),
        },
      },
    },
    async () => ({
      version: appVersion,
      googleClientId: app.deps.config.googleClientId ?? null,
      pushPublicKey: app.deps.config.vapid.publicKey,
      cardPayments: app.deps.config.billing !== null,
      planPrices: app.deps.config.planPrices,
    }),
  );
}
