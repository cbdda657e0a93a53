import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { basic, build, signedInUser, signUpRequest, type TestServer } from "../helper.js";

let server: TestServer;
beforeEach(async () => {
  server = await build();
});
afterEach(async () => server.close());

const ana = { username: "driver1", password: "Secret123", email: "ana@example.com" };
const signIn = (authorization?: string) =>
  server.app.inject({ method: "GET", url: "/api/users/signin", headers: authorization ? { authorization } : {} });

describe("GET /api/users/signin", () => {
  it("returns the user and a token that opens protected routes", async () => {
    await signedInUser(server, ana);
    const response = await signIn(basic("DRIVER1", "Secret123"));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      user: { username: "driver1", email: "ana@example.com", role: "user", subscription: { plan: "free" }, lang: "es" },
    });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(typeof body.token).toBe("string");
    const me = await server.app.inject({
      method: "GET",
      url: `/api/users/${body.user._id}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    [undefined, 400, "MISSING_AUTHORIZATION_HEADER"],
    ["Bearer abc", 400, "INVALID_AUTHORIZATION_HEADER"],
    ["Basic !!!", 400, "INVALID_AUTHORIZATION_HEADER"],
    [`Basic ${Buffer.from("no-colon").toString("base64")}`, 400, "INVALID_AUTHORIZATION_HEADER"],
    [basic("nobody1", "Secret123"), 404, "USER_NOT_FOUND"],
  ])("answers %s with %i %s", async (authorization, status, message) => {
    const response = await signIn(authorization);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: status, message });
  });

  it("answers a wrong password with 401 INVALID_CREDENTIALS", async () => {
    await signedInUser(server, ana);
    const response = await signIn(basic("driver1", "Wrong1234"));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: "INVALID_CREDENTIALS" });
  });

  it("answers an inactive account with 403 USER_INACTIVED, and only with the right password", async () => {
    await signUpRequest(server, ana);
    expect((await signIn(basic("driver1", "Secret123"))).json()).toEqual({ code: 403, message: "USER_INACTIVED" });
    expect((await signIn(basic("driver1", "Nope12345"))).statusCode).toBe(401);
  });

  it("slows down guessing one username with 429 after too many tries", async () => {
    await server.close();
    server = await build({ config: { rateLimitPerMinute: 3 } });
    await signedInUser(server, ana);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await signIn(basic("driver1", "Wrong1234"))).statusCode);
    expect(statuses).toContain(429);
    const limited = await signIn(basic("driver1", "Wrong1234"));
    expect(limited.json()).toMatchObject({ code: 429, message: "TOO_MANY_REQUESTS" });
  });

  it("never locks the owner out from an address with no failures, however many guesses come from elsewhere", async () => {
    await server.close();
    server = await build({ config: { rateLimitPerMinute: 5 } });
    await signedInUser(server, ana);
    const from = (remoteAddress: string, password: string) =>
      server.app.inject({
        method: "GET",
        url: "/api/users/signin",
        remoteAddress,
        headers: { authorization: basic("driver1", password) },
      });
    const attacker = [] as number[];
    for (let guess = 0; guess < 8; guess += 1) attacker.push((await from("203.0.113.9", `Guess${guess}aa`)).statusCode);
    expect(attacker.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(attacker.slice(5)).toEqual([429, 429, 429]);
    // A botnet: many addresses, a few guesses each, more than the limit in all.
    for (let host = 1; host <= 6; host += 1) await from(`198.51.100.${host}`, "Wrong1234");
    // The owner, from home: the right password works.
    expect((await from("192.0.2.44", "Secret123")).statusCode).toBe(200);
    // The attacking address stays refused even with the right password; so does a botnet address,
    // now that the username is under attack.
    expect((await from("203.0.113.9", "Secret123")).statusCode).toBe(429);
    expect((await from("198.51.100.1", "Secret123")).statusCode).toBe(429);
    // Guessing other usernames from one address is limited too.
    const spray = [] as number[];
    for (let user = 0; user < 6; user += 1) {
      const response = await server.app.inject({
        method: "GET",
        url: "/api/users/signin",
        remoteAddress: "203.0.113.77",
        headers: { authorization: basic(`someone${user}`, "Wrong1234") },
      });
      spray.push(response.statusCode);
    }
    expect(spray.at(-1)).toBe(429);
    // After a minute, a botnet address may try again (the attacker's own address also hit the
    // per-address request limit, which keeps its own clock).
    server.clock.advance(61_000);
    expect((await from("198.51.100.1", "Secret123")).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("refuses a missing, forged or garbage token with 401", async () => {
    const { userId, token } = await signedInUser(server, ana);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const authorization of [undefined, "Bearer nonsense", `Bearer ${forged}`, "Basic abc"]) {
      const response = await server.app.inject({
        method: "GET",
        url: `/api/users/${userId}`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: "UNAUTHORIZED" });
    }
  });

  it("answers an expired token with 401 TOKEN_EXPIRED", async () => {
    const { userId } = await signedInUser(server, ana);
    const longAgo = Date.now() - 31 * 86_400_000;
    const expired = server.app.jwt.sign({ sub: userId, sv: 0 }, { clockTimestamp: longAgo });
    const response = await server.app.inject({
      method: "GET",
      url: `/api/users/${userId}`,
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: "TOKEN_EXPIRED" });
  });

  it("lasts 30 days by default", async () => {
    const { token } = await signedInUser(server, ana);
    const claims = server.app.jwt.decode<{ iat: number; exp: number; sub: string }>(token);
    expect(claims?.exp && claims.iat ? claims.exp - claims.iat : 0).toBe(30 * 86_400);
  });
});
