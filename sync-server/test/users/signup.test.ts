import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { base64Json, build, signedInUser, signUpRequest, type TestServer, tokenFromMail } from "../helper.js";

let server: TestServer;
beforeEach(async () => {
  server = await build();
});
afterEach(async () => server.close());

const ana = { username: "driver1", password: "Secret123", email: "ana@example.com" };

function signUp(credentials: unknown, body: Record<string, unknown>) {
  return server.app.inject({
    method: "POST",
    url: "/api/users/signup",
    headers: credentials === undefined ? {} : { "x-credentials": base64Json(credentials) },
    payload: body,
  });
}

const completeBody = {
  step: "complete",
  email: "ana@example.com",
  name: "Ana",
  lastname: "Pérez",
  country: "panama",
  termsAccepted: true,
  lang: "es",
};

describe("POST /api/users/signup", () => {
  it("validates step 1 without creating anything", async () => {
    const response = await signUpRequest(server, ana, "validate");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: "SIGNUP_VALID" });
    expect(server.mails).toEqual([]);
    // Nothing was created: the same username is still free.
    expect((await signUpRequest(server, ana, "validate")).statusCode).toBe(200);
  });

  it("creates an inactive account and mails the activation link in the user's language", async () => {
    const response = await signUpRequest(server, { ...ana, lang: "en" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ code: 201, message: "USER_CREATED" });
    expect(server.mails).toHaveLength(1);
    expect(server.mails[0]).toMatchObject({ kind: "activation", to: "ana@example.com", lang: "en", name: "Ana" });
    expect(server.mails[0]?.link).toMatch(/^http:\/\/odo\.test\/activate\/[A-Za-z0-9_-]{40,}$/);
    const signIn = await server.app.inject({
      method: "GET",
      url: "/api/users/signin",
      headers: { authorization: `Basic ${Buffer.from("driver1:Secret123").toString("base64")}` },
    });
    expect(signIn.json()).toEqual({ code: 403, message: "USER_INACTIVED" });
  });

  it("starts the account's reminders in the phone's zone; a zone the server does not know in UTC", async () => {
    const zoneOf = async (account: Parameters<typeof signedInUser>[1]) => {
      const session = await signedInUser(server, account);
      const me = await server.app.inject({ method: "GET", url: `/api/users/${session.userId}`, headers: session.auth });
      return me.json().payload.notificationSettings;
    };
    expect(await zoneOf({ ...ana, timeZone: "America/Bogota" })).toMatchObject({
      timeZone: "America/Bogota",
      push: false,
      email: false,
    });
    const bea = { username: "driver2", password: "Secret123", email: "bea@example.com" };
    expect((await zoneOf({ ...bea, timeZone: "Mars/Olympus_Mons" })).timeZone).toBe("UTC");
  });

  it("refuses a taken username, whatever its case, with 409 USER_ALREADY_EXISTS", async () => {
    await signUpRequest(server, ana);
    const again = await signUpRequest(server, { ...ana, username: "DRIVER1", email: "other@example.com" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: "USER_ALREADY_EXISTS" });
    const validate = await signUpRequest(server, { ...ana, email: "other@example.com" }, "validate");
    expect(validate.json().message).toBe("USER_ALREADY_EXISTS");
  });

  it("refuses a taken email, whatever its case, with 409 EMAIL_ALREADY_IN_USE", async () => {
    await signUpRequest(server, ana);
    const again = await signUpRequest(server, { ...ana, username: "driver2", email: "ANA@example.com" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: "EMAIL_ALREADY_IN_USE" });
  });

  it("refuses unticked terms with 400 TERMS_NOT_ACCEPTED", async () => {
    const response = await signUp(
      { username: "driver1", password: "Secret123", passwordConfirmation: "Secret123" },
      {
        ...completeBody,
        termsAccepted: false,
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: "TERMS_NOT_ACCEPTED" });
  });

  it.each([
    [{ username: "abcd1", password: "Secret123", passwordConfirmation: "Secret123" }, "usernameLength"],
    [{ username: "_driver1", password: "Secret123", passwordConfirmation: "Secret123" }, "usernameFormat"],
    [{ username: "driver1", password: "Secre12", passwordConfirmation: "Secre12" }, "passwordLength"],
    [{ username: "driver1", password: "secret123", passwordConfirmation: "secret123" }, "passwordFormat"],
    [{ username: "driver1", password: "SECRET123", passwordConfirmation: "SECRET123" }, "passwordFormat"],
    [{ username: "driver1", password: "SecretABC", passwordConfirmation: "SecretABC" }, "passwordFormat"],
    [{ username: "driver1", password: "Secret123", passwordConfirmation: "Secret124" }, "passwordsDontMatch"],
  ])("refuses credentials %o with 400 %s", async (credentials, key) => {
    const response = await signUp(credentials, completeBody);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(key);
    expect(server.mails).toEqual([]);
  });

  it("refuses a missing credentials header and a bad body with a message", async () => {
    const missing = await signUp(undefined, completeBody);
    expect(missing.json()).toEqual({ code: 400, message: "MISSING_CREDENTIALS_HEADER" });
    const garbled = await server.app.inject({
      method: "POST",
      url: "/api/users/signup",
      headers: { "x-credentials": "%%%not-base64-json" },
      payload: completeBody,
    });
    expect(garbled.json()).toEqual({ code: 400, message: "MISSING_CREDENTIALS_HEADER" });
    const badEmail = await signUp(
      { username: "driver1", password: "Secret123", passwordConfirmation: "Secret123" },
      {
        ...completeBody,
        email: "not-an-email",
      },
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ message: "invalidEmail", errors: { email: { key: "invalidEmail" } } });
    const noName = await signUp(
      { username: "driver1", password: "Secret123", passwordConfirmation: "Secret123" },
      {
        ...completeBody,
        name: " ",
      },
    );
    expect(noName.json()).toMatchObject({ code: 400, message: "required", errors: { name: { key: "required" } } });
  });
});

