import type { ExternalVehicle, User, Vehicle } from "@odo/domain";
import { type ApiReply, api } from "../session/api.js";

/**
 * The fitness-service calls the app makes (SPEC §7). They need the network: connecting happens on
 * Strava's site and the bikes live there. Network failures throw the api's NetworkError.
 */
export async function stravaAuthorizeUrl(vehicleId?: string): Promise<ApiReply<{ payload: { url: string } }>> {
  return api(`/users/integration/strava/authorize${vehicleId ? `?vehicleId=${encodeURIComponent(vehicleId)}` : ""}`);
}

export function finishStravaConnection(userId: string, code: string, state: string) {
  return api<{ user: User; name: string; vehicleId: string | null }>(`/users/integration/${userId}`, {
    method: "POST",
    body: { code, state },
  });
}

export function externalVehicles(userId: string) {
  return api<{ payload: ExternalVehicle[] }>(`/vehicles/externals/${userId}`);
}

export function linkExternalVehicle(vehicleId: string, extId: string) {
  return api<{ payload: Vehicle }>(`/vehicles/externals/${vehicleId}`, {
    method: "POST",
    body: { integrationName: "strava", extId },
  });
}

export function disconnectIntegration(integrationName: string) {
  return api<{ user: User }>("/users/disconnect-integration", { method: "POST", body: { integrationName } });
}
