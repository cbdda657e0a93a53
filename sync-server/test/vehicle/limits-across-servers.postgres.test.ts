import { pushSubscriptionsPerUser } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { aCar, build, call, type Session, type TestServer, testDatabaseUrl, userOnPlan } from "../helper.js";
import { startPushService } from "../push-fake.js";

/**
 * What counts rows against a limit is decided once across server processes: two servers on one
 * PostgreSQL database (each with its own pool, as two processes have), the same user's requests
 * arriving at both at the same moment. (`postgres` project only: SQLite has one process.)
 */
let servers: [TestServer, TestServer];
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  const databaseUrl = await testDatabaseUrl();
  const config = { databaseUrl, loopbackTargetsForTests: true };
  servers = [await build({ config }), await build({ config })];
  push = await startPushService();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await push.close();
});

const count = async (sql: string, userId: string) =>
  Number((await servers[0].app.deps.database.read((db) => statement<{ n: number }>(db, sql).get([userId])))?.n ?? 0);

/** The same request sent through both servers at once. */
const atOnce = (session: Session, method: "POST", url: (index: number) => string, body: (index: number) => unknown) =>
  Promise.all(servers.map((server, index) => call(server, session, method, url(index), body(index))));

describe("limits that count rows, with two servers on one database", () => {
  it("lets a free user keep 2 vehicles however their requests meet", async () => {
    const session = await userOnPlan(servers[0], "racerfree");
    expect((await call(servers[0], session, "POST", "/api/vehicles", aCar)).statusCode).toBe(201);
    for (let round = 0; round < 8; round += 1) {
      const replies = await atOnce(
        session,
        "POST",
        () => "/api/vehicles",
        (index) => ({ ...aCar, plateNumber: `R${round}S${index}` }),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 403]);
      expect(await count("SELECT count(*) AS n FROM vehicles WHERE owner_id = ?", session.userId)).toBe(2);
      const added = replies.find((reply) => reply.statusCode === 201)?.json().payload._id;
      expect((await call(servers[1], session, "DELETE", `/api/vehicles/${added}`)).statusCode).toBe(200);
    }
  });

  it("gives a user one shop when two servers are asked at once", async () => {
    const session = await userOnPlan(servers[0], "racershop");
    const replies = await atOnce(
      session,
      "POST",
      () => "/api/shops",
      (index) => ({
        type: "mechanicalWorkshop",
        name: `Taller ${index}`,
        contactName: "Pedro Díaz",
        address: "Calle 50, Ciudad de Panamá",
        phone: "+507 6000-0000",
      }),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(await count("SELECT count(*) AS n FROM shops WHERE owner_id = ?", session.userId)).toBe(1);
  });

  it(`keeps ${pushSubscriptionsPerUser} browsers when two subscribe at once through each server`, async () => {
    const session = await userOnPlan(servers[0], "racerpush", "basic");
    for (let index = 0; index < pushSubscriptionsPerUser; index += 1) {
      await call(servers[0], session, "POST", "/api/users/push-subscriptions", push.browser().subscription);
    }
    for (let round = 0; round < 5; round += 1) {
      const replies = await atOnce(
        session,
        "POST",
        () => "/api/users/push-subscriptions",
        () => push.browser().subscription,
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
      expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", session.userId)).toBe(
        pushSubscriptionsPerUser,
      );
    }
  });
});
