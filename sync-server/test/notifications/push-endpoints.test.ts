import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { defaultNotificationSettings, pushSubscriptionsPerUser } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { deliver } from "../../src/notifications/deliver.js";
import { leaseMs, runScheduler } from "../../src/notifications/scheduler.js";
import { readyDeliveries } from "../../src/notifications/scheduler-repository.js";
import type { ResolvedAddress } from "../../src/outbound/public-address.js";
import { aCar, build, call, lastServiceWhenAdded, type Session, type TestServer, userOnPlan } from "../helper.js";
import { type FakeBrowser, startPushService } from "../push-fake.js";

/**
 * Push endpoints as an attacker would aim them (the hardening probe's SSRF and stall cases): only
 * `https:` on the public internet is accepted, checked again at every send over a pinned
 * connection with no redirect followed; one user's many slow browsers hold up no one else; a
 * retry goes only to the browsers that did not take the push.
 */
type Push = Awaited<ReturnType<typeof startPushService>>;

const subscribe = (server: TestServer, session: Session, browser: FakeBrowser) =>
  call(server, session, "POST", "/api/users/push-subscriptions", browser.subscription);

const keys = { p256dh: `B${"A".repeat(86)}`, auth: "a".repeat(22) };
const subscribeTo = (server: TestServer, session: Session, endpoint: string) =>
  call(server, session, "POST", "/api/users/push-subscriptions", { endpoint, keys });

const endpointsOf = async (server: TestServer, session: Session) =>
  (
    await server.app.deps.database.read((db) =>
      statement<{ endpoint: string }>(db, "SELECT endpoint FROM push_subscriptions WHERE user_id = ?").all([
        session.userId,
      ]),
    )
  ).map((row) => row.endpoint);

/** A car whose service falls due for an owner who turned push on. */
async function carFallingDue(server: TestServer, session: Session, plate: string) {
  await call(server, session, "PATCH", `/api/users/${session.userId}`, {
    notificationSettings: { ...defaultNotificationSettings, push: true, quietHours: null },
  });
  const car = (await call(server, session, "POST", "/api/vehicles", { ...aCar, plateNumber: plate })).json().payload;
  const id: string = car._id;
  await call(server, session, "PATCH", `/api/vehicles/${id}/settings`, {
    maintenanceInterval: 5_000,
    resetMaintenanceType: "oil",
  });
  const lastService = lastServiceWhenAdded(car);
  await call(server, session, "POST", lastService.path, lastService.body);
  await call(server, session, "PATCH", `/api/vehicles/${id}`, { displacement: 14_600 });
  return id;
}

const pushRows = (server: TestServer, session: Session) =>
  server.app.deps.database.read((db) =>
    statement<{ state: string; delivered_to: string | null }>(
      db,
      "SELECT state, delivered_to FROM due_deliveries WHERE user_id = ? AND channel = 'push'",
    ).all([session.userId]),
  );

