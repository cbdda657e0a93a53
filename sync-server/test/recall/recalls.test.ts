import { defaultNotificationSettings, type Maintenance, type RecallReport, recallsWithState } from "@odo/domain";
import { canadaUserKey, type FakeRecall, type FakeRecalls, startFakeRecalls } from "@odo/recalls-fake";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScheduler } from "../../src/notifications/scheduler.js";
import { checkDueRecalls } from "../../src/recall/recall-checks.js";
import { aCar, build, call, type Session, signedInUser, type TestServer, testConfig, userOnPlan } from "../helper.js";
import { startPushService } from "../push-fake.js";

/**
 * Safety recalls (issue 52) against a local fake of NHTSA's recalls API and Transport Canada's: a
 * US-market VIN decoded from the vPIC copy and looked up on a schedule, each campaign told once,
 * closed by a workshop's signed entry naming it or dismissed by the owner; a source off the public
 * internet never asked.
 */
const accordVin = "1HGCM82633A004352";
/** A Renault assembled in Colombia (WMI 9FB): vPIC does not cover it. */
const renaultVin = "9FBHSR5B3BM000001";
const shop = {
  name: "Taller Martínez",
  contactName: "Luis Martínez",
  address: "Calle 50, Panamá",
  phone: "+507 6000-0000",
};

let fake: FakeRecalls;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let server: TestServer;
let ana: Session;
let accordId = "";
let renaultId = "";
const mids = new Map<string, number>();

