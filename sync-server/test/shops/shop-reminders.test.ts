import { defaultNotificationSettings, shopReminderLimits } from "@odo/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan, withDb } from "../helper.js";
import { startPushService } from "../push-fake.js";

const shop = { name: "Taller Sur", contactName: "Luis Sur", address: "Calle 50, Panamá", phone: "+507 6000-0000" };

describe("a workshop reminds an owner of what is coming due", () => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let ana: Session;
  let taller: Session;
  let carId: string;
  let brakes: string;

  const inDays = (days: number) => new Date(server.clock.now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const remind = (session: Session, itemId: string, vehicleId = carId) =>
    call(server, session, "POST", "/api/shops/reminders", { vehicleId, itemId });
  /** The shops' reminders in Ana's inbox (it also holds who claimed her share). */
  const inbox = async () =>
    (
      ((await call(server, ana, "GET", "/api/users/notifications")).json().payload ?? []) as {
        key: string;
        message: string;
        params: Record<string, unknown>;
      }[]
    ).filter((notification) => notification.params.shop !== undefined);
  const deliveries = () =>
    withDb(server, (db) =>
      statement<{ channel: string; not_before: string }>(
        db,
        "SELECT channel, not_before FROM due_deliveries WHERE user_id = ? ORDER BY channel",
      ).all([ana.userId]),
    );

  beforeEach(async () => {
    server = await build({ config: { loopbackTargetsForTests: true } });
    push = await startPushService();
    ana = await userOnPlan(server, "anarecord");
    carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
    await call(server, ana, "PATCH", `/api/vehicles/${carId}`, { insuranceDate: inDays(20) });
    const reminder = await call(server, ana, "POST", `/api/vehicles/${carId}/reminders`, {
      title: "Revisión de frenos",
      dueDate: inDays(20),
    });
    brakes = `reminder:${reminder.json().payload._id}`;
    taller = await userOnPlan(server, "tallersur", "business");
    await call(server, taller, "POST", "/api/shops", { ...shop, type: "mechanicalWorkshop" });
    const qr = (await call(server, ana, "POST", `/api/vehicles/${carId}/shares`, { role: "workshop" })).json().payload
      .qr;
    await call(server, taller, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
  });
  afterEach(async () => {
    await server.close();
    await push.close();
  });

  it("reaches the owner's inbox and the channels they chose, push after quiet hours, once per item", async () => {
    // Quiet from 00:00 to 23:59 where Ana lives: a push waits for the end of it; a mail does not.
    const quietHours = { from: "00:00", to: "23:59" };
    await call(server, ana, "PATCH", `/api/users/${ana.userId}`, {
      notificationSettings: { ...defaultNotificationSettings, push: true, email: true, quietHours, timeZone: "UTC" },
    });
    await call(server, ana, "POST", "/api/users/push-subscriptions", push.browser().subscription);

    const sent = await remind(taller, brakes);
    expect(sent.statusCode, sent.body).toBe(200);
    const [notice] = await inbox();
    expect(notice).toMatchObject({
      key: "due",
      params: { kind: "reminder", shop: "Taller Sur", shopPhone: shop.phone, vehicleId: carId },
    });
    // Which shop reminds, and its phone to book (the user test's M8).
    expect(notice?.message).toMatch(/Taller Sur \(\+507 6000-0000\) te recuerda: /);
    const queued = await deliveries();
    expect(queued.map((row) => row.channel)).toEqual(["email", "push"]);
    expect(Date.parse(queued[1]?.not_before ?? "")).toBeGreaterThan(server.clock.now.getTime());

    expect((await remind(taller, brakes)).json()).toMatchObject({ code: 409, message: "ALREADY_REMINDED" });
    expect(await inbox()).toHaveLength(1);
    expect((await call(server, taller, "GET", "/api/shops/reminders")).json().payload).toMatchObject([
      { vehicleId: carId, occurrence: expect.stringContaining(brakes) },
    ]);
  });

  it("reminds one owner a bounded number of times a week, however often a date moves", async () => {
    // Each move of the reminder's date is a new occurrence: a dedupe alone let a shop send for ever.
    const reminderId = brakes.replace("reminder:", "");
    for (let move = 0; move < shopReminderLimits.perOwnerPerWeek; move += 1) {
      await call(server, ana, "PATCH", `/api/vehicles/${carId}/reminders/${reminderId}`, {
        dueDate: inDays(10 + move),
      });
      expect((await remind(taller, brakes)).statusCode).toBe(200);
    }
    await call(server, ana, "PATCH", `/api/vehicles/${carId}/reminders/${reminderId}`, { dueDate: inDays(3) });
    expect((await remind(taller, brakes)).json()).toMatchObject({ code: 429, message: "SHOP_REMINDER_LIMIT" });
    expect(await inbox()).toHaveLength(shopReminderLimits.perOwnerPerWeek);
    // A week later it may remind again.
    server.clock.advance(shopReminderLimits.weekMs + 1_000);
    await call(server, ana, "PATCH", `/api/vehicles/${carId}/reminders/${reminderId}`, { dueDate: inDays(25) });
    expect((await remind(taller, brakes)).statusCode).toBe(200);
  });

  it("reaches only the inbox of an owner who turned push and mail off, or muted the vehicle", async () => {
    await call(server, ana, "PATCH", `/api/users/${ana.userId}`, {
      notificationSettings: { ...defaultNotificationSettings, push: true, email: true, mutedVehicles: [carId] },
    });
    expect((await remind(taller, brakes)).statusCode).toBe(200);
    expect(await inbox()).toHaveLength(1);
    expect(await deliveries()).toEqual([]);
  });

  it("refuses what is not coming due, a role that is not a workshop's, and a vehicle no longer shared", async () => {
    expect((await remind(taller, "taxes")).json()).toMatchObject({ code: 404, message: "DUE_ITEM_NOT_FOUND" });
    // The insurance is the owner's and the broker's business, not the workshop's: it sees none.
    expect((await remind(taller, "insurance")).statusCode).toBe(404);
    const reminderId = brakes.replace("reminder:", "");
    await call(server, ana, "PATCH", `/api/vehicles/${carId}/reminders/${reminderId}`, { dueDate: inDays(200) });
    expect((await remind(taller, brakes)).statusCode).toBe(404);
    await call(server, ana, "PATCH", `/api/vehicles/${carId}/reminders/${reminderId}`, { dueDate: inDays(50) });

    const customer = await userOnPlan(server, "clientesur");
    const qr = (await call(server, ana, "POST", `/api/vehicles/${carId}/shares`, { role: "customer" })).json().payload
      .qr;
    await call(server, customer, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
    expect((await remind(customer, brakes)).statusCode).toBe(403);
    expect((await remind(ana, brakes)).statusCode).toBe(403);
    expect((await call(server, taller, "POST", "/api/shops/reminders", { vehicleId: carId })).statusCode).toBe(400);

    expect((await call(server, ana, "DELETE", `/api/vehicles/${carId}/shares/${taller.userId}`)).statusCode).toBe(200);
    expect((await remind(taller, brakes)).statusCode).toBe(404);
  });

  it("marks the next service a workshop sets at handover as set by its shop, and the owner may change it", async () => {
    const id = crypto.randomUUID();
    const pushed = await call(server, taller, "POST", "/api/sync/push", {
      clientId: crypto.randomUUID(),
      mutations: [
        {
          mid: 1,
          name: "reminder.create",
          args: {
            vehicleId: carId,
            reminder: { _id: id, title: "Cambio de aceite", dueKm: 15_000, dueDate: inDays(90) },
          },
        },
      ],
    });
    expect(pushed.json().results[0].status).toBe("applied");
    const changes = (await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes as {
      entity: string;
      id: string;
      data: { setByShop?: string };
    }[];
    expect(changes.find((change) => change.entity === "reminder" && change.id === id)?.data.setByShop).toBe(
      "Taller Sur",
    );
    const edited = await call(server, ana, "POST", "/api/sync/push", {
      clientId: crypto.randomUUID(),
      mutations: [{ mid: 1, name: "reminder.update", args: { _id: id, patch: { dueKm: 16_000 }, inVehicle: carId } }],
    });
    expect(edited.json().results[0].status).toBe("applied");
  });
});
