import { defaultNotificationSettings, type NotificationSettings } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { runScheduler, vehiclesPerUnit } from "../../src/notifications/scheduler.js";
import { aCar, build, call, lastServiceWhenAdded, type Session, type TestServer, userOnPlan } from "../helper.js";
import { startPushService } from "../push-fake.js";

/**
 * The reminder scheduler against a real SQLite file, with the server's clock moved by hand: each
 * item that turns soon, due or overdue becomes one notification, one push (checked and decrypted
 * by a push service on loopback) and, once due, one mail; never twice.
 */
let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
const run = async (holder = "test-process") => await runScheduler(server.app.deps, holder);
const settings = (session: Session, patch: Partial<NotificationSettings>) =>
  call(server, session, "PATCH", `/api/users/${session.userId}`, {
    notificationSettings: { ...defaultNotificationSettings, quietHours: null, ...patch },
  });
const newCar = async (session: Session, plateNumber: string) => {
  const car = (await call(server, session, "POST", "/api/vehicles", { ...aCar, plateNumber })).json().payload;
  await call(server, session, "PATCH", `/api/vehicles/${car._id}/settings`, {
    maintenanceInterval: 5_000,
    resetMaintenanceType: "oil",
  });
  const lastService = lastServiceWhenAdded(car);
  await call(server, session, "POST", lastService.path, lastService.body);
  return car._id as string;
};
/** The due notices in a user's inbox (an empty inbox answers 404, with no list). */
const dueNotifications = async (session: Session) =>
  (
    ((await call(server, session, "GET", "/api/users/notifications")).json().payload ?? []) as {
      key: string;
      params: { level: string };
    }[]
  ).filter((notification) => notification.key === "due");

beforeAll(async () => {
  server = await build({ config: { loopbackTargetsForTests: true } });
  push = await startPushService();
});
afterAll(async () => {
  await server.close();
  await push.close();
});

describe("a car falling due", () => {
  let ana: Session;
  let carId = "";
  let browser: ReturnType<typeof push.browser>;

  beforeAll(async () => {
    ana = await userOnPlan(server, "anadue");
    carId = await newCar(ana, "DUE1");
    browser = push.browser();
    expect((await settings(ana, { push: true, email: true })).statusCode).toBe(200);
    expect((await call(server, ana, "POST", "/api/users/push-subscriptions", browser.subscription)).statusCode).toBe(
      201,
    );
  });

  it("says nothing while the service is far off", async () => {
    const first = await run();
    expect(first).toMatchObject({ ran: true, notices: 0, sent: 0 });
    expect(push.received).toHaveLength(0);
  });

  it("sends one push and one mail in the owner's language when it falls due, and none on the next runs", async () => {
    await call(server, ana, "PATCH", `/api/vehicles/${carId}`, { displacement: 14_600 });
    const due = await run();
    expect(due).toMatchObject({ vehiclesEvaluated: 1, notices: 1, sent: 2 });
    expect(push.failures).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [received] = push.received;
    expect(received?.message).toMatchObject({
      title: "Toyota Corolla",
      body: "Servicio: toca ya (en 400 km)",
      url: `/vehicle/${carId}`,
    });
    expect(received?.claims).toMatchObject({ aud: push.origin, sub: "mailto:admin@odo.test" });
    expect(received?.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(received?.vapidKey).toBe(server.config.vapid.publicKey);
    expect(received?.topic).toMatch(/^[0-9a-f]{32}$/);
    const mail = server.composedMails.at(-1);
    expect(server.composedMails).toHaveLength(1);
    expect(mail).toMatchObject({ kind: "due", to: "anadue@example.com" });
    expect(mail?.subject).toBe("Odo: Toyota Corolla · Servicio: toca ya (en 400 km)");
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await dueNotifications(ana)).toHaveLength(1);

    const again = await run();
    expect(again).toMatchObject({ vehiclesEvaluated: 0, notices: 0, sent: 0 });
    expect(push.received).toHaveLength(1);
    expect(server.composedMails).toHaveLength(1);
  });

  it("lets only the holder of the lease run while another process holds it", async () => {
    expect((await run("another-process")).ran).toBe(false);
  });

  it("tells once more when it turns overdue, and forgets a browser the push service says is gone", async () => {
    push.answer(browser.subscription.endpoint, 410);
    await call(server, ana, "PATCH", `/api/vehicles/${carId}`, { displacement: 15_100 });
    const overdue = await run();
    expect(overdue.notices).toBe(1);
    expect(push.received).toHaveLength(2);
    expect(server.composedMails.at(-1)?.subject).toBe("Odo: Toyota Corolla · Servicio: vencido (pasado por 100 km)");
    expect((await dueNotifications(ana)).map((notification) => notification.params.level).sort()).toEqual([
      "due",
      "overdue",
    ]);
    const subscriptions = await server.app.deps.database.read(async (db) =>
      statement(db, "select count(*) as n from push_subscriptions").get(),
    );
    expect(subscriptions).toEqual({ n: 0 });
  });

  it("keeps a muted vehicle quiet", async () => {
    await settings(ana, { push: true, email: true, mutedVehicles: [carId] });
    await call(server, ana, "PATCH", `/api/vehicles/${carId}`, {
      insuranceDate: new Date(server.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10),
    });
    expect((await run()).notices).toBe(0);
  });
});

