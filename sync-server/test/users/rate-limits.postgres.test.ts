import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basic, build, type TestServer, userOnPlan } from "../helper.js";

/**
 * Two server processes on one PostgreSQL database count an address's requests together: guesses
 * spread over both are limited as if they all reached one. Run by the `postgres` project only.
 */
const limit = 4;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await build({ config: { rateLimitPerMinute: limit } });
  second = await build({ config: { rateLimitPerMinute: limit, databaseUrl: first.config.databaseUrl } });
  await userOnPlan(first, "ratelimited");
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe("rate limits across server processes", () => {
  it("stops the guesses spread over both processes where one process would have", async () => {
    const guess = (server: TestServer) =>
      server.app.inject({
        method: "GET",
        url: "/api/users/signin",
        headers: { authorization: basic("ratelimited", "Wrong1234") },
        // An address of its own: the set-up's requests came from another.
        remoteAddress: "10.0.0.7",
      });
    const statuses: number[] = [];
    for (const server of [second, first, second, first, second]) statuses.push((await guess(server)).statusCode);
    // Each process alone saw at most three: counted apart, none would have been refused.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
