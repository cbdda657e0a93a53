import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamsPerSession, streamsPerUser } from "../../src/routes/sync/events.js";
import { EventStream, openEvents } from "../event-stream.js";
import { aCar, build, call, type Session, signInAs, type TestServer, tokenFromMail, userOnPlan } from "../helper.js";

/**
 * `GET /api/sync/events` over a real loopback connection: a device learns that its user's change
 * log advanced, from whichever door the change came (their other device, a mechanic, the owner).
 */
let server: TestServer;
let base = "";
let owner: Session;
let workshop: Session;
let vehicleId = "";
/**
 * Just after now: the car was added a moment ago, so a reading dated earlier would be a backfill
 * below its first km. (A bare date is noon UTC, which is before the car in an afternoon's run.)
 */
const justAfterNow = () => new Date(Date.now() + 60_000).toISOString();

const text = async (body: IncomingMessage) => {
  let all = "";
  for await (const chunk of body) all += chunk;
  return all;
};

const pulledCursor = async (session: Session, cursor = 0) =>
  (await call(server, session, "GET", `/api/sync/pull?cursor=${cursor}&limit=1000`)).json().cursor as number;

/** The workshop logs a brake job on the owner's car: a change to the owner's log from another door. */
async function workshopLogsBrakes(kms: number, amount: number) {
  const logged = await call(server, workshop, "POST", `/api/maintenances/${vehicleId}/general`, {
    date: justAfterNow(),
    adjustments: ["changeBrake"],
    kms,
    amount,
  });
  expect(logged.statusCode).toBe(201);
}

