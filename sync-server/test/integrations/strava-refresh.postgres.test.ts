import { type FakeStrava, startFakeStrava } from "@odo/strava-fake";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, call, type TestServer, userOnPlan } from "../helper.js";
import { connectStrava } from "./strava-helper.js";

/**
 * Two server processes' worth of servers on one PostgreSQL database, both finding the same Strava
 * token expiring: Strava takes a refresh token back once used, so exactly one may refresh it.
 * (`postgres` project only: SQLite has one process.)
 */
let fake: FakeStrava;
let servers: TestServer[] = [];

beforeAll(async () => {
  fake = await startFakeStrava();
  const strava = { clientId: fake.settings.clientId, clientSecret: fake.settings.clientSecret, baseUrl: fake.url };
  const first = await build({ config: { strava } });
  servers = [first, await build({ config: { strava, databaseUrl: first.config.databaseUrl } })];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await fake.close();
});

describe("a Strava token refresh shared by several servers", () => {
  it("happens once, and every server's request gets the new token", async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const ana = await userOnPlan(first, "anarefresh", "basic");
    fake.settings.tokenLifetimeSeconds = 30;
    expect((await connectStrava(first, ana)).statusCode).toBe(200);
    fake.settings.tokenLifetimeSeconds = 3_600;
    const before = fake.tokenCalls.refresh_token;
    const replies = await Promise.all(
      [first, second, first, second].map((server) => call(server, ana, "GET", `/api/vehicles/externals/${ana.userId}`)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(fake.tokenCalls.refresh_token).toBe(before + 1);
  });
});
