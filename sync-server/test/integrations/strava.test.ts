import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stravaScopes } from "@odo/domain";
import { type FakeStrava, startFakeStrava } from "@odo/strava-fake";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { integrationAccounts } from "../../src/db/schema.js";
import { sealStoredTokensRepair } from "../../src/integrations/seal-tokens-repair.js";
import { openToken } from "../../src/token-vault.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan, withDb } from "../helper.js";
import { authorizedAt, connectStrava } from "./strava-helper.js";

let fake: FakeStrava;
let server: TestServer;
let ana: Session;

beforeAll(async () => {
  fake = await startFakeStrava();
});
afterAll(async () => fake.close());
beforeEach(async () => {
  Object.assign(fake.settings, {
    denyAuthorization: false,
    failTokenExchange: false,
    failDeauthorize: false,
    tokenLifetimeSeconds: 6 * 3_600,
  });
  fake.settings.bikes[0] = { ...fake.settings.bikes[0], distance: 1_523_400 } as (typeof fake.settings.bikes)[0];
  server = await build({
    config: {
      publicUrl: "http://odo.test",
      strava: { clientId: fake.settings.clientId, clientSecret: fake.settings.clientSecret, baseUrl: fake.url },
    },
  });
  ana = await userOnPlan(server, "anacyclist", "basic");
});
afterEach(async () => server.close());

const authorizeAtStrava = (session: Session, vehicleId?: string) => authorizedAt(server, session, vehicleId);
const connect = (session: Session) => connectStrava(server, session);

const rawTokens = () => server.app.deps.database.read(async (db) => await db.select().from(integrationAccounts));

/** The stored connections, with their tokens opened as the server reads them. */
const storedTokens = async () =>
  (await rawTokens()).map((row) => ({
    ...row,
    accessToken: openToken(server.config.tokenEncryptionKey, row.accessToken),
    refreshToken: openToken(server.config.tokenEncryptionKey, row.refreshToken),
  }));

describe("connecting Strava", () => {
  it("sends the browser to Strava with the app's client, callback, scopes and a signed state", async () => {
    const { url } = (await call(server, ana, "GET", "/api/users/integration/strava/authorize")).json().payload;
    const query = new URL(url).searchParams;
    expect(url.startsWith(`${fake.url}/oauth/authorize?`)).toBe(true);
    expect(Object.fromEntries(query)).toMatchObject({
      client_id: fake.settings.clientId,
      response_type: "code",
      redirect_uri: "http://odo.test/integrations/callback",
      scope: stravaScopes.join(","),
      approval_prompt: "auto",
    });
    expect(query.get("state")).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it("trades the code for tokens kept on the server, and lists the integration on the user", async () => {
    const response = await connect(ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "strava", vehicleId: null, user: { integrations: ["strava"] } });
    const [account] = await storedTokens();
    expect(account).toMatchObject({ userId: ana.userId, athleteId: "9001" });
    const pulled = (await call(server, ana, "GET", "/api/sync/pull?cursor=0")).body;
    for (const secret of [account?.accessToken, account?.refreshToken]) {
      expect(response.body).not.toContain(secret);
      expect(pulled).not.toContain(secret);
    }
    expect(pulled).toContain('"integrations":["strava"]');
  });

  it("refuses a missing code, a state made for someone else, and a code Strava refuses", async () => {
    const back = await authorizeAtStrava(ana);
    const bob = await userOnPlan(server, "bobcyclist", "basic");
    const missing = await call(server, ana, "POST", `/api/users/integration/${ana.userId}`, {
      state: back.get("state"),
    });
    expect(missing.json()).toMatchObject({ code: 400, message: "missingParams" });
    const foreign = await call(server, bob, "POST", `/api/users/integration/${bob.userId}`, {
      code: back.get("code"),
      state: back.get("state"),
    });
    expect(foreign.json()).toEqual({ code: 401, message: "userNotAuthenticated" });
    server.clock.advance(16 * 60 * 1000);
    const late = await call(server, ana, "POST", `/api/users/integration/${ana.userId}`, {
      code: back.get("code"),
      state: back.get("state"),
    });
    expect(late.json().message).toBe("userNotAuthenticated");
    fake.settings.failTokenExchange = true;
    const refused = await connect(ana);
    expect(refused.json()).toEqual({ code: 502, message: "integrationFailed" });
    expect(await storedTokens()).toEqual([]);
  });

  it("says Strava is not available when the server has no Strava app configured", async () => {
    const bare = await build();
    const session = await userOnPlan(bare, "nostrava");
    const response = await call(bare, session, "GET", "/api/users/integration/strava/authorize");
    expect(response.json()).toEqual({ code: 503, message: "integration not available" });
    await bare.close();
  });
});

describe("tokens at rest", () => {
  it("stores Strava's tokens sealed, nowhere in the database file in clear", async () => {
    await connect(ana);
    const [opened] = await storedTokens();
    const [raw] = await rawTokens();
    expect(raw?.accessToken).toMatch(/^v1\./);
    expect(raw?.refreshToken).toMatch(/^v1\./);
    // With SQLite, not in the bytes of its file either (PostgreSQL's files are the server's own).
    const files = server.config.databaseUrl
      ? []
      : ["odo.sqlite", "odo.sqlite-wal"].map((name) => readFileSync(join(server.config.dataDir, name)));
    for (const secret of [opened?.accessToken, opened?.refreshToken]) {
      expect(secret).toBeTruthy();
      expect(JSON.stringify(raw)).not.toContain(String(secret));
      for (const file of files) expect(file.includes(String(secret))).toBe(false);
    }
  });

  it("seals tokens an older version stored in clear, and still uses them", async () => {
    await connect(ana);
    const [opened] = await storedTokens();
    await withDb(server, async (db) => {
      await db
        .update(integrationAccounts)
        .set({ accessToken: String(opened?.accessToken), refreshToken: String(opened?.refreshToken) })
        .where(eq(integrationAccounts.userId, ana.userId));
      await sealStoredTokensRepair(server.config.tokenEncryptionKey).run(db, new Date());
    });
    expect((await rawTokens())[0]?.accessToken).toMatch(/^v1\./);
    expect((await storedTokens())[0]?.accessToken).toBe(opened?.accessToken);
    expect((await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)).statusCode).toBe(200);
  });
});

