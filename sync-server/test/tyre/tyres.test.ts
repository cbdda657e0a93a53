import { type ShareRole, tyreLimits } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * Tyre sets, their moves and tread readings over REST: who may log and see them (SPEC §6, as for
 * maintenance), a set's price hidden where money is not seen, the cap on a vehicle's sets, and
 * every bad input a 4xx with its reason.
 */
let server: TestServer;
let ana: Session;
const grantees = {} as Record<ShareRole, Session>;
const roles: ShareRole[] = ["workshop", "insuranceBroker", "customer", "household"];
let vehicleId = "";
let motoId = "";
const now = () => new Date().toISOString();
const summer = {
  brand: "Michelin",
  size: "205/55 R16 91V",
  season: "summer",
  price: 480,
  tyres: [{ key: "t1", dot: "0524" }, { key: "t2", dot: "0524" }, { key: "t3" }, { key: "t4" }],
};

const tyresPath = (id = vehicleId) => `/api/vehicles/${id}/tyres`;
const grant = async (role: ShareRole) =>
  (await call(server, ana, "POST", `/api/vehicles/${vehicleId}/shares`, { role })).json().payload.qr as string;
const claim = (session: Session, qr: string) =>
  call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
const addSet = async (session: Session, body: unknown = summer, id = vehicleId) =>
  call(server, session, "POST", tyresPath(id), body);

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "anatyres", "basic");
  grantees.workshop = await userOnPlan(server, "tallertyres", "business");
  grantees.insuranceBroker = await userOnPlan(server, "brokertyres", "business");
  grantees.customer = await userOnPlan(server, "clienttyres");
  grantees.household = await userOnPlan(server, "hometyres");
  vehicleId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
  motoId = (
    await call(server, ana, "POST", "/api/vehicles", { vehicleType: "moto", manufacture: "honda", model: "cb500" })
  ).json().payload._id;
  for (const role of roles) expect((await claim(grantees[role], await grant(role))).statusCode).toBe(200);
});
afterAll(async () => server.close());

describe("tyre sets", () => {
  it("keeps a set with its size written Odo's way, and mounts it at a reading the odometer follows", async () => {
    const created = await addSet(ana, { ...summer, size: "205/55r16 91v" });
    expect(created.statusCode).toBe(201);
    const set = created.json().payload;
    expect(set).toMatchObject({ size: "205/55 R16 91V", currency: "USD", retired: false, createdBy: ana.userId });
    const mounted = await call(server, ana, "POST", `${tyresPath()}/events`, {
      date: now(),
      km: 10_500,
      moves: set.tyres.map((tyre: { key: string }, index: number) => ({
        set: set._id,
        tyre: tyre.key,
        to: ["frontLeft", "frontRight", "rearLeft", "rearRight"][index],
      })),
    });
    expect(mounted.statusCode).toBe(201);
    const info = await call(server, ana, "GET", `/api/vehicles/info/${vehicleId}`);
    expect(info.json().payload.displacement).toBe(10_500);
    const listed = (await call(server, ana, "GET", tyresPath())).json().payload;
    expect(listed.sets.map((each: { _id: string }) => each._id)).toContain(set._id);
    expect(listed.events).toHaveLength(1);
  });

  it("shows a workshop and a customer the sets without their price, the household with it, a broker nothing", async () => {
    const seenBy = async (role: ShareRole) => call(server, grantees[role], "GET", tyresPath());
    expect((await seenBy("workshop")).json().payload.sets[0].price).toBeNull();
    expect((await seenBy("customer")).json().payload.sets[0].price).toBeNull();
    expect((await seenBy("household")).json().payload.sets[0].price).toBe(480);
    expect((await seenBy("insuranceBroker")).statusCode).toBe(403);
    // A broker cannot add one either, by REST or by sync.
    expect((await addSet(grantees.insuranceBroker)).statusCode).toBe(403);
  });

  it("lets a workshop log tread under its shop's name, and a customer change only what it logged", async () => {
    await call(server, grantees.workshop, "POST", "/api/shops", {
      type: "mechanicalWorkshop",
      name: "Llantas Sur",
      contactName: "Lucía",
      address: "Calle 50",
      phone: "+507 6000 0000",
    });
    const set = (await call(server, ana, "GET", tyresPath())).json().payload.sets[0];
    const reading = await call(server, grantees.workshop, "POST", `${tyresPath()}/readings`, {
      date: now(),
      km: 10_600,
      depths: [{ set: set._id, tyre: "t1", position: "frontLeft", treadMm: "6,4", pressureKpa: 230 }],
    });
    expect(reading.statusCode).toBe(201);
    expect(reading.json().payload).toMatchObject({
      loggedByShop: "Llantas Sur",
      depths: [{ treadMm: 6.4, pressureKpa: 230 }],
      // Signed with the shop's key, as its other work is.
      seal: { version: 1, signed: { kms: 10_600, depths: [{ treadMm: 6.4, position: "frontLeft" }] } },
    });
    expect(reading.json().payload.seal.signed.shop.name).toBe("Llantas Sur");
    // The owner's own reading is not signed.
    const own = await call(server, ana, "POST", `${tyresPath()}/readings`, {
      date: now(),
      depths: [{ set: set._id, tyre: "t2", treadMm: 6.6 }],
    });
    expect(own.json().payload.seal ?? null).toBeNull();
    const ownersSet = `${tyresPath()}/${set._id}`;
    expect((await call(server, grantees.customer, "PATCH", ownersSet, { brand: "Pirelli" })).statusCode).toBe(403);
    const mine = (await addSet(grantees.customer, { ...summer, brand: "Bridgestone" })).json().payload;
    const edited = await call(server, grantees.customer, "PATCH", `${tyresPath()}/${mine._id}`, { model: "Turanza" });
    expect(edited.json().payload).toMatchObject({ brand: "Bridgestone", model: "Turanza" });
    // A customer deletes nothing, not even what it logged (SPEC §6).
    expect((await call(server, grantees.customer, "DELETE", `${tyresPath()}/${mine._id}`)).statusCode).toBe(403);
    expect((await call(server, ana, "DELETE", `${tyresPath()}/${mine._id}`)).statusCode).toBe(200);
  });

  it("404s a set, a move or a reading addressed under another vehicle", async () => {
    const set = (await call(server, ana, "GET", tyresPath())).json().payload;
    const setId = set.sets[0]._id;
    expect((await call(server, ana, "PATCH", `${tyresPath(motoId)}/${setId}`, { brand: "X" })).statusCode).toBe(404);
    const eventId = set.events[0]._id;
    expect((await call(server, ana, "DELETE", `${tyresPath(motoId)}/events/${eventId}`)).statusCode).toBe(404);
    const readingId = set.readings[0]._id;
    expect((await call(server, ana, "DELETE", `${tyresPath(motoId)}/readings/${readingId}`)).statusCode).toBe(404);
    // Moving a car's set onto the moto is refused as a set the moto does not have.
    const moved = await call(server, ana, "POST", `${tyresPath(motoId)}/events`, {
      date: now(),
      km: 100,
      moves: [{ set: setId, tyre: "t1", to: "front" }],
    });
    expect(moved.statusCode).toBe(404);
  });
});

