import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { base64Json, basic, build, signedInUser, signUpRequest, type TestServer, tokenFromMail } from "../helper.js";

let server: TestServer;
beforeEach(async () => {
  server = await build();
});
afterEach(async () => server.close());

const ana = { username: "driver1", password: "Secret123", email: "ana@example.com" };

const forgot = (email: string, lang = "en") =>
  server.app.inject({ method: "POST", url: "/api/users/forgot-password", payload: { email, lang } });

function reset(token: string | undefined, credentials: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (credentials !== undefined) headers["x-credentials"] = base64Json(credentials);
  return server.app.inject({ method: "POST", url: "/api/users/reset-password", headers });
}

describe("POST /api/users/forgot-password", () => {
  it("mails a reset link in the asked language", async () => {
    await signedInUser(server, ana);
    const response = await forgot("ANA@example.com", "en");
    expect(response.statusCode).toBe(200);
    const mail = server.mails.at(-1);
    expect(mail).toMatchObject({ kind: "reset", to: "ana@example.com", lang: "en" });
    expect(mail?.link).toMatch(/^http:\/\/odo\.test\/reset-password\?token=[A-Za-z0-9_-]{40,}$/);
  });

  it("answers an unknown email with 404 'user not found' and a malformed one with invalidEmail", async () => {
    const unknown = await forgot("nobody@example.com");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: "user not found" });
    const malformed = await forgot("nobody@");
    expect(malformed.json()).toMatchObject({ code: 400, message: "invalidEmail" });
  });
});

describe("POST /api/users/reset-password", () => {
  const good = { password: "Better456", passwordConfirmation: "Better456" };

  it("sets the new password once and signs out older sessions", async () => {
    const session = await signedInUser(server, ana);
    await forgot(ana.email);
    const token = tokenFromMail(server, ana.email, "reset");
    const response = await reset(token, good);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: "PASSWORD_RESET" });

    const old = await server.app.inject({ method: "GET", url: `/api/users/${session.userId}`, headers: session.auth });
    expect(old.statusCode).toBe(401);
    const signIn = (password: string) =>
      server.app.inject({
        method: "GET",
        url: "/api/users/signin",
        headers: { authorization: basic("driver1", password) },
      });
    expect((await signIn("Secret123")).statusCode).toBe(401);
    expect((await signIn("Better456")).statusCode).toBe(200);

    const again = await reset(token, good);
    expect(again.json()).toEqual({ code: 400, message: "INVALID_TOKEN" });
  });

  it("keeps only the newest link working", async () => {
    await signedInUser(server, ana);
    await forgot(ana.email);
    const first = tokenFromMail(server, ana.email, "reset");
    await forgot(ana.email);
    expect((await reset(first, good)).json().message).toBe("INVALID_TOKEN");
    expect((await reset(tokenFromMail(server, ana.email, "reset"), good)).statusCode).toBe(200);
  });

  it("expires the link after an hour", async () => {
    await signedInUser(server, ana);
    await forgot(ana.email);
    const token = tokenFromMail(server, ana.email, "reset");
    server.clock.advance(60 * 60 * 1000 + 1);
    expect((await reset(token, good)).json()).toEqual({ code: 400, message: "INVALID_TOKEN" });
  });

  it.each([
    [{ passwordConfirmation: "Better456" }, "MISSING_PASSWORD_FIELD"],
    [{ password: "Better456" }, "MISSING_CONFIRM_PASSWORD_FIELD"],
    [{ password: "Better456", passwordConfirmation: "Better457" }, "passwords don't match"],
    [{ password: "Bet456", passwordConfirmation: "Bet456" }, "password must be at least 8 characters"],
    [
      { password: "better456", passwordConfirmation: "better456" },
      "password must contain a lowercase letter, an uppercase letter and a number",
    ],
  ])("refuses %o with 400 %s", async (credentials, message) => {
    await signedInUser(server, ana);
    await forgot(ana.email);
    const response = await reset(tokenFromMail(server, ana.email, "reset"), credentials);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message });
  });

  it("refuses a request with no token, no credentials header or an unknown token", async () => {
    expect((await reset(undefined, good)).json()).toEqual({ code: 400, message: "MISSING_TOKEN" });
    expect((await reset("whatever", undefined)).json()).toEqual({ code: 400, message: "MISSING_CREDENTIALS_HEADER" });
    expect((await reset("whatever", good)).json()).toEqual({ code: 400, message: "INVALID_TOKEN" });
  });

  it("answers 401 UNAUTHORIZED_USER for an account that was never activated", async () => {
    await signUpRequest(server, ana);
    await forgot(ana.email);
    const response = await reset(tokenFromMail(server, ana.email, "reset"), good);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: "UNAUTHORIZED_USER" });
  });
});
