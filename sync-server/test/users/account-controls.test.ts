import { formerAccountId } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tables } from "../../src/db/schema.js";
import { pdfBytes, recordOf } from "../attachment/files.js";
import { EventStream } from "../event-stream.js";
import {
  aCar,
  base64Json,
  build,
  call,
  type Session,
  signedInUser,
  signInAs,
  type TestServer,
  tokenFromMail,
  userOnPlan,
} from "../helper.js";

/**
 * The account's own controls: where it is signed in (one device or all others signed out at once,
 * their live streams closed), a new password, a new email confirmed by a link, and deleting the
 * account with nothing of it left in any table.
 */
let server: TestServer;
let base = "";
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const laptop =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

beforeAll(async () => {
  server = await build();
  base = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => server.close());

const works = async (session: Session) => (await call(server, session, "GET", "/api/users/sessions")).statusCode;
const withToken = (userId: string, token: string): Session => ({
  token,
  userId,
  auth: { authorization: `Bearer ${token}` },
});

describe("signed-in devices", () => {
  it("lists each device by its browser and system, this one first, then the last used", async () => {
    await signedInUser(server, { username: "devicelist", password: "Secret123", email: "devicelist@example.com" });
    const onPhone = await signInAs(server, "devicelist", "Secret123", phone);
    server.clock.advance(1_000);
    const onLaptop = await signInAs(server, "devicelist", "Secret123", laptop);
    const listed = (await call(server, onLaptop, "GET", "/api/users/sessions")).json().payload;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ browser: "Safari", os: "macOS", current: true });
    expect(listed[1]).toMatchObject({ browser: "Chrome", os: "Android", current: false });
    const seenByPhone = (await call(server, onPhone, "GET", "/api/users/sessions")).json().payload;
    expect(seenByPhone.map((session: { browser: string | null; current: boolean }) => session)).toEqual([
      expect.objectContaining({ browser: "Chrome", os: "Android", current: true }),
      expect.objectContaining({ browser: "Safari", os: "macOS", current: false }),
      expect.objectContaining({ browser: null, os: null, current: false }),
    ]);
  });

  it("signs one device out at once, and its open stream with it", async () => {
    await signedInUser(server, { username: "signoutone", password: "Secret123", email: "signoutone@example.com" });
    const onPhone = await signInAs(server, "signoutone", "Secret123", phone);
    const onLaptop = await signInAs(server, "signoutone", "Secret123", laptop);
    const stream = await EventStream.open(base, onPhone);
    await stream.received(1);
    const phoneSession = (await call(server, onLaptop, "GET", "/api/users/sessions"))
      .json()
      .payload.find((session: { browser: string }) => session.browser === "Chrome")._id;
    const ended = await call(server, onLaptop, "DELETE", `/api/users/sessions/${phoneSession}`);
    expect(ended.statusCode).toBe(200);
    await stream.ended;
    expect(await works(onPhone)).toBe(401);
    expect(await works(onLaptop)).toBe(200);
    expect((await call(server, onLaptop, "DELETE", `/api/users/sessions/${phoneSession}`)).statusCode).toBe(404);
  });

  it("never lets one account end another's session", async () => {
    const ana = await signedInUser(server, {
      username: "anasession",
      password: "Secret123",
      email: "anas@example.com",
    });
    const bob = await signedInUser(server, {
      username: "bobsession",
      password: "Secret123",
      email: "bobs@example.com",
    });
    const anas = (await call(server, ana, "GET", "/api/users/sessions")).json().payload[0]._id;
    expect((await call(server, bob, "DELETE", `/api/users/sessions/${anas}`)).statusCode).toBe(404);
    expect(await works(ana)).toBe(200);
  });

  it("signs every other device out, tokens from before sessions were kept too, and keeps this one", async () => {
    const first = await signedInUser(server, { username: "endothers", password: "Secret123", email: "eo@example.com" });
    const other = await signInAs(server, "endothers", "Secret123", phone);
    const stream = await EventStream.open(base, other);
    await stream.received(1);
    // A token as the server signed them before it kept sessions: no `sid`.
    const legacy = withToken(first.userId, server.app.jwt.sign({ sub: first.userId, sv: 0 }));
    expect(await works(legacy)).toBe(200);
    const reply = await call(server, first, "POST", "/api/users/sessions/end-others");
    expect(reply.statusCode).toBe(200);
    // This device goes on with its own token: nothing it has under way is refused.
    expect(reply.json().token).toBe(first.token);
    await stream.ended;
    expect([await works(other), await works(legacy), await works(first)]).toEqual([401, 401, 200]);
    expect((await call(server, first, "GET", "/api/users/sessions")).json().payload).toEqual([
      expect.objectContaining({ current: true }),
    ]);
    // A device whose token had no session gets one, and a new token for it.
    const legacyAgain = withToken(first.userId, server.app.jwt.sign({ sub: first.userId, sv: 1 }));
    const renewed = (await call(server, legacyAgain, "POST", "/api/users/sessions/end-others")).json().token;
    expect(renewed).not.toBe(legacyAgain.token);
    expect([await works(legacyAgain), await works(withToken(first.userId, renewed))]).toEqual([401, 200]);
    expect(await works(first)).toBe(401);
  });

  it("keeps at most 20 sessions, the one used longest ago ending first", async () => {
    await signedInUser(server, { username: "manyphones", password: "Secret123", email: "many@example.com" });
    const sessions: Session[] = [];
    for (let index = 0; index < 21; index += 1) {
      server.clock.advance(1_000);
      sessions.push(await signInAs(server, "manyphones", "Secret123", phone));
    }
    const last = sessions.at(-1) as Session;
    expect((await call(server, last, "GET", "/api/users/sessions")).json().payload).toHaveLength(20);
    // The sign-up's own session and the first of these were used longest ago.
    expect(await works(sessions[0] as Session)).toBe(401);
    expect(await works(sessions[1] as Session)).toBe(200);
  });
});

