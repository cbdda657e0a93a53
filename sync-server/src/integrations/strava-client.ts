import { numberLimits, stravaScopes } from "@odo/domain";
import { z } from "zod";
import type { AppConfig } from "../config.js";

/** Strava answered with an error status, or could not be reached (`status` undefined). */
export class StravaError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "StravaError";
  }
}

const tokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().int(),
  athlete: z.object({ id: z.union([z.number(), z.string()]) }).optional(),
});
export type StravaTokens = z.infer<typeof tokensSchema>;

const athleteSchema = z.object({
  id: z.union([z.number(), z.string()]),
  bikes: z
    .array(
      z.object({
        id: z.string(),
        name: z.string().nullable().optional(),
        nickname: z.string().nullable().optional(),
        retired: z.boolean().optional(),
        distance: z.number().min(0),
      }),
    )
    .default([]),
});

export interface StravaBike {
  id: string;
  name: string;
  nickname: string | null;
  retired: boolean;
  /** Kilometres, from the metres Strava keeps. */
  distanceKm: number;
}

const timeoutMs = 10_000;

/**
 * The four calls Odo makes to Strava (SPEC §7 "External authorization"): every answer is checked
 * against a schema before use, and every failure is a StravaError.
 */
export function stravaClient(config: AppConfig["strava"]) {
  const credentials = () => {
    if (!config.clientId || !config.clientSecret) throw new StravaError(undefined, "Strava is not configured");
    return { client_id: config.clientId, client_secret: config.clientSecret };
  };

  async function call<T extends z.ZodType>(path: string, init: RequestInit, schema: T): Promise<z.output<T>> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new StravaError(undefined, error instanceof Error ? error.message : "unreachable");
    }
    if (!response.ok) throw new StravaError(response.status, `Strava answered ${response.status} to ${path}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new StravaError(response.status, `Strava's answer to ${path} has an unexpected shape`);
    return parsed.data;
  }

  const form = (values: Record<string, string>): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });

  return {
    authorizeUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({
        client_id: credentials().client_id,
        response_type: "code",
        redirect_uri: redirectUri,
        scope: stravaScopes.join(","),
        approval_prompt: "auto",
        state,
      });
      return `${config.baseUrl}/oauth/authorize?${query}`;
    },
    exchangeCode: async (code: string) =>
      await call("/oauth/token", form({ ...credentials(), code, grant_type: "authorization_code" }), tokensSchema),
    refresh: async (refreshToken: string) =>
      await call(
        "/oauth/token",
        form({ ...credentials(), refresh_token: refreshToken, grant_type: "refresh_token" }),
        tokensSchema,
      ),
    async bikes(accessToken: string): Promise<StravaBike[]> {
      const athlete = await call(
        "/api/v3/athlete",
        { headers: { authorization: `Bearer ${accessToken}` } },
        athleteSchema,
      );
      return athlete.bikes.map((bike) => ({
        id: bike.id,
        name: bike.name ?? bike.nickname ?? bike.id,
        nickname: bike.nickname ?? null,
        retired: bike.retired ?? false,
        // Strava's figure feeds the odometer: bounded like any reading typed in Odo.
        distanceKm: Math.min(Math.max(Math.round(bike.distance) / 1000, 0), numberLimits.odometerKm),
      }));
    },
    deauthorize: (accessToken: string) =>
      call("/oauth/deauthorize", form({ access_token: accessToken }), z.unknown()).then(() => undefined),
  };
}
