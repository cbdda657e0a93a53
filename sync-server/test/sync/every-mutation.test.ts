import { type MutationArgsInput, type MutationName, mutationNames } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writing } from "../../src/deps.js";
import { ServerTransaction } from "../../src/store/server-transaction.js";
import { updateUser } from "../../src/users/users-repository.js";
import { build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * One valid mutation of every name in the domain's registry, pushed by sync, with the effect each
 * must have. A name added to the registry without a case here does not compile, and one the server
 * records as applied without doing anything fails its check.
 */
let server: TestServer;
let ana: Session;
const ids = {
  vehicle: "01934000-0000-7000-8000-0000000f0001",
  maintenance: "01934000-0000-7000-8000-0000000f0002",
  refuel: "01934000-0000-7000-8000-0000000f0003",
  device: "01934000-0000-7000-8000-0000000f0004",
  reminder: "01934000-0000-7000-8000-0000000f0005",
  expense: "01934000-0000-7000-8000-0000000f0006",
  attachment: "01934000-0000-7000-8000-0000000f0007",
  tyreSet: "01934000-0000-7000-8000-0000000f0008",
  tyreEvent: "01934000-0000-7000-8000-0000000f0009",
  treadReading: "01934000-0000-7000-8000-0000000f000a",
  recall: "01934000-0000-7000-8000-0000000f000b",
};
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();
let notificationId = "";

const info = async () => call(server, ana, "GET", `/api/vehicles/info/${ids.vehicle}`);
const reminder = async () =>
  (await call(server, ana, "GET", `/api/vehicles/${ids.vehicle}/reminders`))
    .json()
    .payload.find((r: { _id: string }) => r._id === ids.reminder);
const expense = async () =>
  (await call(server, ana, "GET", `/api/vehicles/${ids.vehicle}/expenses`))
    .json()
    .payload.find((e: { _id: string }) => e._id === ids.expense);
const tyres = async () => (await call(server, ana, "GET", `/api/vehicles/${ids.vehicle}/tyres`)).json().payload;
const me = async () => (await call(server, ana, "GET", `/api/users/${ana.userId}`)).json().payload;

type Case<N extends MutationName> = {
  /** What must hold before the push for its effect to show. */
  before?: () => Promise<void>;
  args: () => MutationArgsInput<N>;
  effect: () => Promise<void>;
};
const cases: { [N in MutationName]: Case<N> } = {
  "vehicle.create": {
    args: () => ({ _id: ids.vehicle, vehicleType: "car", manufacture: "kia", model: "rio", displacement: 1_000 }),
    effect: async () => expect((await info()).json().payload).toMatchObject({ manufacture: "Kia", model: "Rio" }),
  },
  "vehicle.update": {
    args: () => ({ _id: ids.vehicle, patch: { color: "Teal" } }),
    effect: async () => expect((await info()).json().payload.color).toBe("Teal"),
  },
  "vehicle.settings": {
    args: () => ({ _id: ids.vehicle, settings: { maintenanceInterval: 7_000, resetMaintenanceType: "general" } }),
    effect: async () => expect((await info()).json().payload.settings.maintenanceInterval).toBe(7_000),
  },
  "vehicle.endVisit": {
    before: async () => {
      const qr = (await call(server, ana, "POST", `/api/vehicles/${ids.vehicle}/shares`, { role: "workshop" })).json()
        .payload.qr;
      const shop = await userOnPlan(server, "visitshop");
      await call(server, shop, "POST", "/api/shares/claim", {
        grant: qr.replace("odo-share:", ""),
        maintenanceVisit: true,
      });
      expect((await info()).json().payload.workshopVisit).toMatchObject({ workshopId: shop.userId });
    },
    args: () => ({ _id: ids.vehicle }),
    effect: async () => expect((await info()).json().payload.workshopVisit).toBeNull(),
  },
  "maintenance.create": {
    args: () => ({ vehicleId: ids.vehicle, maintenance: { _id: ids.maintenance, type: "battery", kms: 1_500, date } }),
    effect: async () => {
      const detail = await call(server, ana, "GET", `/api/maintenances/detail/${ids.vehicle}/${ids.maintenance}`);
      expect(detail.json().payload).toEqual([expect.objectContaining({ _id: ids.maintenance, kms: 1_500 })]);
    },
  },
  "refuel.create": {
    args: () => ({ vehicleId: ids.vehicle, refuel: { _id: ids.refuel, date, quantity: 20, amount: 25 } }),
    effect: async () => {
      const detail = await call(server, ana, "GET", `/api/refuels/detail/${ids.vehicle}/${ids.refuel}`);
      expect(detail.json().payload).toMatchObject({ quantity: 20, amount: 25 });
    },
  },
  "maintenance.update": {
    args: () => ({ _id: ids.maintenance, patch: { kms: 1_400, amount: 60 } }),
    effect: async () => {
      const detail = await call(server, ana, "GET", `/api/maintenances/detail/${ids.vehicle}/${ids.maintenance}`);
      expect(detail.json().payload).toEqual([expect.objectContaining({ kms: 1_400, amount: 60 })]);
    },
  },
  "refuel.update": {
    args: () => ({ _id: ids.refuel, patch: { amount: 30, fullTank: false } }),
    effect: async () => {
      const detail = await call(server, ana, "GET", `/api/refuels/detail/${ids.vehicle}/${ids.refuel}`);
      expect(detail.json().payload).toMatchObject({ amount: 30, fullTank: false, gasStation: { pricePerLt: 1.5 } });
    },
  },
  "expense.create": {
    args: () => ({
      vehicleId: ids.vehicle,
      expense: { _id: ids.expense, category: "insurance", amount: 300, date, coversMonths: 6 },
      moveDueDate: true,
    }),
    effect: async () => {
      expect(await expense()).toMatchObject({ category: "insurance", amount: 300, coversMonths: 6 });
      expect((await info()).json().payload.insuranceDate).not.toBeNull();
    },
  },
  "expense.update": {
    args: () => ({ _id: ids.expense, patch: { km: 1_480, notes: "Póliza" } }),
    effect: async () => expect(await expense()).toMatchObject({ km: 1_480, notes: "Póliza" }),
  },
  "expense.delete": {
    args: () => ({ _id: ids.expense }),
    effect: async () => expect(await expense()).toBeUndefined(),
  },
  "attachment.create": {
    args: () => ({
      vehicleId: ids.vehicle,
      attachment: {
        _id: ids.attachment,
        purpose: "paper",
        paper: "insurance",
        expiresOn: "2031-01-15",
        mediaType: "application/pdf",
        bytes: 1_000,
        sha256: "d".repeat(64),
        name: "poliza.pdf",
      },
    }),
    effect: async () => {
      // The record is there (its file not yet uploaded), and the policy's expiry is the vehicle's.
      const file = await call(server, ana, "GET", `/api/attachments/${ids.attachment}/content`);
      expect(file.json()).toMatchObject({ code: 409, message: "ATTACHMENT_NOT_UPLOADED" });
      expect((await info()).json().payload.insuranceDate).toBe("2031-01-15T12:00:00.000Z");
    },
  },
  "attachment.delete": {
    args: () => ({ _id: ids.attachment }),
    effect: async () =>
      expect((await call(server, ana, "GET", `/api/attachments/${ids.attachment}/content`)).statusCode).toBe(404),
  },
  "reminder.create": {
    args: () => ({ vehicleId: ids.vehicle, reminder: { _id: ids.reminder, adjustment: "changeOil", everyKm: 5_000 } }),
    effect: async () => expect(await reminder()).toMatchObject({ adjustment: "changeOil", everyKm: 5_000 }),
  },
  "reminder.update": {
    args: () => ({ _id: ids.reminder, patch: { everyMonths: 6 } }),
    effect: async () => expect(await reminder()).toMatchObject({ everyKm: 5_000, everyMonths: 6 }),
  },
  "reminder.complete": {
    args: () => ({ _id: ids.reminder, km: 1_450, date }),
    effect: async () => expect(await reminder()).toMatchObject({ lastDoneKm: 1_450, lastDoneDate: date }),
  },
  "reminder.snooze": {
    args: () => ({ _id: ids.reminder, until: "2030-01-01T00:00:00.000Z" }),
    effect: async () => expect((await reminder()).snoozedUntil).toBe("2030-01-01T00:00:00.000Z"),
  },
  "reminder.delete": {
    args: () => ({ _id: ids.reminder }),
    effect: async () => expect(await reminder()).toBeUndefined(),
  },
  "tyreSet.create": {
    args: () => ({
      vehicleId: ids.vehicle,
      set: { _id: ids.tyreSet, size: "205/55r16 91v", season: "winter", tyres: [{ key: "t1", dot: "4523" }] },
    }),
    effect: async () =>
      expect((await tyres()).sets).toEqual([
        expect.objectContaining({ _id: ids.tyreSet, size: "205/55 R16 91V", season: "winter" }),
      ]),
  },
  "tyreSet.update": {
    args: () => ({ _id: ids.tyreSet, patch: { brand: "Nokian", price: 420 } }),
    effect: async () => expect((await tyres()).sets[0]).toMatchObject({ brand: "Nokian", price: 420 }),
  },
  "tyreEvent.create": {
    args: () => ({
      vehicleId: ids.vehicle,
      event: { _id: ids.tyreEvent, date, km: 1_490, moves: [{ set: ids.tyreSet, tyre: "t1", to: "frontLeft" }] },
    }),
    effect: async () => expect((await tyres()).events).toEqual([expect.objectContaining({ km: 1_490 })]),
  },
  "tyreEvent.update": {
    args: () => ({ _id: ids.tyreEvent, patch: { notes: "Invierno" } }),
    effect: async () => expect((await tyres()).events[0]).toMatchObject({ notes: "Invierno" }),
  },
  "treadReading.create": {
    args: () => ({
      vehicleId: ids.vehicle,
      reading: { _id: ids.treadReading, date, km: 1_495, depths: [{ set: ids.tyreSet, tyre: "t1", treadMm: 7.5 }] },
    }),
    effect: async () =>
      expect((await tyres()).readings).toEqual([
        expect.objectContaining({ depths: [expect.objectContaining({ treadMm: 7.5, pressureKpa: null })] }),
      ]),
  },
  "treadReading.update": {
    args: () => ({ _id: ids.treadReading, patch: { notes: "Con galga" } }),
    effect: async () => expect((await tyres()).readings[0]).toMatchObject({ notes: "Con galga" }),
  },
  "treadReading.delete": {
    args: () => ({ _id: ids.treadReading }),
    effect: async () => expect((await tyres()).readings).toEqual([]),
  },
  "tyreEvent.delete": {
    args: () => ({ _id: ids.tyreEvent }),
    effect: async () => expect((await tyres()).events).toEqual([]),
  },
  "tyreSet.delete": {
    args: () => ({ _id: ids.tyreSet }),
    effect: async () => expect((await tyres()).sets).toEqual([]),
  },
  "recall.dismiss": {
    // The server writes a vehicle's recalls; the owner's device only dismisses one.
    before: async () => {
      const now = new Date().toISOString();
      const campaign = { component: "AIR BAGS", summary: "", consequence: "", remedy: "", reportedOn: null };
      const report = {
        _id: ids.recall,
        vehicle: ids.vehicle,
        source: "nhtsa" as const,
        make: "Kia",
        model: "Rio",
        modelYear: 2020,
        checkedAt: now,
        campaigns: [{ ...campaign, campaign: "20V123000", parkIt: false, foundAt: now }],
        dismissals: [],
        createdAt: now,
        updatedAt: now,
      };
      await writing(server.app.deps, (deps) =>
        new ServerTransaction(deps.db, { id: ana.userId, role: "user" }, deps.deletedFiles, deps.clock).put(
          "recalls",
          report,
        ),
      );
    },
    args: () => ({ _id: ids.recall, campaign: "20V-123", reason: "notThisVehicle" }),
    effect: async () => {
      const changes = (await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes;
      const report = changes.filter((change: { entity: string }) => change.entity === "recall").at(-1)?.data;
      expect(report.dismissals).toEqual([expect.objectContaining({ campaign: "20V123000", reason: "notThisVehicle" })]);
    },
  },
  "notification.read": {
    args: () => ({ notificationId }),
    effect: async () => {
      const list = (await call(server, ana, "GET", "/api/users/notifications")).json().payload;
      expect(list.find((n: { _id: string }) => n._id === notificationId)?.read).toBe(true);
    },
  },
  "user.update": {
    args: () => ({ name: "Anabel" }),
    effect: async () => expect((await me()).name).toBe("Anabel"),
  },
  "user.rate": {
    args: () => ({ rating: 4, review: "Bien" }),
    effect: async () => expect((await me()).rate).toEqual({ rating: 4, review: "Bien" }),
  },
  "maintenance.delete": {
    args: () => ({ _id: ids.maintenance }),
    effect: async () => {
      const detail = await call(server, ana, "GET", `/api/maintenances/detail/${ids.vehicle}/${ids.maintenance}`);
      expect(detail.json().payload).toEqual([]);
    },
  },
  "refuel.delete": {
    args: () => ({ _id: ids.refuel }),
    effect: async () =>
      expect((await call(server, ana, "GET", `/api/refuels/detail/${ids.vehicle}/${ids.refuel}`)).statusCode).toBe(404),
  },
  "vehicle.delete": {
    args: () => ({ _id: ids.vehicle }),
    effect: async () => expect((await info()).statusCode).toBe(404),
  },
};

beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "everymut", "basic");
  // Deleting a maintenance or a refuel is an admin's (SPEC §6).
  await server.app.deps.database.write((db) => updateUser(db, ana.userId, { role: "admin" }, new Date()));
  // A notification to read: someone claims a share of another vehicle of hers.
  const other = (
    await call(server, ana, "POST", "/api/vehicles", { vehicleType: "moto", manufacture: "a", model: "b" })
  ).json().payload._id;
  const qr = (await call(server, ana, "POST", `/api/vehicles/${other}/shares`, { role: "customer" })).json().payload.qr;
  const friend = await userOnPlan(server, "friendfred");
  await call(server, friend, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
  notificationId = (await call(server, ana, "GET", "/api/users/notifications")).json().payload[0]._id;
});
afterAll(async () => server.close());

describe("every mutation in the registry", () => {
  it("has a case here for each name", () => {
    expect(Object.keys(cases).sort()).toEqual([...mutationNames].sort());
  });

  // Creates first, deletes last: each effect is checked right after its own push.
  const order = Object.keys(cases) as MutationName[];
  it.each(order.map((name, index) => [name, index + 1] as const))(
    "%s is applied and has its effect",
    async (name, mid) => {
      await cases[name].before?.();
      const response = await call(server, ana, "POST", "/api/sync/push", {
        clientId: ids.device,
        mutations: [{ mid, name, args: cases[name].args() }],
      });
      expect(response.json()).toEqual({ lastMutationId: mid, results: [{ mid, status: "applied" }] });
      await cases[name].effect();
    },
  );
});