describe("plans", () => {
  const planRefusal = { code: 403, message: "Tu plan no incluye esta función" };

  it("refuses Strava to a free user at every step, before calling Strava", async () => {
    const back = await authorizeAtStrava(ana);
    const free = await userOnPlan(server, "freefelipe");
    expect((await call(server, free, "GET", "/api/users/integration/strava/authorize")).json()).toEqual(planRefusal);
    const connectFree = await call(server, free, "POST", `/api/users/integration/${free.userId}`, {
      code: back.get("code"),
      state: back.get("state"),
    });
    expect(connectFree.json()).toEqual(planRefusal);
    expect((await call(server, free, "GET", `/api/vehicles/externals/${free.userId}`)).json()).toEqual(planRefusal);
    const bike = (
      await call(server, free, "POST", "/api/vehicles", { vehicleType: "bicycle", manufacture: "a", model: "b" })
    ).json().payload;
    const link = await call(server, free, "POST", `/api/vehicles/externals/${bike._id}`, {
      integrationName: "strava",
      extId: "b1001",
    });
    expect(link.json()).toEqual(planRefusal);
    const stravaBike = { vehicleType: "bicycle", manufacture: "Trek", model: "Domane", extId: "b1001", from: "strava" };
    expect((await call(server, free, "POST", "/api/vehicles", stravaBike)).json()).toEqual(planRefusal);
    const pushed = await call(server, free, "POST", "/api/sync/push", {
      clientId: "01900000-0000-7000-8000-00000000c1a1",
      mutations: [
        { mid: 1, name: "vehicle.create", args: { ...stravaBike, _id: "01900000-0000-7000-8000-00000000b1e1" } },
      ],
    });
    expect(pushed.json().results).toEqual([
      expect.objectContaining({ mid: 1, status: "rejected", code: "PLAN_FEATURE_REQUIRED" }),
    ]);
    const vehicles = (await call(server, free, "GET", "/api/vehicles")).json().payload;
    expect(vehicles.map((vehicle: { from: string }) => vehicle.from)).toEqual(["manual"]);
    expect(await storedTokens()).toEqual([]);
  });

  it("lets a user who moves down to free keep the bikes they imported, and disconnect", async () => {
    await connect(ana);
    const [bike] = (await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)).json().payload;
    const imported = await call(server, ana, "POST", "/api/vehicles", {
      vehicleType: "bicycle",
      manufacture: bike.name,
      model: bike.nickname,
      displacement: bike.converted_distance,
      extId: bike.id,
      from: "strava",
    });
    expect(imported.statusCode).toBe(201);
    expect((await call(server, ana, "PATCH", "/api/users/plan", { plan: "free" })).statusCode).toBe(200);
    const vehicles = (await call(server, ana, "GET", "/api/vehicles")).json().payload;
    expect(vehicles).toEqual([expect.objectContaining({ extId: bike.id, from: "strava" })]);
    expect((await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)).json()).toEqual(planRefusal);
    const disconnected = await call(server, ana, "POST", "/api/users/disconnect-integration", {
      integrationName: "strava",
    });
    expect(disconnected.statusCode).toBe(200);
  });
});

