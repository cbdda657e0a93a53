import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { aCar, build, call, type TestServer, userOnPlan } from "./helper.js";

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
  it("sends security headers: the app's content security policy on pages, one that runs nothing on the API", async () => {
    server = await build();
    await server.close();
    server = await build({ config: { pwaDir: fakePwa(server.config.dataDir) } });
    const page = await server.app.inject({ method: "GET", url: "/vehicle/123" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["content-security-policy"]).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client",
    );
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const api = await server.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    // A JSON reply is not a document: what only a document acts on is left to pages.
    expect(api.headers["referrer-policy"]).toBeUndefined();
    expect(api.headers["x-frame-options"]).toBeUndefined();
    const unsubscribePage = await server.app.inject({ method: "GET", url: "/api/unsubscribe?token=not-a-token" });
    expect(unsubscribePage.statusCode).toBe(400);
    expect(unsubscribePage.headers["content-type"]).toContain("text/html");
    expect(unsubscribePage.headers["content-security-policy"]).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(unsubscribePage.headers["referrer-policy"]).toBe("no-referrer");
    for (const response of [page, api, unsubscribePage]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
    const docs = await server.app.inject({ method: "GET", url: "/api/docs" });
    expect(docs.headers["content-security-policy"]).toContain("default-src 'self'");
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

  it("sends the build's brotli or gzip copy to a browser that accepts it, and the plain file to one that does not", async () => {
    server = await build();
    await server.close();
    const root = fakePwa(server.config.dataDir);
    const script = `console.log(${JSON.stringify("odo ".repeat(2000))});`;
    writeFileSync(join(root, "assets", "big-1234.js"), script);
    writeFileSync(join(root, "assets", "big-1234.js.br"), brotliCompressSync(script));
    writeFileSync(join(root, "assets", "big-1234.js.gz"), gzipSync(script));
    writeFileSync(join(root, "index.html.br"), brotliCompressSync("<!doctype html><title>Odo</title>"));
    writeFileSync(join(root, "sw.js"), script);
    writeFileSync(join(root, "sw.js.br"), brotliCompressSync(script));
    server = await build({ config: { pwaDir: root } });
    const get = (url: string, encoding?: string) =>
      server.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

    const brotli = await get("/assets/big-1234.js", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers["cache-control"]).toContain("immutable");
    // The service worker's compressed copy is revalidated on every load, as the file itself is.
    const worker = await get("/sw.js", "br");
    expect([worker.headers["content-encoding"], worker.headers["cache-control"]]).toEqual(["br", "no-cache"]);
    const gzip = await get("/assets/big-1234.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get("/assets/big-1234.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    // A deep link falls back to the compressed page too.
    const page = await get("/vehicle/123", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<title>Odo</title>");
  });

  it("answers / with the landing page prerendered in the browser's language, compressed, and the app on every other page", async () => {
    server = await build();
    await server.close();
    const root = fakePwa(server.config.dataDir);
    for (const language of ["en", "es"]) {
      const landing = `<!doctype html><html lang="${language}"><title>Odo</title><div data-prerendered="${language}"></div>`;
      writeFileSync(join(root, `landing.${language}.html`), landing);
      writeFileSync(join(root, `landing.${language}.html.br`), brotliCompressSync(landing));
    }
    server = await build({ config: { pwaDir: root } });
    const home = (acceptLanguage?: string) =>
      server.app.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": "br", ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) },
      });

    const english = await home("en-US,en;q=0.9,es;q=0.8");
    expect(brotliDecompressSync(english.rawPayload).toString()).toContain('lang="en"');
    expect(english.headers["content-encoding"]).toBe("br");
    expect(english.headers["cache-control"]).toBe("no-cache");
    expect(String(english.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(["accept-language", "accept-encoding"]),
    );
    // The app's rule: the browser's first language when it is one Odo speaks, else Spanish.
    for (const [acceptLanguage, expected] of [
      ["es-PA,es;q=0.9", "es"],
      ["fr-FR,en;q=0.8", "es"],
      [undefined, "es"],
    ] as const) {
      const reply = await home(acceptLanguage);
      expect(brotliDecompressSync(reply.rawPayload).toString()).toContain(`lang="${expected}"`);
    }
    const signIn = await server.app.inject({ method: "GET", url: "/signin" });
    expect(signIn.body).toContain("<div id=root></div>");
  });

  it("compresses API replies above 1 KiB, a sync pull among them, and leaves small ones as they are", async () => {
    server = await build();
    const docs = await server.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(docs.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty("openapi");
    const driver = await userOnPlan(server, "compressedpull");
    for (let index = 0; index < 2; index += 1) {
      await call(server, driver, "POST", "/api/vehicles", { ...aCar, model: `corolla ${index}` });
    }
    const pull = await server.app.inject({
      method: "GET",
      url: "/api/sync/pull?cursor=0&limit=500",
      headers: { ...driver.auth, "accept-encoding": "gzip" },
    });
    expect(pull.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(pull.rawPayload).toString()).changes.length).toBeGreaterThanOrEqual(3);
    const health = await server.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "gzip" },
    });
    expect(health.headers["content-encoding"]).toBeUndefined();
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
