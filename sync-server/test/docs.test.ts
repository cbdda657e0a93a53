import { afterEach, describe, expect, it } from "vitest";
import { build, type TestServer } from "./helper.js";

let server: TestServer;
afterEach(async () => server?.close());

describe("API documentation", () => {
  it("serves the OpenAPI document built from the route schemas and the docs page", async () => {
    server = await build();
    const json = await server.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ info: { version: string }; paths: Record<string, unknown> }>();
    expect(document.info.version).toBe("2.14.0");
    for (const path of [
      "/api/health",
      "/api/users/signup",
      "/api/users/signin",
      "/api/users/{id}",
      "/api/users/notifications/read",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const page = await server.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger-ui");
  });
});
