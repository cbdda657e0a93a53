import type { ShareRole } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, lastServiceWhenAdded, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * Reminders over REST and sync, who may set and see them, and `GET /vehicles/{id}/due`: the
 * domain's `dueItems` as each role may see it.
 */
let server: TestServer;
let ana: Session;
const grantees = {} as Record<ShareRole, Session>;
const roles: ShareRole[] = ["workshop", "insuranceBroker", "customer"];
let vehicleId = "";
const insuranceDate = new Date(Date.now() + 5 * 86_400_000).toISOString();

const grant = async (role: ShareRole) =>
  (await call(server, ana, "POST", `/api/vehicles/${vehicleId}/shares`, { role })).json().payload.qr as string;
const claim = (session: Session, qr: string) =>
  call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
const pull = async (session: Session) =>
  (await call(server, session, "GET", "/api/sync/pull?cursor=0&limit=1000")).json() as {
    changes: { op: string; entity: string; id: string; data: Record<string, unknown> | null }[];
  };
const reminders = (session: Session) => call(server, session, "GET", `/api/vehicles/${vehicleId}/reminders`);
const add = (session: Session, body: unknown) =>
  call(server, session, "POST", `/api/vehicles/${vehicleId}/reminders`, body);

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "anaremind");
  grantees.workshop = await userOnPlan(server, "tallerremind", "business");
  grantees.insuranceBroker = await userOnPlan(server, "brokerremind", "business");
  grantees.customer = await userOnPlan(server, "clientremind");
  const car = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload;
  vehicleId = car._id;
  const lastService = lastServiceWhenAdded(car);
  await call(server, ana, "POST", lastService.path, lastService.body);
  await call(server, ana, "PATCH", `/api/vehicles/${vehicleId}`, { insuranceDate });
  await call(server, ana, "PATCH", `/api/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5_000,
    resetMaintenanceType: "oil",
  });
  for (const role of roles) expect((await claim(grantees[role], await grant(role))).statusCode).toBe(200);
});
afterAll(async () => server.close());

describe("setting reminders", () => {
  it("creates one, refuses one without what or when with the key, and lists them", async () => {
    const created = await add(ana, { adjustment: "changeOil", everyKm: "5000", everyMonths: 6 });
    expect(created.statusCode).toBe(201);
    expect(created.json().payload).toMatchObject({ adjustment: "changeOil", everyKm: 5_000, createdBy: ana.userId });
    const refused = await add(ana, { dueKm: 20_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("reminderNeedsWhat");
    expect((await add(ana, { title: "ITV" })).json().message).toBe("reminderNeedsWhen");
    expect((await reminders(ana)).json().payload).toHaveLength(1);
  });

  it("patches, completes, snoozes and deletes under the vehicle, and 404s one of another vehicle", async () => {
    const id = (await add(ana, { title: "Rotate tyres", everyKm: 10_000 })).json().payload._id;
    const at = `/api/vehicles/${vehicleId}/reminders/${id}`;
    expect((await call(server, ana, "PATCH", at, { everyMonths: 12 })).json().payload).toMatchObject({
      everyKm: 10_000,
      everyMonths: 12,
    });
    expect((await call(server, ana, "PATCH", at, { title: null })).json().message).toBe("reminderNeedsWhat");
    const done = await call(server, ana, "POST", `${at}/complete`, { km: 10_100, date: "2026-11-20" });
    expect(done.json().payload).toMatchObject({ lastDoneKm: 10_100, lastDoneDate: "2026-11-20T12:00:00.000Z" });
    const snoozed = await call(server, ana, "POST", `${at}/snooze`, { until: "2030-01-01" });
    expect(snoozed.json().payload.snoozedUntil).toBe("2030-01-01T12:00:00.000Z");

    const other = (await call(server, ana, "POST", "/api/vehicles", { ...aCar, plateNumber: "OTH1" })).json().payload
      ._id;
    expect((await call(server, ana, "DELETE", `/api/vehicles/${other}/reminders/${id}`)).statusCode).toBe(404);
    expect((await call(server, ana, "DELETE", at)).statusCode).toBe(200);
    expect((await call(server, ana, "DELETE", at)).statusCode).toBe(404);
  });
});

describe("who sees and sets them", () => {
  it("lets a workshop set reminders and change its own, not the owner's; a broker and a customer neither", async () => {
    const byWorkshop = await add(grantees.workshop, { title: "Check brakes", dueKm: 15_000 });
    expect(byWorkshop.statusCode).toBe(201);
    const ownerId = (await reminders(ana)).json().payload[0]._id;
    const workshopId = byWorkshop.json().payload._id;
    const patch = (session: Session, id: string) =>
      call(server, session, "PATCH", `/api/vehicles/${vehicleId}/reminders/${id}`, { dueKm: 16_000 });
    expect((await patch(grantees.workshop, workshopId)).statusCode).toBe(200);
    expect((await patch(grantees.workshop, ownerId)).statusCode).toBe(403);
    expect((await patch(ana, workshopId)).statusCode).toBe(200);
    for (const role of ["insuranceBroker", "customer"] as const) {
      expect((await add(grantees[role], { title: "Mine", dueKm: 1 })).statusCode).toBe(403);
      expect((await reminders(grantees[role])).statusCode).toBe(403);
      expect([403, 404]).toContain((await patch(grantees[role], ownerId)).statusCode);
    }
  });

  it("syncs reminders to the owner and the workshop only", async () => {
    const ids = (await reminders(ana)).json().payload.map((reminder: { _id: string }) => reminder._id);
    for (const session of [ana, grantees.workshop]) {
      const synced = (await pull(session)).changes.filter(
        (change) => change.entity === "reminder" && change.op === "put",
      );
      expect(new Set(synced.map((change) => change.id))).toEqual(new Set(ids));
    }
    for (const role of ["insuranceBroker", "customer"] as const) {
      expect((await pull(grantees[role])).changes.some((change) => change.entity === "reminder")).toBe(false);
    }
  });
});

describe("what is due", () => {
  it("lists the service, the insurance and the reminders, most pressing first, as each role may see", async () => {
    const due = (await call(server, ana, "GET", `/api/vehicles/${vehicleId}/due?tz=America/Panama`)).json().payload;
    expect(due[0]).toMatchObject({ id: "insurance", level: "due", daysLeft: 5 });
    expect(due.map((item: { kind: string }) => item.kind)).toEqual(
      expect.arrayContaining(["insurance", "service", "reminder"]),
    );
    const service = due.find((item: { id: string }) => item.id === "service");
    expect(service).toMatchObject({ kmLeft: 5_000, entry: { type: "general", adjustments: ["changeOil"] } });
    expect(service.projection).toEqual({ reason: "tooFewReadings" });

    const kinds = async (role: ShareRole) =>
      new Set(
        (await call(server, grantees[role], "GET", `/api/vehicles/${vehicleId}/due`))
          .json()
          .payload.map((item: { kind: string }) => item.kind),
      );
    expect(await kinds("insuranceBroker")).toEqual(new Set(["insurance"]));
    expect(await kinds("customer")).toEqual(new Set(["service"]));
    expect(await kinds("workshop")).toEqual(new Set(["service", "reminder"]));
    const stranger = await userOnPlan(server, "strangerdue");
    expect((await call(server, stranger, "GET", `/api/vehicles/${vehicleId}/due`)).statusCode).toBe(404);
  });

  it("takes a vehicle's reminders off every device when it is deleted", async () => {
    const ids = (await reminders(ana)).json().payload.map((reminder: { _id: string }) => reminder._id);
    expect((await call(server, ana, "DELETE", `/api/vehicles/${vehicleId}`)).statusCode).toBe(200);
    for (const session of [ana, grantees.workshop]) {
      const deleted = (await pull(session)).changes.filter(
        (change) => change.entity === "reminder" && change.op === "del",
      );
      expect(deleted.map((change) => change.id)).toEqual(expect.arrayContaining(ids));
    }
  });
});
