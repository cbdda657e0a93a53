import { afterEach, describe, expect, it } from "vitest";
import { build, signedInUser, type TestServer } from "./helper.js";

let server: TestServer;
afterEach(async () => server?.close());

describe("smoke", () => {
  it("answers health and runs a whole account", async () => {
    server = await build();
    const health = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", version: "2.14.0" });
    const session = await signedInUser(server, {
      username: "driver1",
      password: "Secret123",
      email: "ana@example.com",
    });
    const me = await server.app.inject({ method: "GET", url: `/api/users/${session.userId}`, headers: session.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().payload.username).toBe("driver1");
  });
});
