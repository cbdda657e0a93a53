import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A bike as Strava's athlete endpoint lists it (`distance` in metres, `converted_distance` in km). */
export interface FakeBike {
  id: string;
  name: string;
  nickname?: string;
  primary?: boolean;
  retired?: boolean;
  distance: number;
}

/** What the fake does; tests change it through `settings` or `POST /__fake/settings`. */
export interface FakeSettings {
  clientId: string;
  clientSecret: string;
  athlete: { id: number; firstname: string; lastname: string };
  bikes: FakeBike[];
  /** The athlete presses "Cancel" on the authorize page: the redirect carries error=access_denied. */
  denyAuthorization: boolean;
  /** The token endpoint refuses every code, as Strava does for a used or forged one. */
  failTokenExchange: boolean;
  /** The deauthorize endpoint fails with a 500. */
  failDeauthorize: boolean;
  /** Lifetime of an access token; a short one makes the server refresh. */
  tokenLifetimeSeconds: number;
}

export interface FakeStrava {
  /** Base URL to give Odo as STRAVA_BASE_URL. */
  url: string;
  settings: FakeSettings;
  /** Access tokens revoked through /oauth/deauthorize, in order. */
  deauthorized: string[];
  /** How many times each grant type was used at /oauth/token. */
  tokenCalls: { authorization_code: number; refresh_token: number };
  close(): Promise<void>;
}

const defaults = (): FakeSettings => ({
  clientId: "12345",
  clientSecret: "fake-strava-secret",
  athlete: { id: 9_001, firstname: "Lucía", lastname: "Gómez" },
  bikes: [
    { id: "b1001", name: "Trek Domane", nickname: "Road", primary: true, distance: 1_523_400 },
    { id: "b1002", name: "Specialized Rockhopper", distance: 412_000 },
  ],
  denyAuthorization: false,
  failTokenExchange: false,
  failDeauthorize: false,
  tokenLifetimeSeconds: 6 * 3_600,
});

const token = () => randomBytes(20).toString("hex");

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return {};
  if ((request.headers["content-type"] ?? "").includes("application/json")) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const fault = (field: string, code: string) => ({
  message: "Bad Request",
  errors: [{ resource: "Application", field, code }],
});

/**
 * Starts a fake of Strava on loopback: an authorize page that approves at once (or refuses) and
 * redirects with a code, token exchange and refresh, the athlete with bikes, and deauthorize.
 */
export async function startFakeStrava(overrides: Partial<FakeSettings> = {}, port = 0): Promise<FakeStrava> {
  const settings: FakeSettings = { ...defaults(), ...overrides };
  const codes = new Set<string>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const deauthorized: string[] = [];
  const tokenCalls = { authorization_code: 0, refresh_token: 0 };

  const issueTokens = () => {
    const access = token();
    const refresh = token();
    const expiresAt = Math.floor(Date.now() / 1000) + settings.tokenLifetimeSeconds;
    accessTokens.set(access, expiresAt);
    refreshTokens.add(refresh);
    return {
      token_type: "Bearer",
      access_token: access,
      refresh_token: refresh,
      expires_at: expiresAt,
      expires_in: settings.tokenLifetimeSeconds,
    };
  };

  const bearerIsLive = (request: IncomingMessage) => {
    const access = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const expiresAt = access ? accessTokens.get(access) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now() / 1000;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const route = `${request.method} ${url.pathname}`;
      if (route === "GET /oauth/authorize") {
        const query = url.searchParams;
        if (query.get("client_id") !== settings.clientId) return send(response, 400, fault("client_id", "invalid"));
        if (query.get("response_type") !== "code") return send(response, 400, fault("response_type", "invalid"));
        const redirect = query.get("redirect_uri");
        if (!redirect) return send(response, 400, fault("redirect_uri", "invalid"));
        const target = new URL(redirect);
        target.searchParams.set("state", query.get("state") ?? "");
        if (settings.denyAuthorization) {
          target.searchParams.set("error", "access_denied");
        } else {
          const code = token();
          codes.add(code);
          target.searchParams.set("code", code);
          target.searchParams.set("scope", query.get("scope") ?? "read");
        }
        response.writeHead(302, { location: target.toString() });
        return response.end();
      }
      if (route === "POST /oauth/token") {
        const body = await bodyOf(request);
        if (body.client_id !== settings.clientId || body.client_secret !== settings.clientSecret) {
          return send(response, 401, fault("client_id", "invalid"));
        }
        if (body.grant_type === "authorization_code") {
          tokenCalls.authorization_code += 1;
          const code = String(body.code ?? "");
          if (settings.failTokenExchange || !codes.delete(code)) {
            return send(response, 400, fault("code", "invalid"));
          }
          return send(response, 200, { ...issueTokens(), athlete: settings.athlete });
        }
        if (body.grant_type === "refresh_token") {
          tokenCalls.refresh_token += 1;
          if (!refreshTokens.delete(String(body.refresh_token ?? ""))) {
            return send(response, 400, fault("refresh_token", "invalid"));
          }
          return send(response, 200, issueTokens());
        }
        return send(response, 400, fault("grant_type", "invalid"));
      }
      if (route === "GET /api/v3/athlete") {
        if (!bearerIsLive(request)) return send(response, 401, { message: "Authorization Error" });
        return send(response, 200, {
          ...settings.athlete,
          resource_state: 3,
          bikes: settings.bikes.map((bike) => ({
            id: bike.id,
            name: bike.name,
            nickname: bike.nickname ?? null,
            primary: bike.primary ?? false,
            retired: bike.retired ?? false,
            resource_state: 2,
            distance: bike.distance,
            converted_distance: Math.round(bike.distance / 100) / 10,
          })),
        });
      }
      if (route === "POST /oauth/deauthorize") {
        const body = await bodyOf(request);
        const access = String(body.access_token ?? "");
        if (settings.failDeauthorize) return send(response, 500, { message: "Internal Error" });
        if (!accessTokens.delete(access)) return send(response, 401, { message: "Authorization Error" });
        deauthorized.push(access);
        return send(response, 200, { access_token: access });
      }
      if (route === "POST /__fake/settings") {
        Object.assign(settings, await bodyOf(request));
        return send(response, 200, settings);
      }
      if (route === "GET /__fake/state") {
        return send(response, 200, { settings, deauthorized, tokenCalls });
      }
      return send(response, 404, { message: "Record Not Found" });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    settings,
    deauthorized,
    tokenCalls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
