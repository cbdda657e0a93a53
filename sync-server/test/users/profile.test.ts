import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/admin-commands.js";
import { writing } from "../../src/deps.js";
import { notify } from "../../src/inbox/inbox.js";
import { build, signedInUser, type TestServer } from "../helper.js";

let server: TestServer;
let ana: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
beforeEach(async () => {
  server = await build();
  ana = await signedInUser(server, { username: "anadriver", password: "Secret123", email: "ana@example.com" });
  bob = await signedInUser(server, { username: "bobdriver", password: "Secret123", email: "bob@example.com" });
});
afterEach(async () => server.close());

const as = (session: typeof ana) => session.auth;

describe("GET and PATCH /api/users/{id}", () => {
  it("reads your own profile with its rating", async () => {
    const response = await server.app.inject({ method: "GET", url: `/api/users/${ana.userId}`, headers: as(ana) });
    expect(response.json()).toMatchObject({
      code: 200,
      payload: { _id: ana.userId, username: "anadriver", rate: null },
    });
  });

  it("changes name, lastname, country, language and picture", async () => {
    const response = await server.app.inject({
      method: "PATCH",
      url: `/api/users/${ana.userId}`,
      headers: as(ana),
      payload: { name: " Ana María ", country: "venezuela", lang: "en", picture: "https://example.com/me.png" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      name: "Ana María",
      country: "venezuela",
      lang: "en",
      picture: "https://example.com/me.png",
    });
  });

  it("keeps a notification setting a client left out (one written before timeZone existed)", async () => {
    const patch = (notificationSettings: Record<string, unknown>) =>
      server.app.inject({
        method: "PATCH",
        url: `/api/users/${ana.userId}`,
        headers: as(ana),
        payload: { notificationSettings },
      });
    const full = {
      push: false,
      email: true,
      digest: false,
      mutedVehicles: [],
      quietHours: { from: "22:00", to: "07:00" },
      timeZone: "America/Panama",
    };
    expect((await patch(full)).statusCode).toBe(200);
    const { timeZone: _left, ...olderClient } = { ...full, digest: true };
    const reply = await patch(olderClient);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().payload.notificationSettings).toEqual({ ...full, digest: true });
    expect((await patch({ timeZone: "Mars/Olympus" })).statusCode).toBe(400);
    expect((await patch({ shoutAtMe: true })).statusCode).toBe(400);
  });

  it("refuses fields a user may not set and an empty patch", async () => {
    for (const payload of [{ role: "admin" }, { subscription: { plan: "business" } }, {}, { lang: "fr" }]) {
      const response = await server.app.inject({
        method: "PATCH",
        url: `/api/users/${ana.userId}`,
        headers: as(ana),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it.each([
    [{ name: "Ana\r\nBcc: everyone@example.com" }, "invalidCharacters"],
    [{ lastname: "Pérez\u0000" }, "invalidCharacters"],
    [{ picture: "http://example.com/me.png" }, "httpsUrl"],
    [{ picture: "javascript:alert(1)" }, "httpsUrl"],
  ])("refuses %o, which would reach mails or other people's browsers, with %s", async (payload, key) => {
    const response = await server.app.inject({
      method: "PATCH",
      url: `/api/users/${ana.userId}`,
      headers: as(ana),
      payload,
    });
    expect(response.json()).toMatchObject({ code: 400, message: key });
    const signUp = await server.app.inject({
      method: "POST",
      url: "/api/users/signup",
      headers: {
        "x-credentials": Buffer.from(
          JSON.stringify({ username: "mailbreak1", password: "Secret123", passwordConfirmation: "Secret123" }),
        ).toString("base64"),
      },
      payload: { step: "complete", email: "x@example.com", name: "A\nB", lastname: "C", termsAccepted: true },
    });
    expect(signUp.json()).toMatchObject({ code: 400, message: "invalidCharacters" });
  });

  it("never lets a second user read or change the first one's data", async () => {
    const read = await server.app.inject({ method: "GET", url: `/api/users/${ana.userId}`, headers: as(bob) });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 404, message: "Usuario no encontrado" });
    const change = await server.app.inject({
      method: "PATCH",
      url: `/api/users/${ana.userId}`,
      headers: as(bob),
      payload: { name: "Hacked" },
    });
    expect(change.statusCode).toBe(404);
    const rate = await server.app.inject({
      method: "POST",
      url: `/api/users/${ana.userId}/rate`,
      headers: as(bob),
      payload: { rating: 1 },
    });
    expect(rate.statusCode).toBe(404);
    const mine = await server.app.inject({ method: "GET", url: `/api/users/${ana.userId}`, headers: as(ana) });
    expect(mine.json().payload).toMatchObject({ name: "Ana", rate: null });
  });

  it("lets an admin read anyone, from the moment the command promotes them", async () => {
    await server.app.deps.database.write((db) =>
      runAdminCommand({ db, now: new Date(), voucherSecret: "" }, ["promote", "BOBDRIVER"]),
    );
    const read = await server.app.inject({ method: "GET", url: `/api/users/${ana.userId}`, headers: as(bob) });
    expect(read.statusCode).toBe(200);
    expect(
      await server.app.deps.database.write((db) =>
        runAdminCommand({ db, now: new Date(), voucherSecret: "" }, ["demote", "bobdriver"]),
      ),
    ).toBe("bobdriver is now a regular user");
    expect(
      (await server.app.inject({ method: "GET", url: `/api/users/${ana.userId}`, headers: as(bob) })).statusCode,
    ).toBe(404);
  });

  it("refuses a malformed id with a message", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/users/not-an-id", headers: as(ana) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: "invalidId" });
  });
});

describe("POST /api/users/{id}/rate", () => {
  it("keeps the rating and review", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: `/api/users/${ana.userId}/rate`,
      headers: as(ana),
      payload: { rating: 5, review: "Muy útil" },
    });
    expect(response.json().payload.rate).toEqual({ rating: 5, review: "Muy útil" });
  });

  it.each([0, 6, 3.5])("refuses %s stars with selectOneStar", async (rating) => {
    const response = await server.app.inject({
      method: "POST",
      url: `/api/users/${ana.userId}/rate`,
      headers: as(ana),
      payload: { rating },
    });
    expect(response.json()).toMatchObject({ code: 400, message: "selectOneStar" });
  });
});

