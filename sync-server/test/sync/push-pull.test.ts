import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isPostgres, statement } from "../../src/db/statements.js";
import { build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

let server: TestServer;
let ana: Session;
const device = "01934000-0000-7000-8000-0000000d0001";
const vehicleId = "01934000-0000-7000-8000-0000000a0001";
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();

beforeEach(async () => {
  server = await build();
  ana = await userOnPlan(server, "anadriver");
});
afterEach(async () => server.close());

const push = (session: Session, mutations: unknown[], clientId = device) =>
  call(server, session, "POST", "/api/sync/push", { clientId, mutations });
const pull = async (session: Session, cursor = 0, limit = 500) =>
  (await call(server, session, "GET", `/api/sync/pull?cursor=${cursor}&limit=${limit}`)).json();
const createCar = (mid: number, id = vehicleId) => ({
  mid,
  name: "vehicle.create",
  args: { _id: id, vehicleType: "car", manufacture: "mazda", model: "3", displacement: 100 },
});

describe("POST /api/sync/push", () => {
  it("applies mutations in order through the same services as REST", async () => {
    const response = await push(ana, [
      createCar(1),
      {
        mid: 2,
        name: "maintenance.create",
        args: {
          vehicleId,
          maintenance: { _id: "01934000-0000-7000-8000-0000000b0001", type: "battery", kms: 500, date },
        },
      },
      {
        mid: 3,
        name: "vehicle.settings",
        args: { _id: vehicleId, settings: { maintenanceInterval: 5000, resetMaintenanceType: "general" } },
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lastMutationId: 3,
      results: [
        { mid: 1, status: "applied" },
        { mid: 2, status: "applied" },
        { mid: 3, status: "applied" },
      ],
    });
    const vehicle = (await call(server, ana, "GET", `/api/vehicles/info/${vehicleId}`)).json().payload;
    expect(vehicle).toMatchObject({ manufacture: "Mazda", displacement: 500, settings: { maintenanceInterval: 5000 } });
  });

  it("answers a resent mutation with its stored result without applying it twice", async () => {
    await push(ana, [createCar(1)]);
    const again = await push(ana, [
      createCar(1),
      { mid: 2, name: "vehicle.update", args: { _id: vehicleId, patch: { color: "Blue" } } },
    ]);
    expect(again.json()).toEqual({
      lastMutationId: 2,
      results: [
        { mid: 1, status: "applied" },
        { mid: 2, status: "applied" },
      ],
    });
    expect((await call(server, ana, "GET", "/api/vehicles")).json().payload).toHaveLength(1);
  });

  it("answers a batch sent again while the first is still being applied, on a device's first push too", async () => {
    // A device that hears nothing (its server process died while committing) sends again, to
    // another process: the two requests meet. Each gets the same answer; the car is added once.
    for (const clientId of [device, "01934000-0000-7000-8000-0000000d0002"]) {
      const batch = [createCar(1, clientId === device ? vehicleId : "01934000-0000-7000-8000-0000000a0002")];
      const answers = await Promise.all([
        push(ana, batch, clientId),
        push(ana, batch, clientId),
        push(ana, batch, clientId),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ lastMutationId: 1, results: [{ mid: 1, status: "applied" }] });
      }
    }
    expect((await call(server, ana, "GET", "/api/vehicles")).json().payload).toHaveLength(2);
  });

  it("lets two devices' first pushes meet, each adding a car, without a deadlock", async () => {
    // Each push first registers its device (a row that refers to the user), then counts the user's
    // vehicles against the plan under the user's lock: the two must not wait on each other.
    const fleet = await userOnPlan(server, "fleetowner", "business");
    for (let round = 0; round < 6; round += 1) {
      const id = (n: number) => `01934000-0000-7000-8000-0000000e${String(round * 2 + n).padStart(4, "0")}`;
      const answers = await Promise.all(
        [0, 1].map((n) => push(fleet, [createCar(1, id(n).replace("0000000e", "0000000f"))], id(n))),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().results).toEqual([{ mid: 1, status: "applied" }]);
      }
    }
  });

  it("refuses a business rule as a rejected result inside a 200, and keeps going", async () => {
    const response = await push(ana, [
      createCar(1, "01934000-0000-7000-8000-0000000a0001"),
      createCar(2, "01934000-0000-7000-8000-0000000a0002"),
      createCar(3, "01934000-0000-7000-8000-0000000a0003"),
      {
        mid: 4,
        name: "maintenance.create",
        args: {
          vehicleId,
          maintenance: { _id: "01934000-0000-7000-8000-0000000b0001", type: "battery", kms: 1, date },
        },
      },
      { mid: 5, name: "maintenance.delete", args: { _id: "01934000-0000-7000-8000-0000000b0001" } },
      { mid: 6, name: "vehicle.fly", args: {} },
      {
        mid: 7,
        name: "refuel.create",
        args: { vehicleId, refuel: { _id: "01934000-0000-7000-8000-0000000c0001", date, amount: 3 } },
      },
      { mid: 8, name: "vehicle.update", args: { _id: vehicleId, patch: { color: "Red" } } },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { mid: 1, status: "applied" },
      { mid: 2, status: "applied" },
      {
        mid: 3,
        status: "rejected",
        code: "PLAN_LIMIT_EXCEEDED",
        message: "free plan users can have at most 2 vehicles in total",
      },
      {
        mid: 4,
        status: "rejected",
        code: "VALIDATION_FAILED",
        message: "invalidMileage",
        conflict: { side: "odometer", date: expect.any(String), kms: 100 },
      },
      { mid: 5, status: "rejected", code: "SERVICES_NOT_FOUND", message: "No encontramos servicios" },
      { mid: 6, status: "rejected", code: "UNKNOWN_MUTATION", message: "vehicle.fly" },
      { mid: 7, status: "rejected", code: "VALIDATION_FAILED", message: "vehicle.refuels.add.error.quantity" },
      { mid: 8, status: "applied" },
    ]);
  });

  it("rolls back alone a mutation that fails halfway through its writes, and applies the rest of its batch", async () => {
    // A fault of ours after the maintenance row is written: its change-log entry cannot be stored.
    const broken = "01934000-0000-7000-8000-0000000b0002";
    await server.app.deps.database.write(async (db) => {
      if (isPostgres(db)) {
        await statement(
          db,
          `CREATE FUNCTION broken_log() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
             IF NEW.entity_id = '${broken}' THEN RAISE EXCEPTION 'disk says no'; END IF; RETURN NEW; END $$`,
        ).run();
        await statement(
          db,
          "CREATE TRIGGER broken_log BEFORE INSERT ON change_log FOR EACH ROW EXECUTE FUNCTION broken_log()",
        ).run();
      } else {
        await statement(
          db,
          `CREATE TRIGGER broken_log BEFORE INSERT ON change_log
           WHEN NEW.entity_id = '${broken}' BEGIN SELECT RAISE(ABORT, 'disk says no'); END`,
        ).run();
      }
    });
    const maintenance = (mid: number, _id: string, kms: number) => ({
      mid,
      name: "maintenance.create",
      args: { vehicleId, maintenance: { _id, type: "battery", kms, date } },
    });
    const response = await push(ana, [
      createCar(1),
      maintenance(2, "01934000-0000-7000-8000-0000000b0001", 500),
      maintenance(3, broken, 900),
      maintenance(4, "01934000-0000-7000-8000-0000000b0003", 700),
    ]);
    expect(response.json()).toEqual({
      lastMutationId: 4,
      results: [
        { mid: 1, status: "applied" },
        { mid: 2, status: "applied" },
        { mid: 3, status: "rejected", code: "SERVER_ERROR", message: "Error en el servidor" },
        { mid: 4, status: "applied" },
      ],
    });
    const history = (await server.app.deps.database.read(async (db) =>
      statement(db, "SELECT id, kms FROM maintenances ORDER BY kms").all(),
    )) as { id: string; kms: number }[];
    expect(history.map((row) => row.kms)).toEqual([500, 700]);
    // The failed entry's odometer move went with it: 700 is the highest reading that stayed.
    const vehicle = (await call(server, ana, "GET", `/api/vehicles/info/${vehicleId}`)).json().payload;
    expect(vehicle.displacement).toBe(700);
    const changes = (await pull(ana)).changes as { entity: string; id: string }[];
    expect(changes.filter((change) => change.entity === "maintenance").map((change) => change.id)).toEqual([
      "01934000-0000-7000-8000-0000000b0001",
      "01934000-0000-7000-8000-0000000b0003",
    ]);
  });

  it("binds a device to one user", async () => {
    await push(ana, [createCar(1)]);
    const bob = await userOnPlan(server, "bobdriver");
    const stolen = await push(bob, [{ mid: 2, name: "vehicle.delete", args: { _id: vehicleId } }]);
    expect(stolen.statusCode).toBe(403);
    expect((await call(server, ana, "GET", `/api/vehicles/info/${vehicleId}`)).statusCode).toBe(200);
  });

  it("needs a session: 401 without one, TOKEN_EXPIRED with an old one", async () => {
    const none = await server.app.inject({
      method: "POST",
      url: "/api/sync/push",
      payload: { clientId: device, mutations: [] },
    });
    expect(none.statusCode).toBe(401);
    const old = server.app.jwt.sign({ sub: ana.userId, sv: 0 }, { clockTimestamp: Date.now() - 40 * 86_400_000 });
    const expired = await server.app.inject({
      method: "GET",
      url: "/api/sync/pull",
      headers: { authorization: `Bearer ${old}` },
    });
    expect(expired.json()).toEqual({ code: 401, message: "TOKEN_EXPIRED" });
  });

  it("refuses a malformed batch with a 400", async () => {
    const outOfOrder = await push(ana, [createCar(2), createCar(1)]);
    expect(outOfOrder.statusCode).toBe(400);
    const badClient = await call(server, ana, "POST", "/api/sync/push", { clientId: "phone", mutations: [] });
    expect(badClient.statusCode).toBe(400);
  });
});

