import { webcrypto } from "node:crypto";
import {
  type Entitlement,
  entitlementTrusted,
  type OdoKey,
  planOnDevice,
  type SubtleLike,
  signatureChecks,
  voucherLimits,
} from "@odo/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/admin-commands.js";
import { runScheduler } from "../../src/notifications/scheduler.js";
import { build, signedInUser, type TestServer } from "../helper.js";

const dayMs = 86_400_000;
const checks = signatureChecks(webcrypto.subtle as unknown as SubtleLike);

let server: TestServer;
let ana: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
beforeEach(async () => {
  server = await build();
  ana = await signedInUser(server, { username: "anadriver", password: "Secret123", email: "ana@example.com" });
  bob = await signedInUser(server, { username: "bobdriver", password: "Secret123", email: "bob@example.com" });
});
afterEach(async () => server.close());

/** Codes as the operator's command prints them, one a line. */
async function issued(...args: string[]): Promise<string[]> {
  const printed = await server.app.deps.database.write((db) =>
    runAdminCommand({ db, now: server.clock.now, voucherSecret: server.config.jwtSecret }, ["vouchers", ...args]),
  );
  return printed.split("\n");
}

const redeem = (session: typeof ana, code: string) =>
  server.app.inject({ method: "POST", url: "/api/users/vouchers", headers: session.auth, payload: { code } });

async function entitlementOf(session: typeof ana): Promise<Entitlement> {
  const reply = await server.app.inject({ method: "GET", url: "/api/users/entitlement", headers: session.auth });
  expect(reply.statusCode).toBe(200);
  return reply.json().payload as Entitlement;
}

async function odoKey(): Promise<OdoKey> {
  const reply = await server.app.inject({ method: "GET", url: "/api/verify/key" });
  return reply.json() as OdoKey;
}

/** Ana's notifications, newest first: what each says. */
async function inbox() {
  const reply = await server.app.inject({ method: "GET", url: "/api/users/notifications", headers: ana.auth });
  return (reply.json().payload as { key: string; params: unknown; message: string }[]).map(
    ({ key, params, message }) => ({ key, params, message }),
  );
}

/** The plan mails sent to Ana. */
const planMails = () =>
  server.mails
    .filter((mail) => mail.to === "ana@example.com" && mail.kind.startsWith("plan"))
    .map(({ kind, detail, link }) => ({ kind, detail, link }));

