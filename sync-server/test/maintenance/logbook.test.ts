import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * The owner's logbook on the server: a used car's past backfilled between its readings, any entry
 * edited or deleted with the odometer following, and grantees changing only what they wrote.
 */
let server: TestServer;
let owner: Session;
let customer: Session;
let broker: Session;
let workshop: Session;
let carId = "";
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const maintenance = (session: Session, body: Record<string, unknown>) =>
  call(server, session, "POST", `/api/maintenances/${carId}/battery`, body);
const odometer = async () =>
  (await call(server, owner, "GET", `/api/vehicles/info/${carId}`)).json().payload.displacement;
const shareWith = async (session: Session, role: string) => {
  const qr = (await call(server, owner, "POST", `/api/vehicles/${carId}/shares`, { role })).json().payload.qr;
  await call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
};

beforeAll(async () => {
  server = await build();
  owner = await userOnPlan(server, "usedcarowner");
  customer = await userOnPlan(server, "logcustomer");
  broker = await userOnPlan(server, "logbroker", "business");
  carId = (
    await call(server, owner, "POST", "/api/vehicles", {
      vehicleType: "car",
      manufacture: "toyota",
      model: "corolla",
      displacement: 84_000,
    })
  ).json().payload._id;
  await shareWith(customer, "customer");
  server.clock.advance(1_000);
  await shareWith(broker, "insuranceBroker");
  workshop = await userOnPlan(server, "logtaller", "business");
  server.clock.advance(1_000);
  await shareWith(workshop, "workshop");
});
afterAll(async () => server.close());

describe("backfilling a used car", () => {
  it("accepts a past service between its readings and refuses one out of order", async () => {
    const march = await maintenance(owner, { date: "2025-03-02T12:00:00.000Z", kms: 61_200 });
    expect(march.statusCode).toBe(201);
    const january = await maintenance(owner, { date: "2025-01-01T12:00:00.000Z", kms: 70_000 });
    // The clashing reading is named for a client to show, as the app's own message does.
    expect(january.json()).toEqual({
      code: 400,
      message: "invalidMileage",
      conflict: { side: "after", date: "2025-03-02T12:00:00.000Z", kms: 61_200 },
    });
    expect((await maintenance(owner, { date: "2025-01-01T12:00:00.000Z", kms: 55_000 })).statusCode).toBe(201);
    // A refuel's reading takes the same place on the timeline.
    const refuel = await call(server, owner, "POST", `/api/refuels/${carId}`, {
      date: "2025-02-01T12:00:00.000Z",
      quantity: 30,
      amount: 40,
      displacement: 62_000,
    });
    expect(refuel.json()).toMatchObject({ code: 400, message: "invalidMileage" });
    // Today's reading keeps the spec's rule: not below the odometer.
    const today = (await maintenance(owner, { date: later(1), kms: 83_000 })).json();
    expect(today).toMatchObject({ message: "invalidMileage", conflict: { side: "odometer", kms: 84_000 } });
    expect(await odometer()).toBe(84_000);
  });

  it("keeps a replacement recorded without its day out of the way of any dated reading", async () => {
    // Placed where its km belongs (the app places it; here, just before the car was added).
    const undated = await call(server, owner, "POST", `/api/maintenances/${carId}/general`, {
      adjustments: ["changeBrake"],
      kms: 72_000,
      date: later(-0.5),
      dateUnknown: true,
    });
    expect(undated.statusCode).toBe(201);
    expect(undated.json().payload).toMatchObject({ kms: 72_000, dateUnknown: true });
    // A dated one above it, before it in time, is not refused for it: its date is only a place.
    const june = await call(server, owner, "POST", `/api/maintenances/${carId}/general`, {
      adjustments: ["changeOil"],
      kms: 79_500,
      date: later(-0.2),
    });
    expect(june.statusCode).toBe(201);
    // Given its day, it is dated, and checked as any dated reading is.
    const id = undated.json().payload._id;
    const dated = await call(server, owner, "PATCH", `/api/maintenances/${id}`, { date: "2025-06-01T12:00:00.000Z" });
    expect(dated.statusCode).toBe(200);
    const stored = await call(server, owner, "GET", `/api/maintenances/detail/${carId}/${id}`);
    expect(stored.json().payload.dateUnknown).toBeUndefined();
  });
});

describe("a refused reading pushed from a device", () => {
  it("names the reading it clashes with in the result, and again when the push is resent", async () => {
    const push = {
      clientId: "01900000-0000-7000-8000-00000000c0f1",
      mutations: [
        {
          mid: 1,
          name: "maintenance.create",
          args: {
            vehicleId: carId,
            maintenance: {
              _id: "01900000-0000-7000-8000-00000000c0f2",
              type: "battery",
              adjustments: ["changeBattery"],
              date: "2025-01-01T12:00:00.000Z",
              kms: 70_000,
            },
          },
        },
      ],
    };
    const refused = {
      mid: 1,
      status: "rejected",
      code: "VALIDATION_FAILED",
      message: "invalidMileage",
      conflict: { side: "after", date: "2025-03-02T12:00:00.000Z", kms: 61_200 },
    };
    const first = await call(server, owner, "POST", "/api/sync/push", push);
    expect(first.json().results).toEqual([refused]);
    const resent = await call(server, owner, "POST", "/api/sync/push", push);
    expect(resent.json().results).toEqual([refused]);
  });
});

