import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicles } from "../../src/db/schema.js";
import {
  aCar,
  build,
  call,
  emptyTestDatabaseUrl,
  type Session,
  type TestServer,
  userOnPlan,
  withDb,
} from "../helper.js";

/**
 * `npm run migrate-to-postgres`: an SQLite DATA_DIR that has seen users, vehicles, shares, history
 * and a device's pushes, copied into an empty PostgreSQL database by the real command; a server on
 * PostgreSQL then serves the same data and the device goes on from its cursor and its mutation ids.
 */
const serverRoot = fileURLToPath(new URL("../..", import.meta.url));

let sqlite: TestServer;
let owner: Session;
let workshop: Session;
let vehicleId = "";
const clientId = crypto.randomUUID();
let cursor = 0;
let before: { vehicles: unknown; pull: unknown };

function migrate(dataDir: string, url: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "src/migrate-to-postgres.ts", url],
      { cwd: serverRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const maintenance = (mid: number, kms: number) => ({
  mid,
  name: "maintenance.create",
  args: {
    vehicleId,
    // Just after now, not today's bare date: that is noon UTC, before a car added in the afternoon.
    maintenance: { _id: crypto.randomUUID(), type: "battery", kms, date: new Date(Date.now() + 60_000).toISOString() },
  },
});

beforeAll(async () => {
  sqlite = await build({ config: { databaseUrl: undefined } });
  owner = await userOnPlan(sqlite, "migrowner", "basic");
  workshop = await userOnPlan(sqlite, "migrtaller");
  vehicleId = (await call(sqlite, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
  const qr = (await call(sqlite, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role: "workshop" })).json()
    .payload.qr;
  await call(sqlite, workshop, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
  await call(sqlite, owner, "POST", "/api/sync/push", {
    clientId,
    mutations: [maintenance(1, 11_000), maintenance(2, 12_000)],
  });
  // A colour stored with a NUL before the server refused them: PostgreSQL takes no NUL in text.
  await withDb(sqlite, (db) => db.update(vehicles).set({ color: "Ro\u0000jo" }).where(eq(vehicles.id, vehicleId)));
  const pulled = (await call(sqlite, owner, "GET", "/api/sync/pull?cursor=0&limit=1000")).json();
  cursor = pulled.cursor;
  // What PostgreSQL holds after the copy: the same, less the NUL.
  const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll("\\u0000", ""));
  before = { vehicles: copied((await call(sqlite, owner, "GET", "/api/vehicles")).json()), pull: copied(pulled) };
  expect(JSON.stringify(before.vehicles)).toContain('"color":"Rojo"');
  await sqlite.app.close();
});
afterAll(async () => sqlite.close());

describe("migrate-to-postgres", () => {
  it("copies the data directory with every count equal, and the device goes on from its cursor", async () => {
    const url = String(await emptyTestDatabaseUrl());
    const copied = await migrate(sqlite.config.dataDir, url);
    expect(copied.output).toContain("every count matches");
    expect(copied.code).toBe(0);
    expect(copied.output).toMatch(/change_log\s+\d+/);

    const postgres = await build({ config: { databaseUrl: url } });
    try {
      expect((await call(postgres, owner, "GET", "/api/vehicles")).json()).toEqual(before.vehicles);
      expect((await call(postgres, owner, "GET", "/api/sync/pull?cursor=0&limit=1000")).json()).toEqual(before.pull);
      expect((await call(postgres, owner, "GET", `/api/sync/pull?cursor=${cursor}&limit=1000`)).json().changes).toEqual(
        [],
      );
      // The next mutation id is the device's next one: no 409, no re-send.
      const pushed = await call(postgres, owner, "POST", "/api/sync/push", {
        clientId,
        mutations: [maintenance(3, 13_000)],
      });
      expect(pushed.statusCode).toBe(200);
      expect(pushed.json()).toEqual({ lastMutationId: 3, results: [{ mid: 3, status: "applied" }] });
      const next = (await call(postgres, owner, "GET", `/api/sync/pull?cursor=${cursor}&limit=1000`)).json();
      expect(next.cursor).toBeGreaterThan(cursor);
      expect(next.changes.map((change: { entity: string }) => change.entity)).toContain("maintenance");
      // The workshop it was shared with still sees it.
      expect((await call(postgres, workshop, "GET", "/api/vehicles")).json().payload).toHaveLength(1);
    } finally {
      await postgres.close();
    }
  });

  it("refuses a database that is not empty, and copies nothing", async () => {
    const url = String(await emptyTestDatabaseUrl());
    expect((await migrate(sqlite.config.dataDir, url)).code).toBe(0);
    const again = await migrate(sqlite.config.dataDir, url);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain("not empty");
  });
});