describe("changing the password", () => {
  it("needs the current one, signs every other device out and keeps this one", async () => {
    const here = await signedInUser(server, { username: "newpass1", password: "Secret123", email: "np@example.com" });
    const there = await signInAs(server, "newpass1", "Secret123", phone);
    const change = (session: Session, body: Record<string, string>) =>
      call(server, session, "POST", "/api/users/password", body);
    const wrong = await change(here, {
      currentPassword: "Wrong1234",
      password: "Better456",
      passwordConfirmation: "Better456",
    });
    expect(wrong.json()).toEqual({ code: 403, message: "WRONG_PASSWORD" });
    const weak = await change(here, { currentPassword: "Secret123", password: "weak", passwordConfirmation: "weak" });
    expect(weak.json().message).toBe("passwordLength");
    const mismatch = await change(here, {
      currentPassword: "Secret123",
      password: "Better456",
      passwordConfirmation: "Better457",
    });
    expect(mismatch.json().message).toBe("passwordsDontMatch");
    const done = await change(here, {
      currentPassword: "Secret123",
      password: "Better456",
      passwordConfirmation: "Better456",
    });
    expect(done.json()).toEqual({ code: 200, message: "PASSWORD_CHANGED", token: here.token });
    // The account's address is told, with a way in if it was not its owner (the user test's M16).
    expect(server.mails.at(-1)).toMatchObject({
      kind: "passwordChanged",
      to: "np@example.com",
      link: "http://odo.test/forgot-password",
    });
    expect([await works(there), await works(here)]).toEqual([401, 200]);
    await expect(signInAs(server, "newpass1", "Secret123")).rejects.toThrow(/INVALID_CREDENTIALS/);
    expect((await signInAs(server, "newpass1", "Better456")).token).toBeTruthy();
  });
});

