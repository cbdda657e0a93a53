import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { aCar, build, call, signedInUser, type TestServer } from "../helper.js";

/** Units and currency: chosen at sign-up from the country, changed in the profile; km, litres and each entry's currency on the wire. */
let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => server.close());

const signUpIn = async (username: string, country: string) => {
  const session = await signedInUser(server, { username, password: "Secret123", email: `${username}@example.com` });
  await server.app.deps.database.write(async (db) =>
    statement(db, "update users set country = ?, units = null where id = ?").run([country, session.userId]),
  );
  return session;
};

describe("unit preferences", () => {
  it("start from the country and change in the profile", async () => {
    const texan = await signUpIn("texan1", "usa");
    const me = async () => (await call(server, texan, "GET", `/api/users/${texan.userId}`)).json().payload;
    expect((await me()).units).toEqual({
      distance: "mi",
      volume: "usGal",
      economy: "mpgUs",
      electricEconomy: "miPerKWh",
      currency: "USD",
    });
    const changed = await call(server, texan, "PATCH", `/api/users/${texan.userId}`, {
      units: { distance: "km", volume: "l", economy: "kmPerL", currency: "MXN" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me()).units).toEqual({ distance: "km", volume: "l", economy: "kmPerL", currency: "MXN" });
    const refused = await call(server, texan, "PATCH", `/api/users/${texan.userId}`, {
      units: { distance: "furlong", volume: "l", economy: "kmPerL", currency: "XXX" },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("records each entry's currency, the author's when none is named, and keeps km and litres on the wire", async () => {
    const caraqueña = await signUpIn("caracas1", "venezuela");
    await call(server, caraqueña, "PATCH", `/api/users/${caraqueña.userId}`, {
      units: { distance: "km", volume: "l", economy: "kmPerL", currency: "VES" },
    });
    const carId = (await call(server, caraqueña, "POST", "/api/vehicles", aCar)).json().payload._id;
    const inBolivares = await call(server, caraqueña, "POST", `/api/refuels/${carId}`, {
      date: new Date().toISOString(),
      quantity: 40,
      amount: 1_500,
      displacement: 10_100,
    });
    expect(inBolivares.json().payload).toMatchObject({ currency: "VES", quantity: 40, displacement: 10_100 });
    const inDollars = await call(server, caraqueña, "POST", `/api/maintenances/${carId}`, {
      type: "general",
      adjustments: ["changeOil"],
      amount: 35,
      currency: "USD",
      date: new Date().toISOString(),
    });
    expect(inDollars.json().payload).toMatchObject({ currency: "USD", amount: 35 });
    const unknown = await call(server, caraqueña, "POST", `/api/maintenances/${carId}`, {
      type: "general",
      adjustments: ["changeOil"],
      amount: 35,
      currency: "BTC",
      date: new Date().toISOString(),
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("documents km, each energy's unit and the currency on the wire in OpenAPI", async () => {
    const docs = (await server.app.inject({ method: "GET", url: "/api/docs/json" })).body;
    expect(docs).toContain("ISO 4217 code of `amount`");
    expect(docs).toContain("The odometer in km");
    expect(docs).toContain("litres of fuel or LPG, kWh of electricity, kg of CNG");
  });
});