describe("a household member", () => {
  it("is told what falls due on the car they share at home, by their own settings; a workshop is not", async () => {
    const owner = await userOnPlan(server, "luzcasa");
    const partner = await userOnPlan(server, "pedrocasa");
    const workshop = await userOnPlan(server, "tallercasa", "business");
    const carId = await newCar(owner, "CASA1");
    for (const [session, role] of [
      [partner, "household"],
      [workshop, "workshop"],
    ] as const) {
      const qr = (await call(server, owner, "POST", `/api/vehicles/${carId}/shares`, { role })).json().payload.qr;
      const claimed = await call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
      expect(claimed.statusCode).toBe(200);
    }
    await settings(partner, { push: false, email: true });
    await run();
    const mails = server.composedMails.length;
    await call(server, owner, "PATCH", `/api/vehicles/${carId}`, { displacement: 14_600 });
    expect((await run()).notices).toBe(2);
    expect(await dueNotifications(owner)).toHaveLength(1);
    expect(await dueNotifications(partner)).toHaveLength(1);
    expect(await dueNotifications(workshop)).toHaveLength(0);
    const sent = server.composedMails.slice(mails).map((mail) => mail.to);
    expect(sent).toContain("pedrocasa@example.com");
    expect(sent).not.toContain("tallercasa@example.com");
  });
});

describe("quiet hours", () => {
  it("holds a push until they end, then sends it once", async () => {
    const ben = await userOnPlan(server, "bennight");
    const carId = await newCar(ben, "QUIET1");
    const browser = push.browser();
    await call(server, ben, "POST", "/api/users/push-subscriptions", browser.subscription);
    const now = server.clock.now;
    const time = (date: Date) => date.toISOString().slice(11, 16);
    const end = new Date(now.getTime() + 2 * 3_600_000);
    await settings(ben, { push: true, quietHours: { from: time(now), to: time(end) }, timeZone: "UTC" });
    await call(server, ben, "PATCH", `/api/vehicles/${carId}`, { displacement: 14_000 });
    const atNight = await run();
    expect(atNight.notices).toBe(1);
    const toBen = () => push.received.filter((received) => received.endpoint === browser.subscription.endpoint);
    expect(toBen()).toHaveLength(0);
    server.clock.advance(2 * 3_600_000 + 60_000);
    await run();
    expect(toBen()).toHaveLength(1);
    expect(toBen()[0]?.message).toMatchObject({ body: "Servicio: se acerca (en 1000 km)" });
    await run();
    expect(toBen()).toHaveLength(1);
  });
});