describe("changing the email", () => {
  it("keeps the old address until the link mailed to the new one is followed, then tells the old one", async () => {
    const ana = await signedInUser(server, { username: "mailmover", password: "Secret123", email: "old@example.com" });
    await signedInUser(server, { username: "mailtaken", password: "Secret123", email: "taken@example.com" });
    const ask = (body: Record<string, string>) => call(server, ana, "POST", "/api/users/email", body);
    expect((await ask({ email: "new@example.com", password: "Wrong1234" })).json().message).toBe("WRONG_PASSWORD");
    expect((await ask({ email: "taken@example.com", password: "Secret123" })).statusCode).toBe(409);
    expect((await ask({ email: "not an email", password: "Secret123" })).json().message).toBe("invalidEmail");
    expect((await ask({ email: "New@Example.com", password: "Secret123" })).statusCode).toBe(202);
    const me = async () => (await call(server, ana, "GET", `/api/users/${ana.userId}`)).json().payload;
    expect(await me()).toMatchObject({ email: "old@example.com", pendingEmail: "new@example.com" });
    const link = server.mails.at(-1);
    expect(link).toMatchObject({ kind: "emailChange", to: "new@example.com" });
    expect(link?.link).toMatch(/^http:\/\/odo\.test\/confirm-email\?token=/);
    const token = tokenFromMail(server, "new@example.com", "emailChange");
    const confirm = (bearer: string) =>
      server.app.inject({
        method: "POST",
        url: "/api/users/email/confirm",
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await confirm(token)).json()).toEqual({ code: 200, message: "EMAIL_CHANGED" });
    expect(await me()).toMatchObject({ email: "new@example.com", pendingEmail: null });
    expect(server.mails.at(-1)).toMatchObject({
      kind: "emailChanged",
      to: "old@example.com",
      detail: "new@example.com",
    });
    expect((await confirm(token)).json().message).toBe("INVALID_TOKEN");
    expect((await confirm("nonsense")).json().message).toBe("INVALID_TOKEN");
    // The old address is free for someone else.
    await signedInUser(server, { username: "mailreuse", password: "Secret123", email: "old@example.com" });
  });

  it("gives the old address a way back: a new password, the old address again, every device signed out", async () => {
    const ana = await signedInUser(server, {
      username: "mailvictim",
      password: "Secret123",
      email: "mine@example.com",
    });
    // Someone with Ana's password moves the account to their own address.
    await call(server, ana, "POST", "/api/users/email", { email: "thief@example.com", password: "Secret123" });
    const confirmToken = tokenFromMail(server, "thief@example.com", "emailChange");
    await server.app.inject({
      method: "POST",
      url: "/api/users/email/confirm",
      headers: { authorization: `Bearer ${confirmToken}` },
    });
    const told = server.mails.at(-1);
    expect(told).toMatchObject({ kind: "emailChanged", to: "mine@example.com" });
    expect(told?.link).toMatch(/^http:\/\/odo\.test\/reset-password\?token=/);
    const revert = new URL(told?.link ?? "").searchParams.get("token") ?? "";
    const reset = (password: string) =>
      server.app.inject({
        method: "POST",
        url: "/api/users/reset-password",
        headers: {
          authorization: `Bearer ${revert}`,
          "x-credentials": base64Json({ password, passwordConfirmation: password }),
        },
      });
    expect((await reset("Regained9")).json()).toEqual({ code: 200, message: "PASSWORD_RESET" });
    expect(await works(ana)).toBe(401);
    const back = await signInAs(server, "mailvictim", "Regained9");
    expect((await call(server, back, "GET", `/api/users/${back.userId}`)).json().payload).toMatchObject({
      email: "mine@example.com",
    });
    expect((await reset("Another99")).json().message).toBe("INVALID_TOKEN");
  });

  it("can be called off, and then the link no longer works", async () => {
    const ana = await signedInUser(server, { username: "mailcancel", password: "Secret123", email: "mc@example.com" });
    await call(server, ana, "POST", "/api/users/email", { email: "mc2@example.com", password: "Secret123" });
    const token = tokenFromMail(server, "mc2@example.com", "emailChange");
    expect((await call(server, ana, "DELETE", "/api/users/email")).statusCode).toBe(200);
    const reply = await server.app.inject({
      method: "POST",
      url: "/api/users/email/confirm",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.json().message).toBe("INVALID_TOKEN");
    expect((await call(server, ana, "GET", `/api/users/${ana.userId}`)).json().payload).toMatchObject({
      email: "mc@example.com",
      pendingEmail: null,
    });
  });
});

describe("deleting the account", () => {
  /** Every stored value of every table, as text, to look for what names the user. */
  const everything = async () => {
    const found: { table: string; row: string }[] = [];
    await server.app.deps.database.read(async (db) => {
      for (const [name, table] of Object.entries(tables)) {
        for (const row of await db.select().from(table)) found.push({ table: name, row: JSON.stringify(row) });
      }
    });
    return found;
  };

  it("needs the password, and refuses a wrong one", async () => {
    const ana = await signedInUser(server, { username: "keepme01", password: "Secret123", email: "keep@example.com" });
    expect((await call(server, ana, "DELETE", "/api/users/account", {})).json().message).toBe("ACCOUNT_PROOF_REQUIRED");
    expect((await call(server, ana, "DELETE", "/api/users/account", { password: "Nope1234" })).statusCode).toBe(403);
    expect(await works(ana)).toBe(200);
  });

  it("deletes everything only the account's own in one go, and frees its username and email", async () => {
    const username = "borrameya77";
    const email = "borrame.ya@example.com";
    const leaving = await userOnPlan(server, username, "business");
    const friend = await userOnPlan(server, "amigotaller", "business");
    const neighbour = await userOnPlan(server, "vecinodueno");
    const shop = {
      contactName: "Pedro Díaz",
      address: "Calle 50, Ciudad de Panamá",
      phone: "+507 6000-0000",
      type: "mechanicalWorkshop",
    };
    await call(server, leaving, "POST", "/api/shops", { ...shop, name: "Taller Borrame" });
    await call(server, friend, "POST", "/api/shops", { ...shop, name: "Taller Amigo" });
    // The leaving user's car, shared with a friend's workshop, with history and a reminder.
    const carId = (await call(server, leaving, "POST", "/api/vehicles", aCar)).json().payload._id;
    await call(server, leaving, "POST", `/api/maintenances/${carId}/general`, {
      date: new Date(Date.now() + 60_000).toISOString(),
      adjustments: ["changeOil"],
      kms: 11_000,
    });
    await call(server, leaving, "POST", `/api/vehicles/${carId}/reminders`, { title: "ITV", dueKm: 20_000 });
    const share = async (owner: Session, vehicle: string, grantee: Session, maintenanceVisit = false) => {
      const qr = (await call(server, owner, "POST", `/api/vehicles/${vehicle}/shares`, { role: "workshop" })).json()
        .payload.qr as string;
      const claimed = await call(server, grantee, "POST", "/api/shares/claim", {
        grant: qr.replace("odo-share:", ""),
        maintenanceVisit,
      });
      expect(claimed.statusCode).toBe(200);
    };
    await share(leaving, carId, friend);
    // The neighbour's car, in the leaving user's workshop for a visit, with their work logged on it.
    const neighbourCar = (await call(server, neighbour, "POST", "/api/vehicles", aCar)).json().payload._id;
    await share(neighbour, neighbourCar, leaving, true);
    const logged = await call(server, leaving, "POST", `/api/maintenances/${neighbourCar}/general`, {
      date: new Date(Date.now() + 120_000).toISOString(),
      adjustments: ["changeBrake"],
      kms: 11_500,
      amount: 120,
    });
    expect(logged.statusCode).toBe(201);
    // Its invoice on that work, uploaded and billed to its shop.
    const invoice = pdfBytes();
    const invoiceId = crypto.randomUUID();
    const attached = await call(server, leaving, "POST", "/api/sync/push", {
      clientId: crypto.randomUUID(),
      mutations: [
        {
          mid: 1,
          name: "attachment.create",
          args: {
            vehicleId: neighbourCar,
            attachment: recordOf(invoiceId, invoice, {
              recordKind: "maintenance",
              recordId: logged.json().payload._id,
            }),
          },
        },
      ],
    });
    expect(attached.json().results[0].status).toBe("applied");
    const uploaded = await server.app.inject({
      method: "PUT",
      url: `/api/attachments/${invoiceId}/content`,
      headers: { ...leaving.auth, "content-type": "application/pdf" },
      payload: invoice,
    });
    expect(uploaded.statusCode).toBe(200);
    // A device that synced, a live stream, a second session, a wrong password counted, a pending email.
    await call(server, leaving, "POST", "/api/sync/push", { clientId: crypto.randomUUID(), mutations: [] });
    const elsewhere = await signInAs(server, username, "Secret123", phone);
    const stream = await EventStream.open(base, elsewhere);
    await stream.received(1);
    await server.app.inject({
      method: "GET",
      url: "/api/users/signin",
      headers: { authorization: `Basic ${Buffer.from(`${username}:Wrong9999`).toString("base64")}` },
    });
    await call(server, leaving, "POST", "/api/users/email", {
      email: "borrame.nuevo@example.com",
      password: "Secret123",
    });
    const friendCursor = (await call(server, friend, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().cursor;
    expect((await everything()).some(({ row }) => row.includes(leaving.userId))).toBe(true);

    const deleted = await call(server, leaving, "DELETE", "/api/users/account", { password: "Secret123" });
    expect(deleted.json()).toEqual({ code: 200, message: "ACCOUNT_DELETED" });

    await stream.ended;
    expect([await works(leaving), await works(elsewhere)]).toEqual([401, 401]);
    // Its other phones are told the account is gone (they wipe it), not asked to sign in again.
    expect((await call(server, elsewhere, "GET", "/api/vehicles")).json()).toEqual({
      code: 401,
      message: "ACCOUNT_DELETED",
    });
    const names = [leaving.userId, username, email, "borrame.nuevo@example.com"];
    const left = (await everything()).filter(({ row }) => names.some((name) => row.toLowerCase().includes(name)));
    expect(left).toEqual([]);
    // The friend's workshop device drops the car on its next pull.
    const pulled = (await call(server, friend, "GET", `/api/sync/pull?cursor=${friendCursor}&limit=1000`)).json();
    expect(pulled.changes).toContainEqual(expect.objectContaining({ op: "del", entity: "vehicle", id: carId }));
    expect((await call(server, friend, "GET", "/api/vehicles")).json()).toMatchObject({ code: 404 });
    // The neighbour's car left the workshop; the brakes stay in its history, by no one but the shop's name.
    const neighbours = (await call(server, neighbour, "GET", `/api/vehicles/info/${neighbourCar}`)).json().payload;
    expect(neighbours.workshopVisit ?? null).toBeNull();
    const brakesId = logged.json().payload._id;
    const brakes = (await call(server, neighbour, "GET", `/api/maintenances/detail/${neighbourCar}/${brakesId}`)).json()
      .payload[0];
    expect(brakes).toMatchObject({ kms: 11_500, createdBy: formerAccountId, loggedByShop: "Taller Borrame" });
    // The username and the email are free again.
    const again = await server.app.inject({
      method: "POST",
      url: "/api/users/signup",
      headers: {
        "x-credentials": base64Json({ username, password: "Secret123", passwordConfirmation: "Secret123" }),
      },
      payload: { step: "complete", email, name: "Otra", lastname: "Persona", termsAccepted: true, lang: "es" },
    });
    expect(again.statusCode).toBe(201);
  });
});