describe("with only the public internet allowed (the default)", () => {
  let server: TestServer;
  let push: Push;
  let rebindTo = "93.184.216.34";
  const names: Record<string, () => ResolvedAddress[]> = {
    "push.example.net": () => [{ address: "93.184.216.34", family: 4 }],
    "inward.example.net": () => [{ address: "10.0.0.5", family: 4 }],
    "metadata.example.net": () => [
      { address: "93.184.216.34", family: 4 },
      { address: "169.254.169.254", family: 4 },
    ],
    "v6.example.net": () => [{ address: "fd00::1", family: 6 }],
    "rebind.example.net": () => [{ address: rebindTo, family: 4 }],
  };
  let owner: Session;

  beforeAll(async () => {
    push = await startPushService();
    server = await build({
      lookupHost: async (hostname) => {
        const answer = names[hostname];
        if (!answer) throw new Error(`ENOTFOUND ${hostname}`);
        return answer();
      },
    });
    owner = await userOnPlan(server, "pushowner", "basic");
  });
  afterAll(async () => {
    await server.close();
    await push.close();
  });

  it.each([
    "https://127.0.0.1/push",
    "https://127.8.9.10:8443/push",
    "https://[::1]/push",
    "https://0x7f000001/internal-admin/delete-all?ssrf=1",
    "https://2130706433/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://169.254.169.254/latest/meta-data/",
    "https://10.1.2.3/push",
    "https://172.20.0.1/push",
    "https://192.168.1.1/push",
    "https://100.64.0.1/push",
    "https://224.0.0.1/push",
    "https://0.0.0.0/push",
    "https://[fe80::1]/push",
    "https://[fd12::1]/push",
    "https://inward.example.net/push",
    "https://metadata.example.net/push",
    "https://v6.example.net/push",
    "https://nowhere.example.net/push",
  ])("refuses %s, and keeps nothing of it", async (endpoint) => {
    const reply = await subscribeTo(server, owner, endpoint);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe("PUSH_ENDPOINT_UNREACHABLE");
    expect(await endpointsOf(server, owner)).not.toContain(endpoint);
  });

  it.each(["http://push.example.net/push", "http://127.0.0.1/push", "ftp://push.example.net/push"])(
    "refuses %s, which is not https",
    async (endpoint) => {
      const reply = await subscribeTo(server, owner, endpoint);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe("httpsUrl");
    },
  );

  it("accepts an https endpoint on a public address", async () => {
    expect((await subscribeTo(server, owner, "https://push.example.net/push/a1")).statusCode).toBe(201);
    expect(await endpointsOf(server, owner)).toContain("https://push.example.net/push/a1");
  });

  it("answers an unsubscription alike whether the server still had that browser", async () => {
    const unsubscribe = (endpoint: string) =>
      call(server, owner, "DELETE", "/api/users/push-subscriptions", { endpoint });
    const known = await unsubscribe("https://push.example.net/push/a1");
    const unknown = await unsubscribe("https://push.example.net/push/never-subscribed");
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(await endpointsOf(server, owner)).toEqual([]);
  });

  it("checks the address again when it sends: a name pointed inward since gets no connection", async () => {
    const session = await userOnPlan(server, "rebinder", "basic");
    const browser = push.browser(`https://rebind.example.net:${push.port}`);
    expect((await subscribe(server, session, browser)).statusCode).toBe(201);
    await carFallingDue(server, session, "REB1");
    rebindTo = "127.0.0.1";
    const run = await runScheduler(server.app.deps, "rebind-test");
    expect(run).toMatchObject({ notices: 1, sent: 0, retrying: 1 });
    expect(push.connections()).toBe(0);
    // A refused address is a failed delivery, not a browser that is gone: nothing a user can read.
    expect(await endpointsOf(server, session)).toEqual([browser.subscription.endpoint]);
  });
});