describe("plan vouchers, sold for cash", () => {
  it("gives a year of basic to the first who redeems it, once, and the plan a phone trusts offline", async () => {
    const [code] = await issued("basic", "12", "2", "2099-12-31", "Taller", "Sur");
    expect(code).toMatch(/^ODO-B12-[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    // Typed in lower case with spaces, as someone reads it off a paper.
    const reply = await redeem(bob, ` ${(code ?? "").toLowerCase().replaceAll("-", " ")} `);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().payload.subscription.plan).toBe("basic");

    const entitlement = await entitlementOf(bob);
    const inAYear = new Date(server.clock.now);
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(entitlement).toMatchObject({
      userId: bob.userId,
      plan: "basic",
      renews: false,
      limits: { total: 6 },
      paidAtProvider: false,
    });
    expect(Math.abs(Date.parse(entitlement.paidUntil ?? "") - inAYear.getTime())).toBeLessThan(1000);
    expect(await entitlementTrusted(entitlement, bob.userId, await odoKey(), checks)).toBe(true);
    expect(planOnDevice(entitlement, new Date(server.clock.now.getTime() + 29 * dayMs)).plan).toBe("basic");

    // Used: refused to anyone, the one who redeemed it too.
    expect((await redeem(ana, code ?? "")).json()).toEqual({ code: 409, message: "VOUCHER_USED" });
    expect((await redeem(bob, code ?? "")).statusCode).toBe(409);
  });

  it("refuses a made-up code, one of another shape, and an expired one, with a message each", async () => {
    const [code] = await issued(
      "business",
      "1",
      "1",
      new Date(server.clock.now.getTime() + 2 * dayMs).toISOString().slice(0, 10),
    );
    const text = code ?? "";
    // The last character changed: the tag no longer checks.
    const forged = `${text.slice(0, -1)}${text.endsWith("0") ? "1" : "0"}`;
    expect((await redeem(ana, forged)).json()).toEqual({ code: 400, message: "VOUCHER_INVALID" });
    // The same serial and tag for another plan or months: not what was issued.
    expect((await redeem(ana, text.replace("ODO-W1-", "ODO-B1-"))).json()).toEqual({
      code: 400,
      message: "VOUCHER_INVALID",
    });
    expect((await redeem(ana, "hola")).json()).toEqual({ code: 400, message: "VOUCHER_INVALID" });
    const empty = await redeem(ana, "");
    expect(empty.statusCode).toBe(400);
    const control = await redeem(ana, `${text}\u0000`);
    expect(control.statusCode).toBe(400);
    server.clock.advance(3 * dayMs);
    expect((await redeem(ana, text)).json()).toEqual({ code: 410, message: "VOUCHER_EXPIRED" });
    expect((await entitlementOf(ana)).plan).toBe("free");
  });

  it("caps the codes one account may try in an hour", async () => {
    const [code] = await issued("basic", "1", "1", "2099-12-31");
    for (let attempt = 0; attempt < voucherLimits.triesPerWindow; attempt += 1) {
      expect((await redeem(ana, "ODO-B1-AAAA-AAAA-AAAA-AAAA")).statusCode).toBe(400);
    }
    // Even the right code waits: guesses cannot go on.
    expect((await redeem(ana, code ?? "")).json()).toEqual({ code: 429, message: "VOUCHER_TRIES" });
    server.clock.advance(voucherLimits.triesWindowMs);
    expect((await redeem(ana, code ?? "")).statusCode).toBe(200);
  });

  it("adds a second voucher's months after the first's, and ends the plan when they are spent, keeping every vehicle", async () => {
    const [first, second] = await issued("basic", "1", "2", "2099-12-31");
    expect((await redeem(ana, first ?? "")).statusCode).toBe(200);
    expect((await redeem(ana, second ?? "")).statusCode).toBe(200);
    // Told once, in the app and by mail (sent by the scheduler's next run), in Ana's Spanish.
    expect(await inbox()).toEqual([
      { key: "planChanged", params: { plan: "basic" }, message: "Tu plan ahora es Básico." },
    ]);
    await runScheduler(server.app.deps, "test");
    expect(planMails()).toEqual([{ kind: "planChanged", detail: "Básico", link: "http://odo.test/plans" }]);
    const paidUntil = Date.parse((await entitlementOf(ana)).paidUntil ?? "");
    expect(paidUntil - server.clock.now.getTime()).toBeGreaterThan(58 * dayMs);
    expect(paidUntil - server.clock.now.getTime()).toBeLessThan(63 * dayMs);
    // Three vehicles on basic: more than free keeps writable.
    const vehicleIds: string[] = [];
    for (const model of ["sandero", "logan", "duster"]) {
      const added = await server.app.inject({
        method: "POST",
        url: "/api/vehicles",
        headers: ana.auth,
        payload: { vehicleType: "car", manufacture: "renault", model },
      });
      expect(added.statusCode).toBe(201);
      vehicleIds.push(added.json().payload._id);
      server.clock.advance(1000);
    }
    server.clock.now = new Date(paidUntil + 1000);
    const run = await runScheduler(server.app.deps, "test");
    expect(run.plansEnded).toBe(1);
    const me = await server.app.inject({ method: "GET", url: `/api/users/${ana.userId}`, headers: ana.auth });
    expect(me.json().payload.subscription.plan).toBe("free");
    expect((await inbox())[0]).toEqual({
      key: "planEnded",
      params: { plan: "basic" },
      message: "Tu plan Básico terminó: estás en el plan gratis, y todos los vehículos y registros se quedan.",
    });
    expect(planMails().at(-1)).toEqual({ kind: "planEnded", detail: "Básico", link: "http://odo.test/plans" });
    const garage = await server.app.inject({ method: "GET", url: "/api/vehicles", headers: ana.auth });
    expect(garage.json().payload).toHaveLength(3);
    // Past the free plan's two, the newest is read-only: shown and synced, not changed.
    const [oldest, , newest] = vehicleIds;
    const refuel = (vehicleId: string) =>
      server.app.inject({
        method: "POST",
        url: `/api/refuels/${vehicleId}`,
        headers: ana.auth,
        payload: { date: server.clock.now.toISOString(), quantity: 30, amount: 40, displacement: 1000 },
      });
    expect((await refuel(newest ?? "")).json()).toEqual({ code: 403, message: "VEHICLE_READ_ONLY" });
    expect((await refuel(oldest ?? "")).statusCode).toBe(201);
    // Deleting a vehicle frees its place: the one that was read-only is not any more.
    const removed = await server.app.inject({ method: "DELETE", url: `/api/vehicles/${oldest}`, headers: ana.auth });
    expect(removed.statusCode).toBe(200);
    expect((await refuel(newest ?? "")).statusCode).toBe(201);
  });
});
