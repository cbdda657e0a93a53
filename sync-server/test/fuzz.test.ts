import { apiErrorBody } from "@odo/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchRuns } from "../../test-kit/search-depth.js";
import { base64Json, build, signedInUser, type TestServer } from "./helper.js";

/**
 * Random bodies, headers and params against every documented route: whatever arrives, the server
 * never answers 5xx (but for the catalogue's answers about Strava itself), and every 4xx carries a
 * message.
 */
let server: TestServer;
let routes: { method: string; path: string }[];
let validToken: string;
let userId: string;

beforeAll(async () => {
  server = await build();
  const session = await signedInUser(server, { username: "fuzzer1", password: "Secret123", email: "fuzz@example.com" });
  validToken = session.token;
  userId = session.userId;
  const document = (await server.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  // The live event stream answers a valid session with a stream that never ends, which `inject`
  // would wait on for ever; its refusals are tested over a real connection (sync/live-events).
  routes = Object.entries(document.paths)
    .filter(([path]) => path !== "/api/sync/events")
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(async () => server.close());

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("", " ", "null", "0", "-1", "💥", "a".repeat(5_000)),
);
const anyJson = fc.oneof(fc.jsonValue(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }));
/** Objects shaped like our requests, with each field either plausible or wild. */
const plausible = fc.record(
  {
    step: fc.oneof(fc.constantFrom("validate", "complete"), text),
    email: fc.oneof(fc.emailAddress(), text),
    name: text,
    lastname: text,
    country: fc.oneof(fc.constantFrom("panama", "venezuela", "usa", "none"), text),
    termsAccepted: fc.oneof(fc.boolean(), anyJson),
    lang: fc.oneof(fc.constantFrom("en", "es"), text),
    googleToken: text,
    rating: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), anyJson),
    review: text,
    notificationId: fc.oneof(fc.uuid(), text),
    picture: fc.oneof(fc.webUrl(), text, fc.constant(null)),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(plausible, anyJson, fc.constant(undefined));
const param = fc.oneof(fc.uuid(), text.map(encodeURIComponent), fc.constant("me"));
const authorization = fc.oneof(
  fc.constant(undefined),
  text,
  text.map((value) => `Basic ${Buffer.from(value).toString("base64")}`),
  fc.tuple(text, text).map(([user, password]) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`),
  text.map((value) => `Bearer ${value}`),
  fc.constant("valid"),
);
const credentials = fc.oneof(fc.constant(undefined), text, anyJson.map(base64Json), plausible.map(base64Json));
const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
);

describe("random requests to every route", () => {
  it("finds the routes to attack", () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  // Its bound is a liveness bound for a loaded two-core machine (every package's tests at once).
  it("never answers 5xx and always explains a 4xx", async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          param,
          body,
          authorization,
          credentials,
          contentType,
          async (id, payload, auth, creds, type) => {
            const headers: Record<string, string> = {};
            if (auth !== undefined) headers.authorization = auth === "valid" ? `Bearer ${validToken}` : auth;
            if (creds !== undefined) headers["x-credentials"] = creds;
            if (type !== undefined) headers["content-type"] = type;
            const url = route.path.replace("{id}", id === "me" ? userId : id);
            const hasBody = route.method !== "GET" && payload !== undefined;
            const response = await server.app.inject({
              method: route.method as "GET",
              url,
              headers,
              ...(hasBody ? { payload: typeof payload === "string" ? payload : JSON.stringify(payload) } : {}),
            });
            // Strava's own state (not configured here, or refusing) is a catalogue answer, not a fault.
            const upstream = [apiErrorBody("INTEGRATION_UNAVAILABLE"), apiErrorBody("INTEGRATION_FAILED")];
            const explainedUpstream = upstream.some((known) => response.body === JSON.stringify(known));
            if (response.statusCode >= 500 && !explainedUpstream)
              throw new Error(`${route.method} ${url} → ${response.statusCode} ${response.body}`);
            if (response.statusCode >= 400) {
              const reply = response.json<{ code: number; message: string }>();
              expect(reply.message, `${route.method} ${url}`).toEqual(expect.any(String));
              expect(reply.message.length).toBeGreaterThan(0);
              expect(reply.code).toBe(response.statusCode);
            }
          },
        ),
        // Per route: 250 in npm test, 1,000 in the deep search (test-kit/search-depth.ts).
        { numRuns: searchRuns(250, 1_000) },
      );
    }
  }, 1_800_000);
});