describe("with a local push service (the test-only setting)", () => {
  let server: TestServer;
  let push: Push;
  let internal: Server;
  const internalRequests: string[] = [];
  const run = (holder = "push-test") => runScheduler(server.app.deps, holder);

  beforeAll(async () => {
    push = await startPushService();
    server = await build({ config: { loopbackTargetsForTests: true } });
    internal = createServer((request, response) => {
      internalRequests.push(`${request.method} ${request.url}`);
      response.end("deleted everything");
    });
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await server.close();
    await push.close();
    await new Promise((resolve) => internal.close(resolve));
  });

  it("never follows a redirect: a 3xx is a failed delivery", async () => {
    const session = await userOnPlan(server, "redirector", "basic");
    const browser = push.browser();
    const port = (internal.address() as AddressInfo).port;
    push.answer(browser.subscription.endpoint, {
      redirectTo: `http://127.0.0.1:${port}/internal-admin/delete-all?ssrf=1`,
    });
    await subscribe(server, session, browser);
    await carFallingDue(server, session, "RED1");
    expect(await run()).toMatchObject({ notices: 1, sent: 0, retrying: 1 });
    expect(internalRequests).toEqual([]);
    expect(await endpointsOf(server, session)).toEqual([browser.subscription.endpoint]);
  });

  it(`keeps a user's ${pushSubscriptionsPerUser} newest browsers, the oldest replaced`, async () => {
    const session = await userOnPlan(server, "manybrowsers", "basic");
    const browsers = Array.from({ length: pushSubscriptionsPerUser + 2 }, () => push.browser());
    for (const browser of browsers) {
      expect((await subscribe(server, session, browser)).statusCode).toBe(201);
      server.clock.advance(1_000);
    }
    const kept = await endpointsOf(server, session);
    expect(kept.sort()).toEqual(
      browsers
        .slice(2)
        .map((browser) => browser.subscription.endpoint)
        .sort(),
    );
  });

  it("sends another user's push in the same run while one user's 50 browsers never answer", async () => {
    const staller = await userOnPlan(server, "stalleruser", "basic");
    for (let index = 0; index < 50; index += 1) {
      const browser = push.browser();
      push.answer(browser.subscription.endpoint, "hang");
      await subscribe(server, staller, browser);
    }
    expect(await endpointsOf(server, staller)).toHaveLength(pushSubscriptionsPerUser);
    const patient = await userOnPlan(server, "patientuser", "basic");
    const browser = push.browser();
    await subscribe(server, patient, browser);
    await carFallingDue(server, staller, "STL1");
    await carFallingDue(server, patient, "PAT1");
    const outcome = await run();
    expect(outcome).toMatchObject({ notices: 2, sent: 1, retrying: 1 });
    expect(push.received.filter((received) => received.endpoint === browser.subscription.endpoint)).toHaveLength(1);
    expect((await pushRows(server, patient)).map((row) => row.state)).toEqual(["sent"]);
    expect((await pushRows(server, staller)).map((row) => row.state)).toEqual(["pending"]);
  });

  it("sends a retry only to the browsers that did not take the push", async () => {
    const session = await userOnPlan(server, "retryuser", "basic");
    const taking = push.browser();
    const failing = push.browser();
    push.answer(failing.subscription.endpoint, 500);
    await subscribe(server, session, taking);
    await subscribe(server, session, failing);
    await carFallingDue(server, session, "RET1");
    expect(await run()).toMatchObject({ notices: 1, retrying: 1 });
    const toBrowser = (browser: FakeBrowser) =>
      push.received.filter((received) => received.endpoint === browser.subscription.endpoint);
    expect([toBrowser(taking).length, toBrowser(failing).length]).toEqual([1, 1]);
    expect(JSON.parse((await pushRows(server, session))[0]?.delivered_to ?? "[]")).toEqual([
      taking.subscription.endpoint,
    ]);
    push.answer(failing.subscription.endpoint, 201);
    server.clock.advance(2 * 60_000);
    await run();
    expect([toBrowser(taking).length, toBrowser(failing).length]).toEqual([1, 2]);
    expect((await pushRows(server, session)).map((row) => row.state)).toEqual(["sent"]);
  });

  it("leaves a delivery being sent to its sender until the lease it was sent under has passed", async () => {
    const session = await userOnPlan(server, "leaseuser", "basic");
    const browser = push.browser();
    push.answer(browser.subscription.endpoint, "hang");
    await subscribe(server, session, browser);
    await carFallingDue(server, session, "LEA1");
    const evaluated = await run();
    expect(evaluated.retrying).toBeGreaterThan(0);
    server.clock.advance(2 * 60_000);
    const [row] = await server.app.deps.database
      .read((db) => readyDeliveries(db, server.clock.now, 1_000))
      .then((rows) => rows.filter((ready) => ready.userId === session.userId));
    if (!row) throw new Error("no delivery ready for the retry");
    const lease = leaseMs(server.config.reminderIntervalMs);
    const leaseEnd = new Date(server.clock.now.getTime() + lease);
    const sending = deliver(server.app.deps, row, server.clock.now, leaseEnd);
    await expect.poll(async () => (await pushRows(server, session))[0]?.state).toBe("sending");
    const readyFor = async (at: Date) =>
      (await server.app.deps.database.read((db) => readyDeliveries(db, at, 1_000))).filter(
        (ready) => ready.userId === session.userId,
      );
    expect(await readyFor(server.clock.now)).toEqual([]);
    expect(await readyFor(new Date(leaseEnd.getTime() - 1))).toEqual([]);
    expect(await readyFor(new Date(leaseEnd.getTime() + 1))).toHaveLength(1);
    expect(await sending).toBe("retry");
  });
});
