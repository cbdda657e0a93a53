import { numberLimits } from "@odo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRow } from "../../src/db/first-row.js";
import { runRepairs } from "../../src/db/repairs.js";
import { maintenances, refuels, vehicles } from "../../src/db/schema.js";
import { implausibleNumbersRepair } from "../../src/store/implausible-numbers-repair.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan, withDb } from "../helper.js";

/**
 * A customer grantee once pushed `kms: 1e307`; it was stored as Infinity and the owner could never
 * log a km again. Numbers are now bounded on both doors, and a repair unlocks the rows stored before.
 */
let server: TestServer;
let owner: Session;
let customer: Session;
let vehicleId = "";
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();
const id = (n: number) => `01934000-0000-7000-8000-0000000e${n.toString().padStart(4, "0")}`;

const push = (session: Session, clientId: string, mutations: unknown[]) =>
  call(server, session, "POST", "/api/sync/push", { clientId, mutations });

beforeAll(async () => {
  server = await build();
  owner = await userOnPlan(server, "ownerivan");
  customer = await userOnPlan(server, "customerines");
  vehicleId = (await call(server, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
  const qr = (await call(server, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role: "customer" })).json()
    .payload.qr;
  await call(server, customer, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
});
afterAll(async () => server.close());

describe("numbers at the doors", () => {
  it("refuses 1e307 by sync with the rule's key, and stores nothing", async () => {
    const response = await push(customer, id(1), [
      {
        mid: 1,
        name: "maintenance.create",
        args: { vehicleId, maintenance: { _id: id(2), type: "battery", date, kms: 1e307 } },
      },
    ]);
    expect(response.json().results).toEqual([
      { mid: 1, status: "rejected", code: "VALIDATION_FAILED", message: "numberTooLarge" },
    ]);
    expect(
      await server.app.deps.database.read(async (db) =>
        firstRow(
          await db
            .select()
            .from(maintenances)
            .where(eq(maintenances.id, id(2))),
        ),
      ),
    ).toBeUndefined();
  });

  it.each([
    ["POST", "/api/vehicles", { ...aCar, displacement: 1e307 }],
    ["POST", "/api/vehicles", { ...aCar, year: 3000 }],
    ["PATCH", "/vehicle", { passengers: 500 }],
    ["POST", "/maintenance", { date, kms: numberLimits.odometerKm + 1 }],
    ["POST", "/refuel", { date, quantity: 5_000, amount: 10 }],
    ["POST", "/refuel", { date, quantity: 10, amount: 1e9 }],
  ] as const)("answers %s %s %o with a 400 naming the rule", async (method, path, body) => {
    const url =
      path === "/vehicle"
        ? `/api/vehicles/${vehicleId}`
        : path === "/maintenance"
          ? `/api/maintenances/${vehicleId}/battery`
          : path === "/refuel"
            ? `/api/refuels/${vehicleId}`
            : path;
    const response = await call(server, owner, method, url, body);
    expect(response.statusCode).toBe(400);
    expect(["numberTooLarge", "yearRange", "invalidNumber"]).toContain(response.json().message);
  });

  it("refuses a model year after next year by the server's clock", async () => {
    const nextYear = server.clock.now.getUTCFullYear() + 1;
    expect((await call(server, owner, "PATCH", `/api/vehicles/${vehicleId}`, { year: nextYear })).statusCode).toBe(200);
    const later = await call(server, owner, "PATCH", `/api/vehicles/${vehicleId}`, { year: nextYear + 1 });
    expect(later.json()).toEqual({ code: 400, message: "yearRange" });
  });
});

describe("the repair of rows stored before", () => {
  it("unlocks an owner whose odometer became Infinity, and tells every device", async () => {
    const bad = (
      await call(server, customer, "POST", `/api/maintenances/${vehicleId}/battery`, { date, kms: 20_000, amount: 3 })
    ).json().payload._id;
    const refuel = (
      await call(server, owner, "POST", `/api/refuels/${vehicleId}`, { date, quantity: 30, amount: 40 })
    ).json().payload._id;
    // What the old code stored for 1e307 once rounded.
    await withDb(server, async (db) => {
      await db.update(maintenances).set({ kms: Number.POSITIVE_INFINITY }).where(eq(maintenances.id, bad));
      await db.update(vehicles).set({ displacement: Number.POSITIVE_INFINITY }).where(eq(vehicles.id, vehicleId));
      await db.update(refuels).set({ quantity: 1e300, displacement: 5e10 }).where(eq(refuels.id, refuel));
    });
    const lockedOut = await call(server, owner, "POST", `/api/maintenances/${vehicleId}/battery`, {
      date,
      kms: 30_000,
    });
    expect(lockedOut.json().message).toBe("invalidMileage");

    const { cursor: ownerCursor } = (await call(server, owner, "GET", "/api/sync/pull?cursor=0&limit=1000")).json();
    const { cursor: customerCursor } = (
      await call(server, customer, "GET", "/api/sync/pull?cursor=0&limit=1000")
    ).json();
    // It ran once when the server started on this database, and is not run twice...
    expect(await withDb(server, async (db) => runRepairs(db, [implausibleNumbersRepair], new Date()))).toEqual([]);
    // ...so the rows broken since are repaired by running it again by hand, as a start after an
    // upgrade would have.
    expect(
      await withDb(server, async (db) => runRepairs(db, [{ ...implausibleNumbersRepair, name: "again" }], new Date())),
    ).toEqual(["again"]);

    expect(
      (
        await withDb(server, async (db) =>
          firstRow(await db.select().from(maintenances).where(eq(maintenances.id, bad))),
        )
      )?.kms,
    ).toBeNull();
    expect(
      await withDb(server, async (db) => firstRow(await db.select().from(refuels).where(eq(refuels.id, refuel)))),
    ).toMatchObject({
      quantity: numberLimits.litresPerRefuel,
      displacement: 0,
    });
    const info = (await call(server, owner, "GET", `/api/vehicles/info/${vehicleId}`)).json().payload;
    expect(info.displacement).toBe(aCar.displacement);
    const unlocked = await call(server, owner, "POST", `/api/maintenances/${vehicleId}/battery`, { date, kms: 30_000 });
    expect(unlocked.statusCode).toBe(201);

    const ownerChanges = (await call(server, owner, "GET", `/api/sync/pull?cursor=${ownerCursor}`)).json().changes;
    expect(ownerChanges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ op: "put", id: bad, data: expect.objectContaining({ kms: null }) }),
        expect.objectContaining({ op: "put", id: refuel }),
        expect.objectContaining({ op: "put", id: vehicleId }),
      ]),
    );
    const customerChanges = (await call(server, customer, "GET", `/api/sync/pull?cursor=${customerCursor}`)).json()
      .changes;
    expect(customerChanges.map((change: { id: string }) => change.id)).toEqual(
      expect.arrayContaining([bad, vehicleId]),
    );
    expect(JSON.stringify(customerChanges)).not.toContain(refuel);
  });
});
