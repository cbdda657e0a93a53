import { brotliDecompressSync } from "node:zlib";
import { maxPullPagesPerRequest, pullPagesContentType, pullResponseSchema } from "@odo/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

let server: TestServer;
let ana: Session;
const device = "01934000-0000-7000-8000-0000000d0002";
const carId = (n: number) => `01934000-0000-7000-8000-0000000a${String(n).padStart(4, "0")}`;

beforeEach(async () => {
  server = await build();
  ana = await userOnPlan(server, "anapages", "business");
  await call(server, ana, "POST", "/api/sync/push", {
    clientId: device,
    mutations: [1, 2, 3, 4].map((n) => ({
      mid: n,
      name: "vehicle.create",
      args: { _id: carId(n), vehicleType: "car", manufacture: "mazda", model: "3", displacement: 100 },
    })),
  });
});
afterEach(async () => server.close());

const pagesOf = (text: string) =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => pullResponseSchema.parse(JSON.parse(line)));

describe("GET /api/sync/pull/pages", () => {
  it("sends the pages the single-page pull would, one per line, and the last says whether more follow", async () => {
    const streamed = await call(server, ana, "GET", "/api/sync/pull/pages?cursor=0&limit=2&pages=2");
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers["content-type"]).toContain(pullPagesContentType);
    const [first, second, ...none] = pagesOf(streamed.payload);
    expect(none).toEqual([]);
    // One by one, the same pages: the user row from sign-up and the four cars, two a page.
    const one = await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=2");
    expect(first).toEqual(one.json());
    const two = await call(server, ana, "GET", `/api/sync/pull?cursor=${first?.cursor}&limit=2`);
    expect(second).toEqual(two.json());
    expect(second?.hasMore).toBe(true);

    const rest = pagesOf(
      (await call(server, ana, "GET", `/api/sync/pull/pages?cursor=${second?.cursor}&limit=2`)).payload,
    );
    expect(rest).toHaveLength(1);
    expect(rest[0]?.hasMore).toBe(false);
    const ids = [first, second, ...rest].flatMap((page) => page?.changes.map((change) => change.id) ?? []);
    expect(ids.filter((id) => id.startsWith("01934000"))).toEqual([1, 2, 3, 4].map(carId));
  });

  it("compresses the pages for a client that accepts brotli", async () => {
    const response = await server.app.inject({
      method: "GET",
      url: "/api/sync/pull/pages?cursor=0&limit=1",
      headers: { ...ana.auth, "accept-encoding": "gzip, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    const pages = pagesOf(brotliDecompressSync(response.rawPayload).toString());
    expect(pages).toHaveLength(5);
    expect(pages.at(-1)?.hasMore).toBe(false);
  });

  it("answers an empty page when nothing is new", async () => {
    const all = pagesOf((await call(server, ana, "GET", "/api/sync/pull/pages")).payload);
    const last = all.at(-1);
    const after = pagesOf((await call(server, ana, "GET", `/api/sync/pull/pages?cursor=${last?.cursor}`)).payload);
    expect(after).toEqual([{ cursor: last?.cursor, hasMore: false, changes: [] }]);
  });

  it.each([["pages=0"], [`pages=${maxPullPagesPerRequest + 1}`], ["pages=1.5"], ["cursor=-1"], ["limit=0"]])(
    "refuses %s with a message",
    async (query) => {
      const response = await call(server, ana, "GET", `/api/sync/pull/pages?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );

  it("needs a session", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/sync/pull/pages" });
    expect(response.statusCode).toBe(401);
  });
});
