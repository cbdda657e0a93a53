import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

let server: TestServer;
let ana: Session;
const date = new Date(Date.now() + 3_600_000).toISOString();

beforeEach(async () => {
  server = await build();
  ana = await userOnPlan(server, "anadriver", "basic");
});
afterEach(async () => server.close());

const addVehicle = async (body: object) =>
  (await call(server, ana, "POST", "/api/vehicles", { ...aCar, ...body })).json().payload;

describe("a vehicle's power on the wire", () => {
  it("derives the seed's type and energyType from the power, and the power from them for SPEC §7's clients", async () => {
    expect(await addVehicle({ power: "plugInHybrid" })).toMatchObject({
      power: "plugInHybrid",
      type: "gasoline",
      energyType: "95",
    });
    expect(await addVehicle({ power: "electric" })).toMatchObject({
      power: "electric",
      type: "electric",
      energyType: null,
    });
    // A client that knows only the seed's fields.
    expect(await addVehicle({ type: "electric" })).toMatchObject({ power: "electric", type: "electric" });
    expect(await addVehicle({ type: "gasoline", energyType: "diesel" })).toMatchObject({
      power: "diesel",
      type: "gasoline",
      energyType: "diesel",
    });
    expect(await addVehicle({})).toMatchObject({ power: "gasoline", type: "gasoline", energyType: "95" });
  });

  it("follows a seed client's PATCH of type, and an Odo client's of power", async () => {
    const car = await addVehicle({ power: "cngBiFuel" });
    const patched = await call(server, ana, "PATCH", `/api/vehicles/${car._id}`, { type: "electric" });
    expect(patched.json().payload).toMatchObject({ power: "electric", type: "electric", energyType: null });
    const back = await call(server, ana, "PATCH", `/api/vehicles/${car._id}`, { power: "diesel" });
    expect(back.json().payload).toMatchObject({ power: "diesel", type: "gasoline", energyType: "diesel" });
  });

  it("follows a seed client's PATCH of energyType alone, and stores it", async () => {
    const car = await addVehicle({});
    const patched = await call(server, ana, "PATCH", `/api/vehicles/${car._id}`, { energyType: "diesel" });
    expect(patched.json().payload).toMatchObject({ power: "diesel", type: "gasoline", energyType: "diesel" });
    const read = await call(server, ana, "GET", `/api/vehicles/details/${car._id}`);
    expect(read.json().payload).toMatchObject({ power: "diesel", energyType: "diesel" });
  });

  it("reads numbers sent as text in decimal only", async () => {
    const hex = await call(server, ana, "POST", "/api/vehicles", { ...aCar, displacement: "0x10" });
    expect(hex.statusCode).toBe(400);
    expect(await addVehicle({ displacement: "1250,5" })).toMatchObject({ displacement: 1250.5 });
  });
});

describe("refuels of every energy", () => {
  it("keeps today's clients working: a refuel without an energy is fuel, in litres", async () => {
    const car = await addVehicle({});
    const refuel = await call(server, ana, "POST", `/api/refuels/${car._id}`, { date, quantity: 30, amount: 40 });
    expect(refuel.statusCode).toBe(201);
    expect(refuel.json().payload).toMatchObject({ energy: "fuel", fuel: "95", quantity: 30 });
    expect(refuel.json().payload).not.toHaveProperty("socEnd");
  });

  it("logs a charge of an electric car in kWh with its details, and refuses it fuel", async () => {
    const car = await addVehicle({ power: "electric" });
    const charge = await call(server, ana, "POST", `/api/refuels/${car._id}`, {
      date,
      energy: "electricity",
      quantity: 42.5,
      amount: 13.6,
      displacement: 10_300,
      chargePlace: "public",
      socStart: 20,
      socEnd: 80,
      chargerKw: 150,
      chargeMinutes: 28,
      gasStation: { name: "Electrify America" },
    });
    expect(charge.statusCode).toBe(201);
    expect(charge.json().payload).toMatchObject({
      energy: "electricity",
      fuel: null,
      quantity: 42.5,
      gasStation: { name: "Electrify America", pricePerLt: 0.32 },
      chargePlace: "public",
      socStart: 20,
      socEnd: 80,
    });
    const fuel = await call(server, ana, "POST", `/api/refuels/${car._id}`, { date, quantity: 30, amount: 40 });
    expect(fuel.statusCode).toBe(400);
    expect(fuel.json()).toMatchObject({ message: "energyNotTaken" });
    const backwards = await call(server, ana, "POST", `/api/refuels/${car._id}`, {
      date,
      energy: "electricity",
      quantity: 10,
      amount: 3,
      socStart: 80,
      socEnd: 20,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("edits a charge's details and clears one, the charge staying a charge", async () => {
    const car = await addVehicle({ power: "plugInHybrid" });
    const created = await call(server, ana, "POST", `/api/refuels/${car._id}`, {
      date,
      energy: "electricity",
      quantity: 9,
      amount: 2,
      chargePlace: "home",
      socEnd: 100,
    });
    const id = created.json().payload._id;
    const edited = await call(server, ana, "PATCH", `/api/refuels/${id}`, { chargePlace: "work", socEnd: null });
    expect(edited.statusCode).toBe(200);
    const stored = (await call(server, ana, "GET", `/api/refuels/detail/${car._id}/${id}`)).json().payload;
    expect(stored).toMatchObject({ energy: "electricity", chargePlace: "work", socEnd: null });
    const intoFuel = await call(server, ana, "PATCH", `/api/refuels/${id}`, { energy: "fuel" });
    expect(intoFuel.statusCode).toBe(400);
  });

  it("documents each energy's unit in the OpenAPI document", async () => {
    const document = (await server.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(JSON.stringify(document)).toContain("electricity (kWh)");
  });
});
