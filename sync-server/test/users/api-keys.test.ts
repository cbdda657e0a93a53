import { apiKeysPerUser } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../src/db/schema.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan, withDb } from "../helper.js";

/**
 * Personal API keys (issue 52): a script's bearer token, scoped to reading or to reading and logging
 * entries, refused anywhere else; kept hashed, revocable, its last use shown. Writes go through the
 * same mutations and roles as the app's.
 */
let server: TestServer;
let ana: Session;
let vehicleId = "";

const asKey = (key: string): Session => ({ token: key, userId: "", auth: { authorization: `Bearer ${key}` } });
const makeKey = async (session: Session, name: string, scope: "read" | "log") => {
  const made = await call(server, session, "POST", "/api/users/api-keys", { name, scope });
  expect(made.statusCode).toBe(201);
  return made.json().payload as { _id: string; key: string; name: string; scope: string };
};
const aRefuel = (km: number) => ({
  displacement: km,
  quantity: 30,
  amount: 120_000,
  date: server.clock.now.toISOString(),
});

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "anakeys");
  vehicleId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
});
afterAll(async () => server.close());

describe("personal API keys", () => {
  it("shows a key once and keeps only its hash", async () => {
    const made = await makeKey(ana, "Home Assistant", "read");
    expect(made.key).toMatch(/^odo_[\w-]{43}$/);
    const listed = (await call(server, ana, "GET", "/api/users/api-keys")).json().payload;
    expect(listed).toEqual([
      expect.objectContaining({ _id: made._id, name: "Home Assistant", scope: "read", lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const rows = await withDb(server, (db) => db.select().from(tables.apiKeys));
    expect(JSON.stringify(rows)).not.toContain(made.key.slice(4));
  });

  it("lets a read key read the garage and refuses it a write, the account and sync", async () => {
    const { key } = await makeKey(ana, "Sensor", "read");
    const vehicles = await call(server, asKey(key), "GET", "/api/vehicles");
    expect(vehicles.statusCode).toBe(200);
    expect(vehicles.json().payload.map((vehicle: { _id: string }) => vehicle._id)).toEqual([vehicleId]);
    expect((await call(server, asKey(key), "GET", `/api/vehicles/${vehicleId}/due`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", `/api/refuels/${vehicleId}`, aRefuel(10_500)],
      ["GET", "/api/users/api-keys", undefined],
      ["POST", "/api/users/api-keys", { name: "more", scope: "log" }],
      [
        "POST",
        "/api/users/password",
        { currentPassword: "x", password: "Abcdef123", passwordConfirmation: "Abcdef123" },
      ],
      ["GET", "/api/sync/pull?cursor=0&limit=10", undefined],
      ["DELETE", `/api/vehicles/${vehicleId}`, undefined],
    ] as const) {
      const refused = await call(server, asKey(key), method, url, body);
      expect([url, refused.statusCode, refused.json().message]).toEqual([url, 403, "API_KEY_SCOPE"]);
    }
  });

  it("lets a log key log a refuel through the same mutation: it syncs to the owner's phone", async () => {
    const { key } = await makeKey(ana, "Refuel shortcut", "log");
    const logged = await call(server, asKey(key), "POST", `/api/refuels/${vehicleId}`, aRefuel(10_800));
    expect(logged.statusCode).toBe(201);
    const pulled = (await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes as {
      entity: string;
      id: string;
    }[];
    expect(pulled.some((change) => change.entity === "refuel" && change.id === logged.json().payload._id)).toBe(true);
    // The same rules as the app: a refuel with a negative quantity is refused, not logged.
    const bad = await call(server, asKey(key), "POST", `/api/refuels/${vehicleId}`, {
      ...aRefuel(10_800),
      quantity: -1,
    });
    expect(bad.statusCode).toBe(400);
    // Logging is all it may write: not a new vehicle.
    expect((await call(server, asKey(key), "POST", "/api/vehicles", aCar)).statusCode).toBe(403);
  });

  it("acts with its holder's role: a workshop's key logs maintenance on a shared car, not refuels", async () => {
    const taller = await userOnPlan(server, "tallerkeys", "business");
    const qr = (await call(server, ana, "POST", `/api/vehicles/${vehicleId}/shares`, { role: "workshop" })).json()
      .payload.qr;
    await call(server, taller, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
    const { key } = await makeKey(taller, "Shop system", "log");
    const maintenance = await call(server, asKey(key), "POST", `/api/maintenances/${vehicleId}/general`, {
      adjustments: ["changeOil"],
      kms: 11_000,
      date: server.clock.now.toISOString(),
    });
    expect(maintenance.statusCode).toBe(201);
    const refuel = await call(server, asKey(key), "POST", `/api/refuels/${vehicleId}`, aRefuel(11_100));
    expect(refuel.statusCode).toBe(403);
    expect(refuel.json().message).not.toBe("API_KEY_SCOPE");
  });

  it("writes the last use at most once a minute, and stops a revoked key at once", async () => {
    const made = await makeKey(ana, "Cron", "read");
    const lastUsed = async () =>
      (await call(server, ana, "GET", "/api/users/api-keys"))
        .json()
        .payload.find((key: { _id: string }) => key._id === made._id).lastUsedAt;
    await call(server, asKey(made.key), "GET", "/api/vehicles");
    const first = server.clock.now.toISOString();
    expect(await lastUsed()).toBe(first);
    server.clock.advance(30_000);
    await call(server, asKey(made.key), "GET", "/api/vehicles");
    expect(await lastUsed()).toBe(first);
    server.clock.advance(31_000);
    await call(server, asKey(made.key), "GET", "/api/vehicles");
    expect(await lastUsed()).toBe(server.clock.now.toISOString());

    expect((await call(server, ana, "DELETE", `/api/users/api-keys/${made._id}`)).statusCode).toBe(200);
    expect((await call(server, asKey(made.key), "GET", "/api/vehicles")).statusCode).toBe(401);
    expect((await call(server, ana, "DELETE", `/api/users/api-keys/${made._id}`)).statusCode).toBe(404);
  });

  it("refuses a made-up key, a name with control characters, and a key past the cap", async () => {
    expect((await call(server, asKey(`odo_${"x".repeat(43)}`), "GET", "/api/vehicles")).statusCode).toBe(401);
    const controls = await call(server, ana, "POST", "/api/users/api-keys", { name: "bad\u0007name", scope: "read" });
    expect(controls.statusCode).toBe(400);
    expect((await call(server, ana, "POST", "/api/users/api-keys", { name: "x", scope: "admin" })).statusCode).toBe(
      400,
    );
    const owned = (await call(server, ana, "GET", "/api/users/api-keys")).json().payload.length;
    for (let made = owned; made < apiKeysPerUser; made += 1) await makeKey(ana, `key ${made}`, "read");
    const over = await call(server, ana, "POST", "/api/users/api-keys", { name: "one more", scope: "read" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("API_KEY_LIMIT");
  });
});
