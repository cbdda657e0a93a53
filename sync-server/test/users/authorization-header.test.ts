import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type Session, type TestServer, userOnPlan } from "../helper.js";

/** RFC 7235: the scheme is case-insensitive. Every way a bearer header can be wrong is a 401. */
let server: TestServer;
let ana: Session;
beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "headerana");
});
afterAll(async () => server.close());

const routes = ["/api/vehicles", "/api/users/notifications", "/api/sync/pull?cursor=0"];
const get = (url: string, authorization?: string) =>
  server.app.inject({ method: "GET", url, headers: authorization === undefined ? {} : { authorization } });

describe("the Authorization header", () => {
  it.each(["bearer", "BEARER", "Bearer", "bEaReR"])("accepts the scheme written %s", async (scheme) => {
    for (const url of routes) {
      const response = await get(url, `${scheme} ${ana.token}`);
      expect(response.statusCode, url).not.toBe(401);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it.each([
    ["no header", () => undefined],
    ["an empty header", () => ""],
    ["the scheme alone", () => "Bearer"],
    ["another scheme", () => `Basic ${Buffer.from("a:b").toString("base64")}`],
    ["a malformed token", () => "bearer not-a-jwt"],
    ["a forged signature", () => `Bearer ${ana.token.slice(0, -4)}AAAA`],
    ["a token with no claims we know", () => "Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl"],
    ["two tokens", () => `Bearer ${ana.token} ${ana.token}`],
  ])("answers %s with a 401 and a message", async (_case, header) => {
    const authorization = header();
    for (const url of routes) {
      const response = await get(url, authorization);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ code: 401, message: "UNAUTHORIZED" });
    }
  });

  it("refuses a well-signed token that lacks the session claims", async () => {
    const token = server.app.jwt.sign({ sub: ana.userId } as { sub: string; sv: number });
    expect((await get("/api/vehicles", `bearer ${token}`)).json()).toEqual({ code: 401, message: "UNAUTHORIZED" });
  });
});
