import { z } from "zod";
import { countryPlanPricesSchema } from "../plan/plan-prices.js";

/** `GET /config`: what the PWA needs to know about its server before anyone signs in. */
export const clientConfigSchema = z.object({
  version: z.string(),
  googleClientId: z.string().nullable(),
  /** The VAPID public key a browser subscribes to push with. */
  pushPublicKey: z.string(),
  /** Paid plans are bought at the provider's checkout; false in test mode (plans switch at once). */
  cardPayments: z.boolean(),
  /** The operator's plan prices by country; a country left out pays the spec's dollars. */
  planPrices: countryPlanPricesSchema,
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
