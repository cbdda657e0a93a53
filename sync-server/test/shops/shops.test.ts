import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

let server: TestServer;
let ana: Session;
const shop = {
  type: "mechanicalWorkshop",
  name: "  Taller Pepe ",
  contactName: "Pepe",
  address: "Calle 50, Panamá",
  phone: "+507 6123-4567",
};

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "anadriver");
});
afterAll(async () => server.close());

const planOf = async (session: Session) =>
  (await call(server, session, "GET", `/api/users/${session.userId}`)).json().payload.subscription.plan;

describe("PATCH /api/users/plan", () => {
  it("moves between free and basic, and the change reaches the user's devices", async () => {
    const response = await call(server, ana, "PATCH", "/api/users/plan", { plan: "basic" });
    expect(response.json()).toMatchObject({ code: 200, payload: { subscription: { plan: "basic" } } });
    const pulled = (await call(server, ana, "GET", "/api/sync/pull?cursor=0")).json();
    const user = pulled.changes.findLast((change: { entity: string }) => change.entity === "user");
    expect(user.data.subscription.plan).toBe("basic");
    expect((await call(server, ana, "PATCH", "/api/users/plan", { plan: "free" })).statusCode).toBe(200);
    expect(await planOf(ana)).toBe("free");
  });

  it("refuses business, which comes with a shop, and anything else", async () => {
    for (const body of [{ plan: "business" }, { plan: "gold" }, {}, { plan: "basic", extra: 1 }]) {
      const response = await call(server, ana, "PATCH", "/api/users/plan", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await planOf(ana)).toBe("free");
  });

  it("keeps vehicles past a lower plan's limit but refuses adding more", async () => {
    const carla = await userOnPlan(server, "carladriver", "basic");
    for (const plate of ["A1", "A2", "A3"]) {
      expect((await call(server, carla, "POST", "/api/vehicles", { ...aCar, plateNumber: plate })).statusCode).toBe(
        201,
      );
    }
    await call(server, carla, "PATCH", "/api/users/plan", { plan: "free" });
    expect((await call(server, carla, "GET", "/api/vehicles")).json().payload).toHaveLength(3);
    expect((await call(server, carla, "POST", "/api/vehicles", { ...aCar, plateNumber: "A4" })).statusCode).toBe(403);
  });
});

describe("POST /api/shops", () => {
  it.each([
    ["type", { type: undefined }, "required"],
    ["type", { type: "bakery" }, "required"],
    ["name", { name: " " }, "required"],
    ["name", { name: "P" }, "minLength"],
    ["contactName", { contactName: "" }, "required"],
    ["contactName", { contactName: "J" }, "minLength"],
    ["address", { address: "" }, "required"],
    ["address", { address: "C 5" }, "minLength"],
    ["phone", { phone: "" }, "required"],
    ["phone", { phone: "12-34" }, "phone"],
    ["phone", { phone: "call me maybe" }, "phone"],
  ])("refuses a bad %s (%j) with its key and creates nothing", async (field, change, key) => {
    const response = await call(server, ana, "POST", "/api/shops", { ...shop, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: key, errors: { [field]: { key } } });
    expect(await planOf(ana)).toBe("free");
  });

  it("creates the shop, trims it, moves the owner to business; a second is a 409", async () => {
    const response = await call(server, ana, "POST", "/api/shops", shop);
    expect(response.statusCode).toBe(201);
    expect(response.json().payload).toMatchObject({
      shop: { name: "Taller Pepe", type: "mechanicalWorkshop", phone: "+507 6123-4567" },
      user: { subscription: { plan: "business" }, shop: { name: "Taller Pepe", type: "mechanicalWorkshop" } },
    });
    expect(await planOf(ana)).toBe("business");
    const second = await call(server, ana, "POST", "/api/shops", { ...shop, name: "Otro" });
    expect(second.json()).toEqual({ code: 409, message: "Ya tienes una tienda registrada" });
  });

  it("needs a session", async () => {
    const response = await server.app.inject({ method: "POST", url: "/api/shops", payload: shop });
    expect(response.statusCode).toBe(401);
  });
});
