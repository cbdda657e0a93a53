import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * SPEC §2's maintenance mode: a workshop that claims a share QR ending in 1 marks the vehicle "In
 * the workshop" for everyone who sees it; Done (the workshop's) clears it and tells the owner.
 */
let server: TestServer;
let owner: Session;
let workshop: Session;
let broker: Session;
let stranger: Session;
let vehicleId = "";

type Change = { op: string; entity: string; id: string; data?: Record<string, unknown> };
const pulledVehicle = async (session: Session) => {
  const changes = (await call(server, session, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes as Change[];
  return changes.filter((change) => change.id === vehicleId).at(-1)?.data;
};
const claim = async (session: Session, role: string, maintenanceVisit: boolean) => {
  const qr = (await call(server, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role })).json().payload.qr;
  return call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", ""), maintenanceVisit });
};
const notifications = async () =>
  (await call(server, owner, "GET", "/api/users/notifications")).json().payload as { key: string; params: object }[];

beforeAll(async () => {
  server = await build();
  owner = await userOnPlan(server, "visitowner");
  workshop = await userOnPlan(server, "visittaller");
  broker = await userOnPlan(server, "visitbroker");
  stranger = await userOnPlan(server, "visitnadie");
  await call(server, workshop, "POST", "/api/shops", {
    type: "mechanicalWorkshop",
    name: "Taller Sur",
    contactName: "Pedro Díaz",
    address: "Calle 50, Ciudad de Panamá",
    phone: "+507 6000-0000",
  });
  vehicleId = (await call(server, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
});
afterAll(async () => server.close());

describe("a maintenance visit", () => {
  it("starts when a workshop claims a QR with the visit digit on, under the shop's name", async () => {
    const claimed = await claim(workshop, "workshop", true);
    expect(claimed.statusCode).toBe(200);
    const visit = claimed.json().payload.workshopVisit;
    expect(visit).toMatchObject({ workshopId: workshop.userId, shopName: "Taller Sur" });
    // Since the claim, by the server's clock (a busy machine's wall clock may run ahead of it).
    expect(visit.since).toBe(server.clock.now.toISOString());
    expect((await pulledVehicle(owner))?.workshopVisit).toEqual(visit);
    expect((await pulledVehicle(workshop))?.workshopVisit).toEqual(visit);
  });

  it("is not started by a broker's claim, whatever its QR says, and a broker does not see it", async () => {
    const claimed = await claim(broker, "insuranceBroker", true);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().payload.workshopVisit).toBeNull();
    expect((await pulledVehicle(broker))?.workshopVisit).toBeNull();
    expect((await pulledVehicle(owner))?.workshopVisit).toMatchObject({ shopName: "Taller Sur" });
  });

  it("is ended by its workshop, not by a broker or a stranger, and the owner is told", async () => {
    expect((await call(server, stranger, "DELETE", `/api/vehicles/${vehicleId}/visit`)).statusCode).toBe(404);
    expect((await call(server, broker, "DELETE", `/api/vehicles/${vehicleId}/visit`)).statusCode).toBe(403);
    const ended = await call(server, workshop, "DELETE", `/api/vehicles/${vehicleId}/visit`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().payload.workshopVisit).toBeNull();
    expect((await pulledVehicle(owner))?.workshopVisit).toBeNull();
    const told = (await notifications()).filter((notification) => notification.key === "visitEnded");
    expect(told).toEqual([expect.objectContaining({ params: { shop: "Taller Sur", vehicle: "Toyota Corolla" } })]);

    // Done again from the workshop's other phone: nothing changes, nobody is told twice.
    expect((await call(server, workshop, "DELETE", `/api/vehicles/${vehicleId}/visit`)).statusCode).toBe(200);
    expect((await notifications()).filter((notification) => notification.key === "visitEnded")).toHaveLength(1);
  });

  it("does not start from a QR with the digit off, and the owner may end one by collecting the vehicle", async () => {
    expect((await claim(workshop, "workshop", false)).json().payload.workshopVisit).toBeNull();
    await claim(workshop, "workshop", true);
    const collected = await call(server, owner, "DELETE", `/api/vehicles/${vehicleId}/visit`);
    expect(collected.json().payload.workshopVisit).toBeNull();
    expect((await notifications()).filter((notification) => notification.key === "visitEnded")).toHaveLength(1);
  });
});