describe("notifications", () => {
  it("answers 404 when there are none", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/users/notifications", headers: as(ana) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: "No notifications found" });
  });

  it("lists your own newest first and marks one read", async () => {
    const first = await writing(server.app.deps, (deps) =>
      notify(deps, ana.userId, "vehicleReceived", { vehicle: "Kia Rio", person: "Bob" }),
    );
    server.clock.advance(1000);
    await writing(server.app.deps, (deps) =>
      notify(deps, ana.userId, "vehicleGiven", { vehicle: "Kia Rio", person: "Eva" }),
    );
    await writing(server.app.deps, (deps) =>
      notify(deps, bob.userId, "vehicleGiven", { vehicle: "Mazda 3", person: "Ana" }),
    );
    const list = await server.app.inject({ method: "GET", url: "/api/users/notifications", headers: as(ana) });
    // The key and parameters, for each device to say in its reader's language; the text in hers.
    expect(list.json().payload.map((n: { key: string; message: string }) => [n.key, n.message])).toEqual([
      ["vehicleGiven", "Transferiste Kia Rio a Eva."],
      ["vehicleReceived", "Recibiste Kia Rio de Bob."],
    ]);
    expect(list.json().payload[0].params).toEqual({ vehicle: "Kia Rio", person: "Eva" });

    const read = await server.app.inject({
      method: "PATCH",
      url: "/api/users/notifications/read",
      headers: as(ana),
      payload: { notificationId: first?._id },
    });
    expect(read.json().payload).toMatchObject({ _id: first?._id, read: true });
  });

  it("never lets a second user read or mark the first one's notifications", async () => {
    const mine = await writing(server.app.deps, (deps) =>
      notify(deps, ana.userId, "vehicleGiven", { vehicle: "Kia Rio", person: "Eva" }),
    );
    const list = await server.app.inject({ method: "GET", url: "/api/users/notifications", headers: as(bob) });
    expect(list.statusCode).toBe(404);
    const read = await server.app.inject({
      method: "PATCH",
      url: "/api/users/notifications/read",
      headers: as(bob),
      payload: { notificationId: mine?._id },
    });
    expect(read.statusCode).toBe(404);
    const anaList = await server.app.inject({ method: "GET", url: "/api/users/notifications", headers: as(ana) });
    expect(anaList.json().payload[0].read).toBe(false);
  });
});