describe("what a tyre request may not be", () => {
  it.each([
    ["a size that is no tyre's", { ...summer, size: "999/99 R99" }, "invalidTyreSize"],
    ["a bicycle's size on a car", { ...summer, size: "700x25c" }, "invalidTyreSize"],
    ["a DOT date to come", { ...summer, tyres: [{ key: "t1", dot: "5299" }] }, "invalidDot"],
    ["a DOT week 54", { ...summer, tyres: [{ key: "t1", dot: "5420" }] }, "invalidDot"],
    ["two tyres with one key", { ...summer, tyres: [{ key: "t1" }, { key: "t1" }] }, "invalidId"],
    ["no tyre", { ...summer, tyres: [] }, "required"],
    ["a tread of 31 mm", { ...summer, tyres: [{ key: "t1", newTreadMm: 31 }] }, "numberTooLarge"],
    ["a brand with control characters", { ...summer, brand: "Mich\u0007elin" }, "invalidCharacters"],
    ["a purchase in year 3000", { ...summer, boughtOn: "3000-01-01" }, "dateOutOfRange"],
    ["an unknown field", { ...summer, colour: "black" }, "invalidOption"],
  ])("refuses %s with its reason", async (_, body, reason) => {
    const refused = await addSet(ana, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(reason);
  });

  it("refuses a move to a position the vehicle lacks, a tyre its set lacks, a place taken, a reading below the timeline", async () => {
    const set = (
      await addSet(ana, { ...summer, size: "120/70 ZR17 58W", tyres: [{ key: "t1" }, { key: "t2" }] }, motoId)
    ).json().payload;
    const move = (to: string | null, tyre = "t1", km = 200) =>
      call(server, ana, "POST", `${tyresPath(motoId)}/events`, {
        date: now(),
        km,
        moves: [{ set: set._id, tyre, to }],
      });
    expect((await move("frontLeft")).json().message).toBe("positionNotOnVehicle");
    expect((await move("front", "t9")).json().message).toBe("invalidOption");
    expect((await move("front", "t1", 300)).statusCode).toBe(201);
    const below = await move("rear", "t2", 250);
    expect(below.json()).toMatchObject({ code: 400, message: "invalidMileage" });
    // A client that skips the form's check gets the same answer: the front is taken, the rear tyre is not on.
    expect((await move("front", "t2", 310)).json()).toMatchObject({ code: 400, message: "positionTaken" });
    expect((await move(null, "t2", 320)).json()).toMatchObject({
      code: 400,
      message: "tyreNotMounted",
    });
  });

  it(`keeps at most ${tyreLimits.setsPerVehicle} sets per vehicle`, async () => {
    const bike = (
      await call(server, ana, "POST", "/api/vehicles", { vehicleType: "bicycle", manufacture: "trek", model: "fx" })
    ).json().payload._id;
    const bikeSet = { size: "700x32c", season: "allSeason", tyres: [{ key: "t1" }, { key: "t2" }] };
    for (let index = 0; index < tyreLimits.setsPerVehicle; index++) {
      expect((await addSet(ana, bikeSet, bike)).statusCode).toBe(201);
    }
    const over = await addSet(ana, bikeSet, bike);
    expect(over.json()).toMatchObject({ code: 409, message: "TYRE_SET_LIMIT" });
  });
});
