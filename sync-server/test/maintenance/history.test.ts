import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/admin-commands.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

let server: TestServer;
let ana: Session;
let carId: string;
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();

beforeEach(async () => {
  server = await build();
  ana = await userOnPlan(server, "anadriver");
  carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
});
afterEach(async () => server.close());

describe("maintenances", () => {
  it("logs a maintenance, moves the odometer forward and lists it", async () => {
    const created = await call(server, ana, "POST", `/api/maintenances/${carId}`, {
      type: "general",
      adjustments: ["changeOil"],
      kms: 12_500,
      amount: 45.5,
      date,
    });
    expect(created.statusCode).toBe(201);
    const maintenance = created.json().payload;
    expect(maintenance).toMatchObject({
      vehicle: carId,
      type: "general",
      kms: 12_500,
      amount: 45.5,
      createdBy: ana.userId,
    });
    expect((await call(server, ana, "GET", `/api/vehicles/info/${carId}`)).json().payload.displacement).toBe(12_500);

    const items = await call(server, ana, "GET", `/api/maintenances/q/3/v/${carId}`);
    expect(items.json().payload).toEqual([
      expect.objectContaining({ _id: maintenance._id, type: "maintenance", maintenanceType: "other" }),
    ]);
    const services = await call(server, ana, "GET", `/api/maintenances/services/10/v/${carId}`);
    expect(services.json().payload.map((m: { _id: string }) => m._id)).toEqual([maintenance._id]);
    const detail = await call(server, ana, "GET", `/api/maintenances/detail/${carId}/${maintenance._id}`);
    expect(detail.json().payload).toEqual([maintenance]);
  });

  it("answers an unknown maintenance detail with an empty list", async () => {
    const detail = await call(
      server,
      ana,
      "GET",
      `/api/maintenances/detail/${carId}/01934000-0000-7000-8000-0000000000ff`,
    );
    expect(detail.json()).toEqual({ code: 200, message: "OK", payload: [] });
  });

  it("refuses km below the odometer, missing tires, missing adjustments and other without description", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "battery", kms: 9_999, date }, "invalidMileage"],
      [{ type: "tires", adjustments: [], date }, "selectOneTire"],
      [{ type: "general", adjustments: [], date }, "selectOneAdjustemnt"],
      [{ type: "general", adjustments: ["changeOther"], date }, "enterDescription"],
      [{ type: "general", adjustments: ["bikeWash"], date }, "invalidOption"],
    ];
    for (const [body, key] of cases) {
      const response = await call(server, ana, "POST", `/api/maintenances/${carId}`, body);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message).toBe(key);
    }
    expect((await call(server, ana, "GET", `/api/maintenances/services/10/v/${carId}`)).json()).toEqual({
      code: 404,
      message: "No encontramos servicios",
    });
  });

  it("takes the type from the path on the typed routes", async () => {
    const battery = await call(server, ana, "POST", `/api/maintenances/${carId}/battery`, { date });
    expect(battery.json().payload).toMatchObject({ type: "battery", adjustments: ["changeBattery"] });
    const bad = await call(server, ana, "POST", `/api/maintenances/${carId}/engine`, { date });
    expect(bad.statusCode).toBe(400);
  });

  it("computes the stats in the asked time zone", async () => {
    await call(server, ana, "POST", `/api/maintenances/${carId}/battery`, {
      amount: 100,
      date: new Date().toISOString(),
    });
    const stats = await call(server, ana, "GET", `/api/maintenances/stats/${carId}?tz=America/Panama`);
    expect(stats.json().payload).toMatchObject({ spentMonthly: 100, quantity: 1, tiresDate: null });
    const badZone = await call(server, ana, "GET", `/api/maintenances/stats/${carId}?tz=Mars/Olympus`);
    expect(badZone.statusCode).toBe(200);
  });

  it("lets the owner delete a maintenance, a stranger never, and an admin any", async () => {
    const id = (await call(server, ana, "POST", `/api/maintenances/${carId}/battery`, { date })).json().payload._id;
    const stranger = await userOnPlan(server, "strangerst");
    expect((await call(server, stranger, "DELETE", `/api/maintenances/${id}`)).statusCode).toBe(404);
    const deleted = await call(server, ana, "DELETE", `/api/maintenances/${id}`);
    expect(deleted.json()).toEqual({ code: 200, message: "MAINTENANCE_DELETED" });
    expect((await call(server, ana, "GET", `/api/maintenances/detail/${carId}/${id}`)).json().payload).toEqual([]);
    const another = (await call(server, ana, "POST", `/api/maintenances/${carId}/battery`, { date })).json().payload
      ._id;
    await server.app.deps.database.write((db) =>
      runAdminCommand({ db, now: new Date(), voucherSecret: "" }, ["promote", "strangerst"]),
    );
    expect((await call(server, stranger, "DELETE", `/api/maintenances/${another}`)).statusCode).toBe(200);
  });
});

