import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventStream } from "../event-stream.js";
import { aCar, build, call, type Session, signInAs, type TestServer, userOnPlan } from "../helper.js";

/**
 * Two server processes' worth of servers on one PostgreSQL database: a change made through one
 * reaches a device whose event stream is open on the other (LISTEN/NOTIFY). Run by the
 * `postgres` project only: with SQLite there is one server process.
 */
let first: TestServer;
let second: TestServer;
let secondUrl = "";
let owner: Session;

beforeAll(async () => {
  first = await build();
  second = await build({ config: { databaseUrl: first.config.databaseUrl } });
  secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await userOnPlan(first, "liveacross");
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe("live changes across server processes", () => {
  it("pokes a device connected to one process when another commits the change", async () => {
    expect(first.config.databaseUrl).toMatch(/^postgres/);
    const stream = await EventStream.open(secondUrl, owner);
    try {
      const [connectedAt = 0] = await stream.received(1);
      const created = await call(first, owner, "POST", "/api/vehicles", aCar);
      expect(created.statusCode).toBe(201);
      const [, poked = 0] = await stream.received(2);
      expect(poked).toBeGreaterThan(connectedAt);
      const pulled = await call(second, owner, "GET", `/api/sync/pull?cursor=${connectedAt}&limit=1000`);
      expect(pulled.json().cursor).toBe(poked);
      expect(pulled.json().changes.map((change: { entity: string }) => change.entity)).toContain("vehicle");
    } finally {
      stream.close();
    }
  });

  it("tells nothing of a change that was rolled back", async () => {
    const stream = await EventStream.open(secondUrl, owner);
    try {
      await stream.received(1);
      // Over the free plan's two vehicles: refused after the checks, nothing kept.
      await call(first, owner, "POST", "/api/vehicles", { ...aCar, plateNumber: "two222" });
      const refused = await call(first, owner, "POST", "/api/vehicles", { ...aCar, plateNumber: "thr333" });
      expect(refused.statusCode).toBe(403);
      await stream.received(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.seqs).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it("ends a device's stream on one process when its session is ended through the other", async () => {
    const phone = await signInAs(first, "liveacross", "Secret123", "Mozilla/5.0 (Linux; Android 14) Chrome/131.0");
    const stream = await EventStream.open(secondUrl, phone);
    await stream.received(1);
    const sessions = (await call(first, owner, "GET", "/api/users/sessions")).json().payload;
    const phones = sessions.find((session: { browser: string | null }) => session.browser === "Chrome")._id;
    expect((await call(first, owner, "DELETE", `/api/users/sessions/${phones}`)).statusCode).toBe(200);
    await stream.ended;
    expect(stream.isOpen).toBe(false);
  });
});
