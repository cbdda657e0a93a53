import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * Nobody but the owner sees money: every row a grantee receives, by REST or by pull, goes through
 * the role's view. A broker, who sees no history, hears nothing about it: no update when the owner
 * logs something, and no tombstones for rows it never had when its access ends.
 */
let server: TestServer;
let owner: Session;
let customer: Session;
let broker: Session;
let vehicleId = "";
let ownerMaintenanceId = "";
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();

type Change = { op: string; entity: string; id: string; data?: Record<string, unknown> };
const pull = async (session: Session, cursor = 0) =>
  (await call(server, session, "GET", `/api/sync/pull?cursor=${cursor}&limit=1000`)).json() as {
    cursor: number;
    changes: Change[];
  };
const shareWith = async (session: Session, role: string) => {
  const qr = (await call(server, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role })).json().payload.qr;
  const claimed = await call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
  expect(claimed.statusCode).toBe(200);
};

beforeAll(async () => {
  server = await build();
  owner = await userOnPlan(server, "duenadora");
  customer = await userOnPlan(server, "clientecarl");
  broker = await userOnPlan(server, "corredorbeni", "business");
  vehicleId = (await call(server, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
  ownerMaintenanceId = (
    await call(server, owner, "POST", `/api/maintenances/${vehicleId}/battery`, { date, kms: 10_500, amount: 95 })
  ).json().payload._id;
  await shareWith(customer, "customer");
  await shareWith(broker, "insuranceBroker");
});
afterAll(async () => server.close());

describe("a customer's copy of the history", () => {
  it("carries no amount and no author on the owner's entries, by pull and by REST", async () => {
    const pulled = (await pull(customer)).changes.find((change) => change.id === ownerMaintenanceId);
    expect(pulled?.data).toMatchObject({ amount: null, createdBy: null, kms: 10_500 });
    for (const url of [
      `/api/maintenances/services/10/v/${vehicleId}`,
      `/api/maintenances/q/3/v/${vehicleId}`,
      `/api/maintenances/detail/${vehicleId}/${ownerMaintenanceId}`,
    ]) {
      const response = await call(server, customer, "GET", url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('"amount":95');
      expect(response.body).toContain('"amount":null');
      expect(response.body).not.toContain(owner.userId);
    }
    expect((await call(server, customer, "GET", `/api/maintenances/stats/${vehicleId}`)).statusCode).toBe(403);
  });

  it("keeps the amount on an entry the customer wrote, for the customer and the owner", async () => {
    const own = (
      await call(server, customer, "POST", `/api/maintenances/${vehicleId}/battery`, { date, amount: 42.5 })
    ).json().payload;
    expect(own).toMatchObject({ amount: 42.5, createdBy: customer.userId });
    const forCustomer = (await pull(customer)).changes.find((change) => change.id === own._id);
    expect(forCustomer?.data).toMatchObject({ amount: 42.5, createdBy: customer.userId });
    const forOwner = (await pull(owner)).changes.find((change) => change.id === own._id);
    expect(forOwner?.data).toMatchObject({ amount: 42.5, createdBy: customer.userId });
  });
});

describe("a broker's device", () => {
  it("hears nothing when the owner logs a maintenance or a refuel with km", async () => {
    const { cursor } = await pull(broker);
    await call(server, owner, "POST", `/api/maintenances/${vehicleId}/battery`, { date, kms: 12_000, amount: 80 });
    await call(server, owner, "POST", `/api/refuels/${vehicleId}`, {
      date,
      quantity: 30,
      amount: 40,
      displacement: 12_500,
    });
    expect((await pull(broker, cursor)).changes).toEqual([]);
    // The customer, who sees km, gets the moved odometer.
    const customerVehicle = (await pull(customer)).changes.find((change) => change.id === vehicleId);
    expect(customerVehicle?.data).toMatchObject({ displacement: 12_500 });
  });

  it("gets only the vehicle's tombstone when its access ends", async () => {
    const { cursor } = await pull(broker);
    expect((await call(server, owner, "DELETE", `/api/vehicles/${vehicleId}/shares/${broker.userId}`)).statusCode).toBe(
      200,
    );
    expect((await pull(broker, cursor)).changes).toEqual([{ op: "del", entity: "vehicle", id: vehicleId }]);
  });
});
