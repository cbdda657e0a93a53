import { z } from "zod";
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
  converted_distance: z.number().min(0),
  type: z.string().nullable().optional(),
  plateNumber: z.string().nullable().optional(),
});
export type ExternalVehicle = z.infer<typeof externalVehicleSchema>;

/** `POST /vehicles/externals/{id}`: link a bike to an existing vehicle. */
export const linkExternalVehicleSchema = z.object({
  integrationName: integrationNameSchema,
  extId: z.string({ error: "selectVehicle" }).min(1, { error: "selectVehicle" }),
  displacement: z.number().min(0).optional(),
});

/** `POST /users/integration/{id}` body: the authorization code Strava returned. */
export const integrationCodeSchema = z.object({ code: z.string({ error: "required" }).min(1, { error: "required" }) });

/** `POST /users/disconnect-integration` body. */
export const disconnectIntegrationSchema = z.object({ integrationName: integrationNameSchema });

/** The callback's query: code and scope are required (missingParams); vehicleId is optional. */
export const integrationCallbackQuerySchema = z.object({
  code: z.string({ error: "missingParams" }).min(1, { error: "missingParams" }),
  scope: z.string({ error: "missingParams" }).min(1, { error: "missingParams" }),
  state: z.string().optional(),
  vehicleId: z.string().optional(),
});
