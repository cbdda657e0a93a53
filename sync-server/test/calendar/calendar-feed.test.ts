import { dayKey, defaultNotificationSettings } from "@odo/domain";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, lastServiceWhenAdded, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * The calendar feed (issue 52): a secret address per user that calendar apps subscribe to, with
 * what is due as all-day events (km items on the day Odo projects from the pace), read back here by
 * another library than the one that wrote it; revoked, renewed and ended by a new password.
 */
let server: TestServer;
let ana: Session;
let vehicleId = "";
const day = 86_400_000;
let insuranceDate = "";
let projectedDay = "";

const feed = (session: Session) => call(server, session, "GET", "/api/users/calendar");
const renew = (session: Session) => call(server, session, "POST", "/api/users/calendar");
const fetchFeed = (https: string) => server.app.inject({ method: "GET", url: new URL(https).pathname });

interface ReadEvent {
  summary: string;
  description: string;
  start: string;
  allDay: boolean;
  alarm: string | undefined;
}

function readBack(text: string): { name: unknown; zone: unknown; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    zone: calendar.getFirstPropertyValue("x-wr-timezone"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      const alarm = component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger");
      return {
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        alarm: alarm?.toString(),
      };
    }),
  };
}

beforeAll(async () => {
  server = await build();
  // Ana added her Corolla at 10,000 km 60 days ago, just serviced, and is now at 13,000: 50 km a day.
  server.clock.advance(-60 * day);
  ana = await userOnPlan(server, "anacalendar");
  const car = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload;
  vehicleId = car._id;
  const lastService = lastServiceWhenAdded(car);
  await call(server, ana, "POST", lastService.path, lastService.body);
  await call(server, ana, "PATCH", `/api/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5_000,
    resetMaintenanceType: "oil",
  });
  server.clock.advance(60 * day);
  const logged = await call(server, ana, "POST", `/api/refuels/${vehicleId}`, {
    displacement: 13_000,
    quantity: 40,
    amount: 160_000,
    date: server.clock.now.toISOString(),
  });
  expect(logged.statusCode).toBe(201);
  insuranceDate = new Date(server.clock.now.getTime() + 20 * day).toISOString();
  await call(server, ana, "PATCH", `/api/vehicles/${vehicleId}`, { insuranceDate });
  // 2,000 km to the service at 50 km a day.
  projectedDay = dayKey(new Date(server.clock.now.getTime() + 40 * day), "America/Bogota");
});
afterAll(async () => server.close());

describe("the calendar feed", () => {
  it("has no address until the owner makes one, then gives it as webcal and https", async () => {
    expect((await feed(ana)).json().payload).toBeNull();
    const made = await renew(ana);
    expect(made.statusCode).toBe(201);
    const link = made.json().payload;
    expect(link.https).toMatch(new RegExp(`^${server.config.publicUrl}/api/calendar/${ana.userId}/[\\w-]{43}\\.ics$`));
    expect(link.webcal).toBe(link.https.replace(/^https?:/, "webcal:"));
    expect((await feed(ana)).json().payload).toMatchObject({ https: link.https, lastFetchedAt: null });
  });

  it("lists the insurance on its date and the service on the day the pace reaches it, each with an alarm", async () => {
    const zone = await call(server, ana, "PATCH", `/api/users/${ana.userId}`, {
      notificationSettings: { ...defaultNotificationSettings, timeZone: "America/Bogota" },
    });
    expect(zone.statusCode).toBe(200);
    const { https } = (await feed(ana)).json().payload;
    const reply = await fetchFeed(https);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const read = readBack(reply.body);
    expect(read.name).toBe("Odo: lo que toca");
    const insurance = read.events.find((event) => event.summary.endsWith(": Seguro"));
    expect(insurance).toMatchObject({ start: dayKey(new Date(insuranceDate), "America/Bogota"), allDay: true });
    expect(insurance?.alarm).toBe("-PT15H");
    const service = read.events.find((event) => event.summary.endsWith(": Servicio"));
    expect(service).toMatchObject({ start: projectedDay, allDay: true });
    expect(service?.description).toContain("50 km al día");
    expect(service?.description).toContain("15.000 km");
    expect(service?.description).toContain(`${server.config.publicUrl}/vehicle/${vehicleId}`);
    expect((await feed(ana)).json().payload.lastFetchedAt).toBe(server.clock.now.toISOString());
  });

  it("reads the days in the phone's zone when the link is made with it, whatever the notification settings say", async () => {
    const luis = await userOnPlan(server, "luiscalendar");
    const made = await call(server, luis, "POST", "/api/users/calendar", { timeZone: "America/Caracas" });
    const feedText = (await fetchFeed(made.json().payload.https)).body;
    expect(readBack(feedText).zone).toBe("America/Caracas");
    const refused = await call(server, luis, "POST", "/api/users/calendar", { timeZone: "Mars/Olympus" });
    expect(refused.statusCode).toBe(400);
  });

  it("answers 404 to a wrong secret, another user's id or a malformed address, as to an unknown one", async () => {
    const { https } = (await feed(ana)).json().payload;
    const path = new URL(https).pathname;
    const other = await userOnPlan(server, "otrocalendar");
    const wrongSecret = path.replace(/[\w-]{43}\.ics$/, `${"A".repeat(43)}.ics`);
    const otherUser = path.replace(ana.userId, other.userId);
    for (const url of [wrongSecret, otherUser]) {
      const reply = await server.app.inject({ method: "GET", url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe("CALENDAR_NOT_FOUND");
    }
    const malformed = await server.app.inject({ method: "GET", url: path.replace(/\.ics$/, ".txt") });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it("stops the old address when a new one is made, and when the password changes makes another", async () => {
    const before = (await feed(ana)).json().payload.https;
    const renewed = (await renew(ana)).json().payload.https;
    expect(renewed).not.toBe(before);
    expect((await fetchFeed(before)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);

    const changed = await call(server, ana, "POST", "/api/users/password", {
      currentPassword: "Secret123",
      password: "Newsecret456",
      passwordConfirmation: "Newsecret456",
    });
    expect(changed.statusCode).toBe(200);
    expect((await fetchFeed(renewed)).statusCode).toBe(404);
    const afterPassword = (await feed(ana)).json().payload.https;
    expect(afterPassword).not.toBe(renewed);
    expect((await fetchFeed(afterPassword)).statusCode).toBe(200);
  });

  it("shows a household member the shared car, and a workshop nothing of it", async () => {
    const luz = await userOnPlan(server, "luzcalendar");
    const taller = await userOnPlan(server, "tallercalendar", "business");
    for (const [session, role] of [
      [luz, "household"],
      [taller, "workshop"],
    ] as const) {
      const qr = (await call(server, ana, "POST", `/api/vehicles/${vehicleId}/shares`, { role })).json().payload.qr;
      const claimed = await call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
      expect(claimed.statusCode).toBe(200);
    }
    const luzEvents = readBack((await fetchFeed((await renew(luz)).json().payload.https)).body).events;
    expect(luzEvents.map((event) => event.summary)).toContain("Toyota Corolla: Seguro");
    const tallerEvents = readBack((await fetchFeed((await renew(taller)).json().payload.https)).body).events;
    expect(tallerEvents).toEqual([]);
  });

  it("revokes the address: it answers 404 and the owner sees none", async () => {
    const { https } = (await feed(ana)).json().payload;
    expect((await call(server, ana, "DELETE", "/api/users/calendar")).statusCode).toBe(200);
    expect((await fetchFeed(https)).statusCode).toBe(404);
    expect((await feed(ana)).json().payload).toBeNull();
    expect((await call(server, ana, "DELETE", "/api/users/calendar")).json().message).toBe("CALENDAR_NOT_FOUND");
  });

  it("counts fetches per feed, not per address: a calendar service reads many feeds from one", async () => {
    const limited = await build({ config: { rateLimitPerMinute: 5 } });
    try {
      const feeds: string[] = [];
      for (const name of ["unocal", "doscal"]) {
        const session = await userOnPlan(limited, name);
        const made = await call(limited, session, "POST", "/api/users/calendar");
        feeds.push(new URL(made.json().payload.https).pathname);
      }
      const statuses = async (url: string) => {
        const seen: number[] = [];
        for (let fetch = 0; fetch < 5; fetch += 1)
          seen.push((await limited.app.inject({ method: "GET", url })).statusCode);
        return seen;
      };
      expect(await statuses(feeds[0] ?? "")).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses(feeds[1] ?? "")).toEqual([200, 200, 200, 200, 200]);
      expect((await limited.app.inject({ method: "GET", url: feeds[0] ?? "" })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