describe("mutation ids", () => {
  const rate = (mid: number) => ({ mid, name: "user.rate", args: { rating: 4 } });
  const refusedOutOfOrder = (lastMutationId: number) => ({
    code: 409,
    message: "MUTATION_OUT_OF_ORDER",
    lastMutationId,
  });

  it("refuses a batch that leaves a gap, applies nothing, and says where the server stands", async () => {
    expect((await push(ana, [createCar(1), rate(2)])).statusCode).toBe(200);
    const gap = await push(ana, [rate(3), rate(5)]);
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toEqual(refusedOutOfOrder(2));
    const skipped = await push(ana, [rate(4)]);
    expect(skipped.json()).toEqual(refusedOutOfOrder(2));
    // Resending from the server's value works, and a resent old one still gets its stored answer.
    const resent = await push(ana, [rate(2), rate(3), rate(4)]);
    expect(resent.json()).toEqual({
      lastMutationId: 4,
      results: [
        { mid: 2, status: "applied" },
        { mid: 3, status: "applied" },
        { mid: 4, status: "applied" },
      ],
    });
  });

  it("never drops a late batch: the one that arrives first waits for it", async () => {
    const second = [rate(3), rate(4)];
    const first = [createCar(1), rate(2)];
    expect((await push(ana, second)).json()).toEqual(refusedOutOfOrder(0));
    expect((await push(ana, first)).json().lastMutationId).toBe(2);
    expect((await push(ana, second)).json()).toEqual({
      lastMutationId: 4,
      results: [
        { mid: 3, status: "applied" },
        { mid: 4, status: "applied" },
      ],
    });
    expect((await call(server, ana, "GET", `/api/vehicles/info/${vehicleId}`)).statusCode).toBe(200);
  });

  it.each([[0], [-1], [1.5], [2 ** 53], [Number.MAX_VALUE], ["1"]])("refuses mid %s with a 400", async (mid) => {
    const response = await push(ana, [{ ...rate(1), mid }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe("GET /api/sync/pull", () => {
  it("pages the user's changes with a cursor and tombstones", async () => {
    await push(ana, [
      createCar(1),
      { mid: 2, name: "vehicle.update", args: { _id: vehicleId, patch: { color: "Red" } } },
    ]);
    const first = await pull(ana, 0, 1);
    expect(first.hasMore).toBe(true);
    expect(first.changes).toHaveLength(1);
    const rest = await pull(ana, first.cursor, 100);
    expect(rest.hasMore).toBe(false);
    const all = [...first.changes, ...rest.changes];
    // The user row from sign-up and the vehicle, once, in its latest state.
    expect(all.map((c: { entity: string }) => c.entity).sort()).toEqual(["user", "vehicle"]);
    expect(all.find((c: { entity: string }) => c.entity === "vehicle").data).toMatchObject({ color: "Red" });

    await push(ana, [{ mid: 3, name: "vehicle.delete", args: { _id: vehicleId } }]);
    const after = await pull(ana, rest.cursor);
    expect(after.changes).toEqual([{ op: "del", entity: "vehicle", id: vehicleId }]);
    expect((await pull(ana, after.cursor)).changes).toEqual([]);
  });

  it("clamps a cursor beyond the last change, so the device misses nothing written after", async () => {
    const beyond = await pull(ana, 1_000_000_000_000);
    expect(beyond.changes).toEqual([]);
    expect(beyond.cursor).toBeLessThan(1_000_000_000_000);
    await push(ana, [createCar(1)]);
    const next = await pull(ana, beyond.cursor);
    expect(next.changes).toEqual([expect.objectContaining({ op: "put", entity: "vehicle", id: vehicleId })]);
    expect((await call(server, ana, "GET", `/api/sync/pull?cursor=${2 ** 53}`)).statusCode).toBe(400);
  });

  it("refuses a bad cursor with a message", async () => {
    const response = await call(server, ana, "GET", "/api/sync/pull?cursor=-5");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