const check = () => checkDueRecalls(server.app.deps, server.clock.now);
async function pulled<T>(session: Session, entity: string, on: TestServer = server): Promise<T[]> {
  const changes = (await call(on, session, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes as {
    entity: string;
    id: string;
    data: T | null;
  }[];
  const latest = new Map<string, T | null>();
  for (const change of changes.filter((each) => each.entity === entity)) latest.set(change.id, change.data);
  return [...latest.values()].filter((data): data is T => data !== null);
}
/**
 * A look-up on `on` that fails: its one vehicle is looked at, then not again until an hour has
 * passed. `afterFailure` checks what the failure left, before the hour.
 */
async function expectAskedAgainInAnHour(on: TestServer, afterFailure?: () => Promise<void>) {
  expect(await checkDueRecalls(on.app.deps, on.clock.now)).toBe(1);
  await afterFailure?.();
  expect(await checkDueRecalls(on.app.deps, on.clock.now)).toBe(0);
  on.clock.advance(3_600_000);
  expect(await checkDueRecalls(on.app.deps, on.clock.now)).toBe(1);
}
const reportOf = async (session: Session, vehicleId: string, on: TestServer = server) =>
  (await pulled<RecallReport>(session, "recall", on)).find((report) => report.vehicle === vehicleId);
async function push(session: Session, name: string, args: unknown) {
  const mid = (mids.get(session.userId) ?? 0) + 1;
  mids.set(session.userId, mid);
  const reply = await call(server, session, "POST", "/api/sync/push", {
    clientId: session.userId.replace(/.$/, "e"),
    mutations: [{ mid, name, args }],
  });
  return reply.json().results[0];
}

beforeAll(async () => {
  fake = await startFakeRecalls();
  pushService = await startPushService();
  const vpicDir = testConfig("").recalls.vpicDir;
  server = await build({
    config: {
      loopbackTargetsForTests: true,
      recalls: {
        baseUrl: fake.url,
        canada: { baseUrl: fake.canadaUrl, userKey: canadaUserKey },
        vpicDir,
        pollMs: 300_000,
      },
    },
  });
  ana = await userOnPlan(server, "anarecalls", "basic");
  accordId = (await call(server, ana, "POST", "/api/vehicles", { ...aCar, bodySerial: accordVin })).json().payload._id;
  renaultId = (
    await call(server, ana, "POST", "/api/vehicles", { ...aCar, plateNumber: "xyz789", bodySerial: renaultVin })
  ).json().payload._id;
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await pushService.close();
});

describe("the full VIN decode", () => {
  it("names a US-market car's model, engine and body, labelled with its source and what it covers", async () => {
    const reply = await call(server, ana, "GET", `/api/vehicles/vin/${accordVin.toLowerCase()}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().payload).toMatchObject({
      vin: accordVin,
      source: "nhtsa-vpic",
      coverage: "us-market",
      status: "decoded",
      make: "Honda",
      model: "Accord",
      modelYear: 2003,
    });
    expect(reply.json().payload.engine).toContain("6 cyl");
  });

  it("says a Colombian-assembled Renault is unknown rather than guessing, and refuses what is not a VIN", async () => {
    expect((await call(server, ana, "GET", `/api/vehicles/vin/${renaultVin}`)).json().payload).toMatchObject({
      status: "unknown",
      make: null,
      model: null,
    });
    const bad = await call(server, ana, "GET", "/api/vehicles/vin/not-a-vin");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("invalidCharacters");
  });
});

describe("recalls", () => {
  it("looks up the decoded car's campaigns once per schedule, and tells its owner of each once", async () => {
    const browser = pushService.browser();
    await call(server, ana, "PATCH", `/api/users/${ana.userId}`, {
      notificationSettings: { ...defaultNotificationSettings, push: true, email: true, quietHours: null },
    });
    expect((await call(server, ana, "POST", "/api/users/push-subscriptions", browser.subscription)).statusCode).toBe(
      201,
    );
    const hook = await call(server, ana, "POST", "/api/users/webhooks", {
      url: "http://127.0.0.1:9/odo",
      events: ["recall.found"],
    });
    expect(hook.statusCode).toBe(201);
    expect(await check()).toBe(2);
    // The Renault was decoded as unknown: NHTSA was asked for the Accord only.
    expect(fake.asked).toEqual(["HONDA|ACCORD|2003"]);
    const report = await reportOf(ana, accordId);
    expect(report).toMatchObject({ source: "nhtsa", make: "Honda", model: "Accord", modelYear: 2003 });
    expect(report?.campaigns.map((campaign) => campaign.campaign).sort()).toEqual(["04V176000", "15V320000"]);
    expect(report?.campaigns.find((each) => each.campaign === "15V320000")?.reportedOn).toBe(
      "2015-05-28T12:00:00.000Z",
    );
    expect(await reportOf(ana, renaultId)).toBeUndefined();
    const told = async () =>
      (await pulled<{ key: string; params: { campaign: string } }>(ana, "notification")).filter(
        (notification) => notification.key === "recallFound",
      );
    expect((await told()).map((notification) => notification.params.campaign).sort()).toEqual([
      "04V176000",
      "15V320000",
    ]);
    // A script hears of each once, through the `recall.found` webhook.
    const hooks = (await call(server, ana, "GET", "/api/users/webhooks")).json().payload;
    expect(hooks[0].deliveries.map((delivery: { type: string }) => delivery.type)).toEqual([
      "recall.found",
      "recall.found",
    ]);
    // Pushed too, in the owner's language, to the vehicle's page.
    await runScheduler(server.app.deps, "test-process");
    expect(pushService.received.map((received) => received.message)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: "Toyota Corolla",
          body: expect.stringContaining("llamado a revisión de seguridad: AIR BAGS"),
          url: `/vehicle/${accordId}`,
        }),
      ]),
    );
    expect(pushService.received).toHaveLength(2);
    // And mailed, as she has items due mailed: one mail per campaign, linking to the vehicle.
    const recallMails = () =>
      server.composedMails.filter((mail) => mail.to === "anarecalls@example.com" && mail.subject.includes("llamado"));
    expect(recallMails().map((mail) => mail.subject)).toContainEqual(
      "Odo: Toyota Corolla tiene un llamado a revisión de seguridad: AIR BAGS:FRONTAL:DRIVER SIDE:INFLATOR MODULE (NHTSA 15V320000). Un taller lo repara sin costo.",
    );
    expect(recallMails()).toHaveLength(2);
    expect(recallMails()[0]?.text).toContain(`/vehicle/${accordId}`);

    // Not due again before a week; then asked again, and nothing already told is told twice.
    expect(await check()).toBe(0);
    server.clock.advance(8 * 86_400_000);
    fake.settings.recalls["HONDA|ACCORD|2003"]?.push({
      ...(fake.settings.recalls["HONDA|ACCORD|2003"]?.[0] as FakeRecall),
      NHTSACampaignNumber: "24V999000",
      Component: "FUEL SYSTEM",
    });
    expect(await check()).toBe(1);
    expect(fake.asked).toHaveLength(2);
    expect((await told()).map((notification) => notification.params.campaign).sort()).toEqual([
      "04V176000",
      "15V320000",
      "24V999000",
    ]);
    await runScheduler(server.app.deps, "test-process");
    expect(pushService.received).toHaveLength(3);
    expect(recallMails()).toHaveLength(3);
    const again = await reportOf(ana, accordId);
    // A campaign keeps when it was first found.
    expect(again?.campaigns.find((each) => each.campaign === "15V320000")?.foundAt).toBe(report?.campaigns[0]?.foundAt);
  });

  it("keeps a campaign open until a workshop's signed entry names it; an owner's edit of those words reopens it", async () => {
    const workshop = await userOnPlan(server, "tallerrecalls", "business");
    const made = await call(server, workshop, "POST", "/api/shops", { ...shop, type: "mechanicalWorkshop" });
    expect(made.statusCode, made.body).toBe(201);
    const qr = (await call(server, ana, "POST", `/api/vehicles/${accordId}/shares`, { role: "workshop" })).json()
      .payload.qr;
    await call(server, workshop, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
    // The workshop sees the recalls it will carry out.
    expect((await reportOf(workshop, accordId))?.campaigns).toHaveLength(3);

    const done = await call(server, workshop, "POST", `/api/maintenances/${accordId}`, {
      type: "general",
      adjustments: ["changeOther"],
      description: "Inflador del airbag cambiado. Recall NHTSA 15V-320",
      date: new Date(server.clock.now.getTime() + 60_000).toISOString(),
      kms: 12_000,
    });
    expect(done.statusCode, done.body).toBe(201);
    const report = (await reportOf(ana, accordId)) as RecallReport;
    const maintenances = await pulled<Maintenance>(ana, "maintenance");
    const states = recallsWithState(report, maintenances);
    expect(states.find((each) => each.campaign === "15V320000")).toMatchObject({ state: "done", shop: shop.name });
    expect(states.find((each) => each.campaign === "04V176000")?.state).toBe("open");

    // The owner rewrites the workshop's words: the signature no longer holds, nor does the closing.
    const entry = maintenances.find((each) => each.seal) as Maintenance;
    expect(entry.seal).toBeTruthy();
    const edited = await push(ana, "maintenance.update", { _id: entry._id, patch: { description: "Airbag" } });
    expect(edited.status).toBe("applied");
    const after = recallsWithState(report, await pulled<Maintenance>(ana, "maintenance"));
    expect(after.find((each) => each.campaign === "15V320000")?.state).toBe("open");
  });

  it("lets the owner dismiss a campaign with a reason, and no one else", async () => {
    const report = (await reportOf(ana, accordId)) as RecallReport;
    const stranger = await userOnPlan(server, "strangerrecalls");
    const notSeen = await push(stranger, "recall.dismiss", { _id: report._id, campaign: "04V176000", reason: "other" });
    expect(notSeen).toMatchObject({ status: "rejected", code: "RECALL_NOT_FOUND" });
    const badReason = await push(ana, "recall.dismiss", { _id: report._id, campaign: "04V176000", reason: "bored" });
    expect(badReason).toMatchObject({ status: "rejected", code: "VALIDATION_FAILED" });
    const dismissed = await push(ana, "recall.dismiss", {
      _id: report._id,
      campaign: "04v-176",
      reason: "doneElsewhere",
      note: "Concesionario Honda, 2019",
    });
    expect(dismissed.status, JSON.stringify(dismissed)).toBe("applied");
    const after = (await reportOf(ana, accordId)) as RecallReport;
    const state = recallsWithState(after, []).find((each) => each.campaign === "04V176000");
    expect(state).toMatchObject({ state: "dismissed", dismissal: { reason: "doneElsewhere", by: ana.userId } });
    // The next look-up keeps the owner's dismissal.
    server.clock.advance(8 * 86_400_000);
    await check();
    expect((await reportOf(ana, accordId))?.dismissals).toHaveLength(1);
  });

  it("lists the open recalls, not the one set aside, first in the owner's weekly digest", async () => {
    await call(server, ana, "PATCH", `/api/users/${ana.userId}`, {
      notificationSettings: { ...defaultNotificationSettings, digest: true, timeZone: "America/Panama" },
    });
    // The next Monday, 08:30 in Panama.
    const monday = new Date(server.clock.now);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    monday.setUTCHours(13, 30, 0, 0);
    server.clock.now = monday;
    const before = server.composedMails.length;
    await runScheduler(server.app.deps, "test-process");
    const digest = server.composedMails
      .slice(before)
      .find((mail) => mail.kind === "digest" && mail.to === "anarecalls@example.com");
    const lines = digest?.text.split("\n").filter((line) => line.includes("llamado a revisión")) ?? [];
    // Both reported the same day, in either order; the transmission's, set aside, is not listed.
    expect([...lines].sort()).toEqual([
      "Toyota Corolla tiene un llamado a revisión de seguridad: AIR BAGS:FRONTAL:DRIVER SIDE:INFLATOR MODULE (NHTSA 15V320000). Un taller lo repara sin costo.",
      "Toyota Corolla tiene un llamado a revisión de seguridad: FUEL SYSTEM (NHTSA 24V999000). Un taller lo repara sin costo.",
    ]);
    // Before what is due: the recalls lead the mail.
    const firstLine = digest?.text.split("\n").find((line) => line.startsWith("Toyota Corolla"));
    expect(firstLine).toContain("llamado a revisión");
  });
});

describe("the recalls source", () => {
  it("is asked again an hour after it failed, and never at an address off the public internet", async () => {
    const failing = await build({ config: { recalls: server.config.recalls } });
    try {
      const owner = await userOnPlan(failing, "anaprivate");
      await call(failing, owner, "POST", "/api/vehicles", { ...aCar, bodySerial: accordVin });
      const asked = fake.asked.length;
      // Loopback is refused outside the tests' switch: the fake is never reached.
      await expectAskedAgainInAnHour(failing);
      expect(fake.asked).toHaveLength(asked);
    } finally {
      await failing.close();
    }
  });

  it("leaves a report as it was when the source answers with an error, or more than it would ever send", async () => {
    const before = await reportOf(ana, accordId);
    for (const broken of [{ failing: true }, { paddingBytes: 3 * 1024 * 1024 }]) {
      Object.assign(fake.settings, broken);
      try {
        server.clock.advance(8 * 86_400_000);
        const asked = fake.asked.length;
        await check();
        // Asked, and the answer kept nothing.
        expect(fake.asked).toHaveLength(asked + 1);
        expect((await reportOf(ana, accordId))?.checkedAt).toBe(before?.checkedAt);
      } finally {
        Object.assign(fake.settings, { failing: false, paddingBytes: 0 });
      }
    }
  });
});

describe("Transport Canada's recalls", () => {
  const canadianOwner = (on: TestServer, username: string) =>
    signedInUser(on, { username, password: "Secret123", email: `${username}@example.com`, country: "canada" });

  it("are the ones asked for a car whose owner lives in Canada, each campaign told once", async () => {
    const lea = await canadianOwner(server, "learecalls");
    const vehicleId = (await call(server, lea, "POST", "/api/vehicles", { ...aCar, bodySerial: accordVin })).json()
      .payload._id;
    const asked = fake.asked.length;
    await check();
    // The search by make, model and year, then each number's summary; NHTSA is not asked for her car.
    expect(fake.asked.slice(asked)).toEqual(["TC HONDA|ACCORD|2003", "TC 2015239", "TC 2004089"]);
    const report = await reportOf(lea, vehicleId);
    expect(report).toMatchObject({ source: "transportCanada", make: "Honda", model: "Accord", modelYear: 2003 });
    expect(report?.campaigns.find((each) => each.campaign === "2015239")).toMatchObject({
      component: "Airbags",
      summary: expect.stringContaining("airbag inflator could rupture"),
      consequence: "",
      remedy: "",
      reportedOn: "2015-05-29T12:00:00.000Z",
      parkIt: false,
    });
    const told = async () =>
      (await pulled<{ key: string; params: { campaign: string } }>(lea, "notification"))
        .filter((notification) => notification.key === "recallFound")
        .map((notification) => notification.params.campaign)
        .sort();
    expect(await told()).toEqual(["2004089", "2015239"]);
    // Said with whose campaign it is, in her language, as the workshop's words will name it.
    const messages = (await pulled<{ key: string; message: string }>(lea, "notification")).map((each) => each.message);
    expect(messages).toContainEqual(expect.stringContaining("seguridad: Airbags (TC 2015239)"));
    server.clock.advance(8 * 86_400_000);
    await check();
    expect(fake.asked.filter((each) => each === "TC HONDA|ACCORD|2003")).toHaveLength(2);
    expect(await told()).toEqual(["2004089", "2015239"]);
  });

  it("fail without the user key the database issued; a server without it asks NHTSA for a Canadian's car", async () => {
    const recalls = server.config.recalls;
    const wrongKey = await build({
      config: {
        loopbackTargetsForTests: true,
        recalls: { ...recalls, canada: { baseUrl: fake.canadaUrl, userKey: "x" } },
      },
    });
    const withoutCanada = await build({
      config: { loopbackTargetsForTests: true, recalls: { ...recalls, canada: null } },
    });
    try {
      const refused = await canadianOwner(wrongKey, "marcrecalls");
      await call(wrongKey, refused, "POST", "/api/vehicles", { ...aCar, bodySerial: accordVin });
      const asked = fake.asked.length;
      // Refused at the search (the fake notes only what it answers): nothing kept, asked again in an hour.
      await expectAskedAgainInAnHour(wrongKey, async () => {
        expect(fake.asked).toHaveLength(asked);
        expect(await pulled(refused, "recall", wrongKey)).toEqual([]);
      });

      const paul = await canadianOwner(withoutCanada, "paulrecalls");
      const car = (await call(withoutCanada, paul, "POST", "/api/vehicles", { ...aCar, bodySerial: accordVin })).json()
        .payload._id;
      await checkDueRecalls(withoutCanada.app.deps, withoutCanada.clock.now);
      expect(fake.asked.slice(asked)).toEqual(["HONDA|ACCORD|2003"]);
      expect((await reportOf(paul, car, withoutCanada))?.source).toBe("nhtsa");
    } finally {
      await wrongKey.close();
      await withoutCanada.close();
    }
  });
});