describe("POST /api/users/activate", () => {
  it("activates once, then says USER_ALREADY_ACTIVATED", async () => {
    await signUpRequest(server, ana);
    const token = tokenFromMail(server, ana.email, "activation");
    const activate = () =>
      server.app.inject({ method: "POST", url: "/api/users/activate", headers: { authorization: `Bearer ${token}` } });
    const first = await activate();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 200, message: "USER_ACTIVATED" });
    const second = await activate();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 409, message: "USER_ALREADY_ACTIVATED" });
  });

  it("answers 404 for an unknown or missing token", async () => {
    const unknown = await server.app.inject({
      method: "POST",
      url: "/api/users/activate",
      headers: { authorization: "Bearer not-a-real-token" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(404);
    const missing = await server.app.inject({ method: "POST", url: "/api/users/activate" });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses an expired link, and signing in mails a fresh one", async () => {
    await signUpRequest(server, ana);
    const stale = tokenFromMail(server, ana.email, "activation");
    server.clock.advance(8 * 24 * 60 * 60 * 1000);
    const expired = await server.app.inject({
      method: "POST",
      url: "/api/users/activate",
      headers: { authorization: `Bearer ${stale}` },
    });
    expect(expired.json()).toEqual({ code: 400, message: "INVALID_TOKEN" });
    const signIn = await server.app.inject({
      method: "GET",
      url: "/api/users/signin",
      headers: { authorization: `Basic ${Buffer.from("driver1:Secret123").toString("base64")}` },
    });
    expect(signIn.json().message).toBe("USER_INACTIVED");
    const fresh = tokenFromMail(server, ana.email, "activation");
    expect(fresh).not.toBe(stale);
    const activated = await server.app.inject({
      method: "POST",
      url: "/api/users/activate",
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(activated.statusCode).toBe(200);
  });
});
