import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build, type TestServer } from "./helper.js";

let server: TestServer;
afterEach(async () => server?.close());

/** A stand-in for `pwa/dist`: an index page and a hashed asset. */
function fakePwa(dir: string): string {
  const root = join(dir, "pwa-dist");
  mkdirSync(join(root, "assets"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Odo</title><div id=root></div>");
  writeFileSync(join(root, "assets", "app-1234.js"), "console.log('odo')");
  return root;
}

describe("HTTP surface", () => {
  it("sends security headers with a content security policy", async () => {
    server = await build();
    const response = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    server = await build();
    const response = await server.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: "NOT_FOUND" });
  });

  it("refuses a body over 1 MB and malformed JSON with a message", async () => {
    server = await build();
    const big = await server.app.inject({
      method: "POST",
      url: "/api/users/forgot-password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", padding: "x".repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toEqual(expect.any(String));
    const broken = await server.app.inject({
      method: "POST",
      url: "/api/users/forgot-password",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 400, message: expect.any(String) });
  });

  it("serves the built PWA with SPA fallback, and long caching only for hashed assets", async () => {
    server = await build();
    await server.close();
    server = await build({ config: { pwaDir: fakePwa(server.config.dataDir) } });
    const home = await server.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("<title>Odo</title>");
    expect(home.headers["cache-control"]).toBe("no-cache");
    const deepLink = await server.app.inject({ method: "GET", url: "/vehicle/123?tab=info" });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain("<title>Odo</title>");
    const asset = await server.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    const api = await server.app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.json()).toEqual({ code: 404, message: "NOT_FOUND" });
    const staleChunk = await server.app.inject({ method: "GET", url: "/assets/app-0000.js" });
    expect(staleChunk.statusCode).toBe(404);
  });

  it("never serves a dotfile left in the app folder", async () => {
    server = await build();
    await server.close();
    const root = fakePwa(server.config.dataDir);
    writeFileSync(join(root, ".env"), "SECRET=1");
    mkdirSync(join(root, ".git"));
    writeFileSync(join(root, ".git", "config"), "[core]");
    mkdirSync(join(root, "assets", ".cache"));
    writeFileSync(join(root, "assets", ".cache", "x.js"), "secret()");
    server = await build({ config: { pwaDir: root } });
    for (const url of ["/.env", "/.git/config", "/assets/.cache/x.js", "/%2eenv"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toMatch(/SECRET=1|\[core\]|secret\(\)/);
    }
  });

  it("limits sign-up, sign-in and password recovery per IP", async () => {
    server = await build({ config: { rateLimitPerMinute: 2 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/users/forgot-password",
        payload: { email: `person${attempt}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
    const limited = await server.app.inject({
      method: "POST",
      url: "/api/users/forgot-password",
      payload: { email: "someone@example.com" },
    });
    expect(limited.json()).toEqual({ code: 429, message: "TOO_MANY_REQUESTS" });
    // Routes without a limit stay open.
    expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
