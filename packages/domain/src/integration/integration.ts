import { z } from "zod";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, storedNumber } from "../shared/numbers.js";
import { oneOf } from "../shared/one-of.js";

/**
 * Fitness services (SPEC §1, §9): Strava works; the second is listed but shows a coming-soon alert.
 * An imported or linked vehicle defaults to a bicycle.
 */
export const integrationNames = ["strava", "garmin"] as const;
export const integrationNameSchema = oneOf(integrationNames);
export type IntegrationName = z.infer<typeof integrationNameSchema>;

export const availableIntegrations: readonly IntegrationName[] = ["strava"];

export function isIntegrationAvailable(name: IntegrationName): boolean {
  return availableIntegrations.includes(name);
}

/** Strava scopes asked for at authorization (SPEC §7 "External authorization"). */
export const stravaScopes = ["read", "activity:read", "activity:read_all", "profile:read_all"] as const;

/** A bike from the fitness service's athlete profile (SPEC §3 "External vehicle"). */
export const externalVehicleSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  nickname: z.string().nullable().optional(),
  year: z.number().int().nullable().optional(),
  converted_distance: storedNumber(numberLimits.odometerKm),
  type: z.string().nullable().optional(),
  plateNumber: z.string().nullable().optional(),
});
export type ExternalVehicle = z.infer<typeof externalVehicleSchema>;

/** `POST /vehicles/externals/{id}`: link a bike to an existing vehicle. */
export const linkExternalVehicleSchema = z.object({
  integrationName: integrationNameSchema,
  extId: z.string({ error: "selectVehicle" }).min(1, { error: "selectVehicle" }),
  displacement: optionalAmount(2, numberLimits.odometerKm),
});

/**
 * `POST /users/integration/{id}` body: the code Strava returned and the state the server signed
 * when the user left for Strava; both are needed (missingParams).
 */
export const integrationCodeSchema = z.object({
  code: z.string({ error: "missingParams" }).min(1, { error: "missingParams" }).max(500, { error: "maxLength" }),
  state: z.string({ error: "missingParams" }).min(1, { error: "missingParams" }).max(1_000, { error: "maxLength" }),
});

/** `GET /users/integration/strava/authorize`: the bicycle to connect, when connecting one. */
export const integrationAuthorizeQuerySchema = z.object({ vehicleId: idSchema.optional() });

/** `POST /users/disconnect-integration` body. */
export const disconnectIntegrationSchema = z.object({ integrationName: integrationNameSchema });

/** The callback's query: code and scope are required (missingParams); vehicleId is optional. */
export const integrationCallbackQuerySchema = z.object({
  code: z.string({ error: "missingParams" }).min(1, { error: "missingParams" }),
  scope: z.string({ error: "missingParams" }).min(1, { error: "missingParams" }),
  state: z.string().optional(),
  vehicleId: z.string().optional(),
});

/** What Strava sends back instead of a code when the athlete refuses (SPEC §4 "Integration callback"). */
export const refusedAuthorizationError = "access_denied";