describe("refuels", () => {
  it("logs a refuel for a car with a station of the user's country and moves the odometer", async () => {
    const created = await call(server, ana, "POST", `/api/refuels/${carId}`, {
      date,
      quantity: 30,
      amount: 40,
      displacement: 10_400,
      gasStation: { name: "Puma", location: " Vía España " },
    });
    expect(created.statusCode).toBe(201);
    const refuel = created.json().payload;
    expect(refuel).toMatchObject({
      quantity: 30,
      amount: 40,
      fuel: "95",
      gasStation: { name: "Puma", location: "Vía España", pricePerLt: 1.333 },
    });
    expect((await call(server, ana, "GET", `/api/vehicles/info/${carId}`)).json().payload.displacement).toBe(10_400);
    expect((await call(server, ana, "GET", `/api/refuels/vehicle/${carId}`)).json().payload).toEqual([refuel]);
    expect((await call(server, ana, "GET", `/api/refuels/detail/${carId}/${refuel._id}`)).json().payload).toEqual(
      refuel,
    );
    const items = (await call(server, ana, "GET", `/api/maintenances/q/3/v/${carId}`)).json().payload;
    expect(items[0]).toMatchObject({ type: "refuel", quantity: 30 });
  });

  it("refuses a refuel on a bicycle or without litres, and takes any station's name", async () => {
    const bike = (
      await call(server, ana, "POST", "/api/vehicles", { vehicleType: "bicycle", manufacture: "trek", model: "fx" })
    ).json().payload._id;
    expect((await call(server, ana, "POST", `/api/refuels/${bike}`, { date, quantity: 1, amount: 1 })).json()).toEqual({
      code: 400,
      message: "refuelNotAllowed",
    });
    expect((await call(server, ana, "POST", `/api/refuels/${carId}`, { date, amount: 1 })).json().message).toBe(
      "vehicle.refuels.add.error.quantity",
    );
    const named = await call(server, ana, "POST", `/api/refuels/${carId}`, {
      date,
      quantity: 1,
      amount: 1,
      gasStation: { name: "Bomba La Candelaria" },
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().payload.gasStation.name).toBe("Bomba La Candelaria");
    const hidden = await call(server, ana, "POST", `/api/refuels/${carId}`, {
      date,
      quantity: 1,
      amount: 1,
      gasStation: { name: "Puma\u200b" },
    });
    expect(hidden.statusCode).toBe(400);
  });

  it("answers 404 with the spec's messages for no refuels and an unknown refuel", async () => {
    expect((await call(server, ana, "GET", `/api/refuels/vehicle/${carId}`)).json()).toEqual({
      code: 404,
      message: "No encontramos recargas",
    });
    expect(
      (await call(server, ana, "GET", `/api/refuels/detail/${carId}/01934000-0000-7000-8000-0000000000ff`)).json(),
    ).toEqual({
      code: 404,
      message: "No encontramos el refuel",
    });
  });

  it("lets the owner delete a refuel, and an admin any", async () => {
    const id = (await call(server, ana, "POST", `/api/refuels/${carId}`, { date, quantity: 10, amount: 12 })).json()
      .payload._id;
    expect((await call(server, ana, "DELETE", `/api/refuels/${id}`)).json()).toEqual({
      code: 200,
      message: "REFUEL_DELETED",
    });
    expect((await call(server, ana, "GET", `/api/refuels/detail/${carId}/${id}`)).statusCode).toBe(404);
  });
});