describe("bikes", () => {
  it("answers 'integration not found' before connecting, then lists the athlete's bikes in km", async () => {
    const before = await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`);
    expect(before.json()).toEqual({ code: 404, message: "integration not found" });
    await connect(ana);
    const bikes = (await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)).json().payload;
    expect(bikes).toEqual([
      expect.objectContaining({ id: "b1001", name: "Trek Domane", nickname: "Road", converted_distance: 1523.4 }),
      expect.objectContaining({ id: "b1002", converted_distance: 412 }),
    ]);
  });

  it("links a bike to a bicycle; its distance feeds the odometer and follows Strava on pull", async () => {
    await connect(ana);
    const bicycle = (
      await call(server, ana, "POST", "/api/vehicles", {
        vehicleType: "bicycle",
        manufacture: "trek",
        model: "domane",
        displacement: 100,
      })
    ).json().payload;
    const unknown = await call(server, ana, "POST", `/api/vehicles/externals/${bicycle._id}`, {
      integrationName: "strava",
      extId: "b9999",
    });
    expect(unknown.json()).toMatchObject({ code: 400, message: "selectVehicle" });
    const linked = await call(server, ana, "POST", `/api/vehicles/externals/${bicycle._id}`, {
      integrationName: "strava",
      extId: "b1001",
    });
    expect(linked.json().payload).toMatchObject({
      extId: "b1001",
      from: "strava",
      externalDistance: 1523.4,
      integrations: [{ name: "strava", status: "connected" }],
    });
    const status = (await call(server, ana, "GET", `/api/vehicles/${bicycle._id}/maintenance-status`)).json().payload;
    expect(status.accumulatedKm).toBeCloseTo(1423.4);

    fake.settings.bikes[0] = { ...fake.settings.bikes[0], distance: 1_600_000 } as (typeof fake.settings.bikes)[0];
    server.clock.advance(16 * 60 * 1000);
    await call(server, ana, "GET", "/api/sync/pull?cursor=0");
    await expect
      .poll(
        async () =>
          (await call(server, ana, "GET", `/api/vehicles/info/${bicycle._id}`)).json().payload.externalDistance,
      )
      .toBe(1600);
  });

  it("refreshes an expiring access token before calling Strava", async () => {
    fake.settings.tokenLifetimeSeconds = 30;
    await connect(ana);
    const refreshesBefore = fake.tokenCalls.refresh_token;
    const bikes = await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`);
    expect(bikes.statusCode).toBe(200);
    expect(fake.tokenCalls.refresh_token).toBe(refreshesBefore + 1);
  });

  it("refreshes an expired token once when several requests need it at the same moment", async () => {
    // Connected with a token already inside the refresh margin; the refreshed one lasts an hour.
    fake.settings.tokenLifetimeSeconds = 30;
    await connect(ana);
    fake.settings.tokenLifetimeSeconds = 3_600;
    const refreshesBefore = fake.tokenCalls.refresh_token;
    // Strava takes back a refresh token once used: a second refresh with it would fail.
    const replies = await Promise.all(
      [1, 2, 3].map(() => call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(fake.tokenCalls.refresh_token).toBe(refreshesBefore + 1);
    // The new tokens were kept: the next request needs no refresh.
    expect((await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)).statusCode).toBe(200);
    expect(fake.tokenCalls.refresh_token).toBe(refreshesBefore + 1);
  });

  it("links only the owner's own vehicle", async () => {
    await connect(ana);
    const bob = await userOnPlan(server, "bobcyclist");
    const bobsCar = (await call(server, bob, "POST", "/api/vehicles", aCar)).json().payload;
    const response = await call(server, ana, "POST", `/api/vehicles/externals/${bobsCar._id}`, {
      integrationName: "strava",
      extId: "b1001",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("disconnecting", () => {
  it("revokes at Strava and forgets the tokens", async () => {
    await connect(ana);
    const token = (await storedTokens())[0]?.accessToken;
    const response = await call(server, ana, "POST", "/api/users/disconnect-integration", {
      integrationName: "strava",
    });
    expect(response.json()).toMatchObject({ code: 200, user: { integrations: [] } });
    expect(fake.deauthorized).toContain(token);
    expect(await storedTokens()).toEqual([]);
    expect((await call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)).statusCode).toBe(404);
  });

  it("keeps the connection and says so when Strava cannot revoke", async () => {
    await connect(ana);
    fake.settings.failDeauthorize = true;
    const response = await call(server, ana, "POST", "/api/users/disconnect-integration", {
      integrationName: "strava",
    });
    expect(response.json()).toEqual({ code: 400, message: "Error al desconectar la integración" });
    expect(await storedTokens()).toHaveLength(1);
    const notConnected = await call(server, ana, "POST", "/api/users/disconnect-integration", {
      integrationName: "garmin",
    });
    expect(notConnected.json()).toEqual({ code: 404, message: "integration not found" });
  });
});