beforeAll(async () => {
  server = await build();
  base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await userOnPlan(server, "liveowner", "basic");
  workshop = await userOnPlan(server, "livetaller");
  await call(server, workshop, "POST", "/api/shops", {
    type: "mechanicalWorkshop",
    name: "Taller Vivo",
    contactName: "Pedro Díaz",
    address: "Calle 50, Ciudad de Panamá",
    phone: "+507 6000-0000",
  });
  vehicleId = (await call(server, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
  const qr = (await call(server, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role: "workshop" })).json()
    .payload.qr;
  await call(server, workshop, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
});
afterAll(async () => server.close());

describe("the live event stream", () => {
  it("refuses a request without a valid session, with the JSON envelope", async () => {
    for (const authorization of [undefined, "Bearer nonsense", "Basic bGl2ZW93bmVyOlNlY3JldDEyMw==", "bearer"]) {
      const reply = await openEvents(base, authorization === undefined ? undefined : { auth: { authorization } });
      expect(reply.status, authorization).toBe(401);
      expect(JSON.parse(await text(reply.body))).toMatchObject({ code: 401, message: expect.any(String) });
    }
  });

  it("is an event stream with the API's security headers, sent at once with the log's newest seq", async () => {
    const stream = await EventStream.open(base, owner);
    try {
      expect(stream.reply.status).toBe(200);
      expect(stream.reply.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(stream.reply.headers["cache-control"]).toBe("no-store");
      expect(stream.reply.headers["x-content-type-options"]).toBe("nosniff");
      const [first] = await stream.received(1);
      expect(first).toBe(await pulledCursor(owner));
    } finally {
      stream.close();
    }
  });

  it("pokes the owner's open device when a mechanic logs a maintenance, with the seq a pull reaches", async () => {
    const stream = await EventStream.open(base, owner);
    try {
      const [connectedAt = 0] = await stream.received(1);
      await workshopLogsBrakes(12_000, 180);
      const [, poked = 0] = await stream.received(2);
      expect(poked).toBeGreaterThan(connectedAt);
      expect(poked).toBe(await pulledCursor(owner, connectedAt));
    } finally {
      stream.close();
    }
  });

  it("tells only an advance: a change's note that comes late, for a seq already told, is not told again", async () => {
    const stream = await EventStream.open(base, owner);
    try {
      const [connectedAt = 0] = await stream.received(1);
      // What PostgreSQL's notification of an earlier commit does when it arrives after the connect.
      const feed = server.app.deps.database.changes;
      feed.advanced(owner.userId, connectedAt);
      feed.flush();
      await workshopLogsBrakes(12_500, 90);
      const [, poked = 0] = await stream.received(2);
      expect(poked).toBeGreaterThan(connectedAt);
    } finally {
      stream.close();
    }
  });

  it("pokes once for a push of many mutations, and not the devices of users it does not concern", async () => {
    const mine = await EventStream.open(base, owner);
    const stranger = await userOnPlan(server, "livenadie");
    const theirs = await EventStream.open(base, stranger);
    try {
      await mine.received(1);
      await theirs.received(1);
      const mutations = Array.from({ length: 20 }, (_, index) => ({
        mid: index + 1,
        name: "refuel.create",
        args: {
          vehicleId,
          refuel: {
            _id: crypto.randomUUID(),
            date: justAfterNow(),
            quantity: 20,
            amount: 25 + index,
          },
        },
      }));
      const pushed = await call(server, owner, "POST", "/api/sync/push", { clientId: crypto.randomUUID(), mutations });
      expect(pushed.json().results.every((result: { status: string }) => result.status === "applied")).toBe(true);
      await mine.received(2);
      // Anything later than the poke would have arrived with it: the flush follows the request's work.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mine.seqs).toHaveLength(2);
      expect(theirs.seqs).toHaveLength(1);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it("ends open streams when the server closes", async () => {
    const other = await build();
    const url = await other.app.listen({ port: 0, host: "127.0.0.1" });
    const session = await userOnPlan(other, "livecierre");
    const reply = await openEvents(url, session);
    const ended = new Promise<boolean>((resolve) => reply.body.on("end", () => resolve(true)));
    reply.body.resume();
    await other.close();
    expect(await ended).toBe(true);
  });

  it(`keeps ${streamsPerSession} streams per session and ${streamsPerUser} per user open, closing the oldest`, async () => {
    await userOnPlan(server, "manystreams");
    const device = await signInAs(server, "manystreams", "Secret123");
    const sameDevice: EventStream[] = [];
    for (let index = 0; index <= streamsPerSession; index += 1) sameDevice.push(await EventStream.open(base, device));
    for (const stream of sameDevice) await stream.received(1).catch(() => undefined);
    await sameDevice[0]?.ended;
    expect(sameDevice.map((stream) => stream.isOpen)).toEqual([false, true, true, true]);
    const others: EventStream[] = [];
    for (let index = 0; index < streamsPerUser - 2; index += 1) {
      others.push(await EventStream.open(base, await signInAs(server, "manystreams", "Secret123")));
    }
    await Promise.all(others.map((stream) => stream.received(1)));
    // Past ten open, the oldest still open (the device's second) is closed.
    await sameDevice[1]?.ended;
    expect([...sameDevice, ...others].filter((stream) => stream.isOpen)).toHaveLength(streamsPerUser);
    for (const stream of [...sameDevice, ...others]) stream.close();
  });

  it("ends every open stream of a user whose password is reset from a mailed link", async () => {
    const ana = await userOnPlan(server, "resetstream");
    const stream = await EventStream.open(base, ana);
    await stream.received(1);
    await server.app.inject({
      method: "POST",
      url: "/api/users/forgot-password",
      payload: { email: "resetstream@example.com", lang: "es" },
    });
    const reset = await server.app.inject({
      method: "POST",
      url: "/api/users/reset-password",
      headers: {
        authorization: `Bearer ${tokenFromMail(server, "resetstream@example.com", "reset")}`,
        "x-credentials": Buffer.from(
          JSON.stringify({ password: "Newpass123", passwordConfirmation: "Newpass123" }),
        ).toString("base64"),
      },
    });
    expect(reset.statusCode).toBe(200);
    await stream.ended;
    expect(stream.isOpen).toBe(false);
  });
});
