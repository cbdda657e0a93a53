import { mutationArgsSchemas } from "@odo/domain";
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

  it("says which fields each create requires, a date read in several forms included", async () => {
    server = await build();
    type Operation = { requestBody?: { content: { "application/json": { schema: { required?: string[] } } } } };
    const document = (await server.app.inject({ url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const required = (path: string) =>
      document.paths[path]?.post?.requestBody?.content["application/json"].schema.required ?? [];
    expect(required("/api/refuels/{id}")).toEqual(["date", "quantity", "amount"]);
    expect(required("/api/maintenances/{id}")).toEqual(["type", "date"]);
    expect(required("/api/vehicles/{id}/expenses")).toEqual(["category", "amount", "date"]);
    expect(required("/api/vehicles/")).toEqual(["vehicleType", "manufacture", "model"]);
  });

  it("documents every mutation's arguments for a client of the sync protocol", async () => {
    server = await build();
    type Schema = { properties?: Record<string, Schema>; required?: string[] };
    const document = (await server.app.inject({ url: "/api/docs/json" })).json<{
      components: { schemas: Record<string, Schema> };
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    for (const name of Object.keys(mutationArgsSchemas)) {
      expect(document.components.schemas[`MutationArgs.${name}`], name).toBeDefined();
    }
    const refuel = document.components.schemas["MutationArgs.refuel.create"];
    expect(refuel?.required).toEqual(["vehicleId", "refuel"]);
    expect(refuel?.properties?.refuel?.required).toEqual(["date", "quantity", "amount"]);
    expect(document.paths["/api/sync/push"]?.post?.description).toContain("MutationArgs.<name>");
  });
});

describe("routes that need a session", () => {
  it("refuse a request without one, and the document says so of each, and of no public route", async () => {
    server = await build();
    const document = (await server.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, secured: !!operation.security?.length })),
    );
    const secured = operations.filter((operation) => operation.secured);
    expect(secured.length).toBeGreaterThan(40);
    for (const { path, method } of secured) {
      const url = path.replace(/\{[^}]+\}/g, "01934000-0000-7000-8000-000000000001");
      const response = await server.app.inject({ method: method.toUpperCase() as "GET", url });
      expect([path, method, response.statusCode]).toEqual([path, method, 401]);
    }
    const open = operations.filter((operation) => !operation.secured).map(({ path }) => path);
    expect(open).toEqual(expect.arrayContaining(["/api/health", "/api/users/signin", "/api/users/signup"]));
    expect(open).not.toContain("/api/vehicles");
  });
});