describe("the weekly digest", () => {
  it("mails what is coming up on Monday morning, in each reader's language, once a week; its link unsubscribes signed out", async () => {
    const readers = [
      { session: await userOnPlan(server, "carladigest"), lang: "es" },
      { session: await userOnPlan(server, "dandigest"), lang: "en" },
    ] as const;
    await server.app.deps.database.write(async (db) =>
      statement(db, "update users set lang = 'en' where username = 'dandigest'").run(),
    );
    for (const { session } of readers) {
      const carId = await newCar(session, `DIG${session.userId.slice(-4)}`);
      const insuranceDate = new Date(server.clock.now.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
      await call(server, session, "PATCH", `/api/vehicles/${carId}`, { insuranceDate });
      await settings(session, { digest: true, timeZone: "America/Panama" });
    }
    // The next Monday, 08:30 in Panama.
    const monday = new Date(server.clock.now);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    monday.setUTCHours(13, 30, 0, 0);
    server.clock.now = monday;
    const before = server.composedMails.length;
    await run();
    const digests = server.composedMails.slice(before).filter((mail) => mail.kind === "digest");
    expect(digests.map((mail) => mail.subject).sort()).toEqual([
      "Odo: lo que se acerca esta semana",
      "Odo: what is coming up this week",
    ]);
    const english = digests.find((mail) => mail.to === "dandigest@example.com");
    expect(english?.text).toMatch(/Toyota Corolla · Insurance: coming up \(in 1[0-9] days\)/);
    await run();
    expect(server.composedMails.filter((mail) => mail.kind === "digest")).toHaveLength(2);

    const spanish = digests.find((mail) => mail.to === "carladigest@example.com");
    const link = new URL(/(http:\/\/odo\.test\/api\/unsubscribe\?token=\S+)/.exec(spanish?.text ?? "")?.[1] ?? "");
    const page = await server.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Listo: Odo ya no te enviará el resumen semanal.");
    const carla = readers[0].session;
    const me = (await call(server, carla, "GET", `/api/users/${carla.userId}`)).json().payload;
    expect(me.notificationSettings.digest).toBe(false);
    const forged = await server.app.inject({
      method: "POST",
      url: `${link.pathname}?token=x${link.searchParams.get("token")}`,
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe("a fleet falling due at once", () => {
  it("tells each vehicle once, over more vehicles than one transaction takes and mails sent together", async () => {
    const fleet = await userOnPlan(server, "fleetdue", "business");
    await settings(fleet, { push: false, email: true });
    const insuranceDate = new Date(server.clock.now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cars: string[] = [];
    for (let index = 0; index < vehiclesPerUnit + 10; index += 1) {
      const car = (await call(server, fleet, "POST", "/api/vehicles", { ...aCar, plateNumber: `FL${index}` })).json();
      await call(server, fleet, "PATCH", `/api/vehicles/${car.payload._id}`, { insuranceDate });
      cars.push(car.payload._id);
    }
    const before = server.composedMails.length;
    const fleetMails = () =>
      server.composedMails.slice(before).filter((mail) => mail.kind === "due" && mail.to === "fleetdue@example.com");

    const first = await run();
    expect(first.notices).toBe(cars.length);
    const told = fleetMails().map((mail) => /\/vehicle\/([0-9a-f-]+)/.exec(mail.text)?.[1]);
    expect(told.sort()).toEqual([...cars].sort());
    const states = await server.app.deps.database.read((db) =>
      statement<{ state: string }>(db, "select state from due_deliveries where user_id = ? and channel = 'email'").all([
        fleet.userId,
      ]),
    );
    expect(states.map((row) => row.state)).toEqual(cars.map(() => "sent"));
    expect(await dueNotifications(fleet)).toHaveLength(cars.length);

    await run();
    expect(fleetMails()).toHaveLength(cars.length);
  });
});