describe("fixing a mistake", () => {
  it("edits a typo'd reading down and moves the odometer back; deleting does the same", async () => {
    const typo = (await maintenance(owner, { date: later(2), kms: 900_000, amount: 80 })).json().payload;
    expect(await odometer()).toBe(900_000);
    const fixed = await call(server, owner, "PATCH", `/api/maintenances/${typo._id}`, { kms: 84_500, amount: null });
    expect(fixed.json().payload).toMatchObject({ kms: 84_500, amount: null });
    expect(await odometer()).toBe(84_500);
    const other = (await maintenance(owner, { date: later(3), kms: 85_000 })).json().payload;
    expect(await odometer()).toBe(85_000);
    expect((await call(server, owner, "DELETE", `/api/maintenances/${other._id}`)).statusCode).toBe(200);
    expect(await odometer()).toBe(84_500);
    const { changes } = (await call(server, owner, "GET", "/api/sync/pull?cursor=0&limit=1000")).json();
    expect(changes.find((change: { id: string }) => change.id === typo._id)?.data).toMatchObject({ kms: 84_500 });
  });

  it("checks an edit with every rule of a new entry", async () => {
    const oil = (
      await call(server, owner, "POST", `/api/maintenances/${carId}`, {
        type: "general",
        adjustments: ["changeOil"],
        date: later(4),
      })
    ).json().payload;
    const cases: [Record<string, unknown>, string][] = [
      [{ adjustments: ["changeOther"] }, "enterDescription"],
      [{ adjustments: [] }, "selectOneAdjustemnt"],
      [{ kms: 1_000 }, "invalidMileage"],
      [{}, "nothingToUpdate"],
      [{ kms: 1e307 }, "numberTooLarge"],
    ];
    for (const [patch, key] of cases) {
      const response = await call(server, owner, "PATCH", `/api/maintenances/${oil._id}`, patch);
      expect(response.json().message, key).toBe(key);
    }
  });

  it("edits and deletes a refuel, its price following", async () => {
    const fill = (
      await call(server, owner, "POST", `/api/refuels/${carId}`, { date: later(5), quantity: 30, amount: 40 })
    ).json().payload;
    const edited = await call(server, owner, "PATCH", `/api/refuels/${fill._id}`, { amount: 45, missedPrevious: true });
    expect(edited.json().payload).toMatchObject({ amount: 45, missedPrevious: true, gasStation: { pricePerLt: 1.5 } });
    expect((await call(server, customer, "PATCH", `/api/refuels/${fill._id}`, { amount: 1 })).statusCode).toBe(404);
    expect((await call(server, owner, "DELETE", `/api/refuels/${fill._id}`)).statusCode).toBe(200);
  });
});

describe("grantees", () => {
  it("let a customer correct only the entries they wrote but delete none, and a broker nothing", async () => {
    const theirs = (await maintenance(customer, { date: later(6), amount: 20 })).json().payload;
    const owners = (await maintenance(owner, { date: later(7) })).json().payload;
    expect(
      (await call(server, customer, "PATCH", `/api/maintenances/${theirs._id}`, { amount: 25 })).json().payload,
    ).toMatchObject({ amount: 25 });
    expect((await call(server, customer, "PATCH", `/api/maintenances/${owners._id}`, { amount: 5 })).statusCode).toBe(
      403,
    );
    expect((await call(server, customer, "DELETE", `/api/maintenances/${owners._id}`)).statusCode).toBe(403);
    expect((await call(server, broker, "DELETE", `/api/maintenances/${theirs._id}`)).statusCode).toBe(404);
    // SPEC §6: a regular customer "cannot delete data", not even what they wrote.
    expect((await call(server, customer, "DELETE", `/api/maintenances/${theirs._id}`)).statusCode).toBe(403);
    const pushedDelete = await call(server, customer, "POST", "/api/sync/push", {
      clientId: "01934000-0000-7000-8000-0000000f00c2",
      mutations: [{ mid: 1, name: "maintenance.delete", args: { _id: theirs._id } }],
    });
    expect(pushedDelete.json().results).toEqual([expect.objectContaining({ status: "rejected", code: "FORBIDDEN" })]);
    expect((await call(server, owner, "DELETE", `/api/maintenances/${theirs._id}`)).statusCode).toBe(200);
  });

  it("let a workshop delete the work it logged, and nothing else", async () => {
    const its = (await maintenance(workshop, { date: later(8) })).json().payload;
    const owners = (await maintenance(owner, { date: later(9) })).json().payload;
    expect((await call(server, workshop, "DELETE", `/api/maintenances/${owners._id}`)).statusCode).toBe(403);
    expect((await call(server, workshop, "DELETE", `/api/maintenances/${its._id}`)).statusCode).toBe(200);
    const push = await call(server, customer, "POST", "/api/sync/push", {
      clientId: "01934000-0000-7000-8000-0000000f00c1",
      mutations: [{ mid: 1, name: "maintenance.update", args: { _id: owners._id, patch: { amount: 1 } } }],
    });
    expect(push.json().results).toEqual([
      { mid: 1, status: "rejected", code: "FORBIDDEN", message: "No tienes los permisos necesarios" },
    ]);
  });
});
