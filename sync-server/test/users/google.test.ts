import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeGoogle, startFakeGoogle } from "../google-fake.js";
import { build, signedInUser, type TestServer } from "../helper.js";

let google: FakeGoogle;
let server: TestServer;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => google.close());
beforeEach(async () => {
  server = await build({ config: { googleClientId: google.clientId, googleJwksUrl: google.jwksUrl } });
});
afterEach(async () => server.close());

const maria = {
  sub: "google-123",
  email: "Maria@Example.com",
  email_verified: true,
  given_name: "María",
  family_name: "Gómez",
};

const googleSignUp = (body: Record<string, unknown>) =>
  server.app.inject({ method: "POST", url: "/api/users/auth/google-signup", payload: body });
const googleSignIn = (googleToken: string) =>
  server.app.inject({ method: "POST", url: "/api/users/auth/google", payload: { googleToken, lang: "es" } });

describe("identity-provider sign-up and sign-in", () => {
  it("validates, creates an active account from the token and signs it in", async () => {
    const token = await google.idToken(maria);
    const validate = await googleSignUp({ step: "validate", googleToken: token });
    expect(validate.statusCode).toBe(200);
    expect(validate.json().payload).toEqual({ name: "María", lastname: "Gómez", email: "maria@example.com" });

    const complete = await googleSignUp({
      step: "complete",
      googleToken: token,
      country: "usa",
      termsAccepted: true,
      lang: "en",
      timeZone: "America/Chicago",
    });
    expect(complete.statusCode).toBe(201);
    const body = complete.json();
    expect(body.user).toMatchObject({ name: "María", email: "maria@example.com", country: "usa", lang: "en" });
    expect(body.user.notificationSettings.timeZone).toBe("America/Chicago");
    expect(body.user.username).toMatch(/^[A-Za-z0-9]{6,}$/);

    const signIn = await googleSignIn(await google.idToken(maria));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user._id).toBe(body.user._id);
    const me = await server.app.inject({
      method: "GET",
      url: `/api/users/${body.user._id}`,
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("makes no account from an email Google has not verified, on either step", async () => {
    const unverified = { ...maria, sub: "google-999", email: "taken-by-someone@example.com", email_verified: false };
    for (const step of ["validate", "complete"] as const) {
      const response = await googleSignUp({
        step,
        googleToken: await google.idToken(unverified),
        country: "usa",
        termsAccepted: true,
        lang: "en",
      });
      expect(response.json()).toEqual({ code: 403, message: "google email not verified" });
    }
    const missingClaim = { ...maria, sub: "google-998", email: "no-claim@example.com", email_verified: undefined };
    const withoutClaim = await googleSignUp({ step: "validate", googleToken: await google.idToken(missingClaim) });
    expect(withoutClaim.statusCode).toBe(403);
    expect((await googleSignIn(await google.idToken(unverified))).json()).toEqual({
      code: 404,
      message: "user not found",
    });
  });

  it("needs the terms to complete", async () => {
    const response = await googleSignUp({
      step: "complete",
      googleToken: await google.idToken(maria),
      termsAccepted: false,
    });
    expect(response.json()).toMatchObject({ code: 400, message: "TERMS_NOT_ACCEPTED" });
  });

  it("refuses a second sign-up with 'user already exists'", async () => {
    await googleSignUp({ step: "complete", googleToken: await google.idToken(maria), termsAccepted: true });
    const again = await googleSignUp({ step: "validate", googleToken: await google.idToken(maria) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: "user already exists" });
  });

  it("answers an unknown identity with 404 'user not found'", async () => {
    const response = await googleSignIn(await google.idToken({ ...maria, sub: "other", email: "x@example.com" }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: "user not found" });
  });

  it("links a verified Google identity to the account with the same email", async () => {
    const session = await signedInUser(server, {
      username: "maria1",
      password: "Secret123",
      email: "maria@example.com",
    });
    const response = await googleSignIn(await google.idToken(maria));
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(session.userId);
  });

  it("refuses forged, foreign, mis-issued and expired tokens with 'invalid google token'", async () => {
    const bad = [
      await google.forgedToken(maria),
      await google.idToken(maria, { audience: "someone-else" }),
      await google.idToken(maria, { issuer: "https://evil.example.com" }),
      await google.idToken(maria, { expiresIn: "-1m" }),
      "not.a.jwt",
    ];
    for (const token of bad) {
      const response = await googleSignIn(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: "invalid google token" });
    }
  });

  it("refuses every token when no client id is configured", async () => {
    await server.close();
    server = await build({ config: { googleJwksUrl: google.jwksUrl } });
    const response = await googleSignIn(await google.idToken(maria));
    expect(response.json()).toEqual({ code: 401, message: "invalid google token" });
    const config = await server.app.inject({ method: "GET", url: "/api/config" });
    expect(config.json()).toEqual({
      version: "2.14.0",
      googleClientId: null,
      pushPublicKey: server.config.vapid.publicKey,
      cardPayments: false,
      planPrices: {},
    });
  });
});

describe("a Google-only account's own controls", () => {
  const signedUp = async () => {
    const complete = await googleSignUp({
      step: "complete",
      googleToken: await google.idToken(maria),
      termsAccepted: true,
      lang: "es",
    });
    const { token, user } = complete.json();
    return { userId: user._id as string, auth: { authorization: `Bearer ${token}` }, user };
  };
  const send = (session: { auth: Record<string, string> }, method: "POST" | "DELETE", url: string, payload: object) =>
    server.app.inject({ method, url, headers: session.auth, payload });

  it("says it signs in with Google, and has no password to change or to give for a new email", async () => {
    const session = await signedUp();
    expect(session.user.signIn).toEqual({ password: false, google: true });
    const password = await send(session, "POST", "/api/users/password", {
      currentPassword: "anything",
      password: "Better456",
      passwordConfirmation: "Better456",
    });
    expect(password.json()).toEqual({ code: 409, message: "NO_PASSWORD" });
    const email = await send(session, "POST", "/api/users/email", { email: "new@example.com", password: "x" });
    expect(email.json().message).toBe("NO_PASSWORD");
  });

  it("is deleted after a Google sign-in made just now, and not with another's or a stale one", async () => {
    const session = await signedUp();
    const remove = (googleToken: string) => send(session, "DELETE", "/api/users/account", { googleToken });
    const someoneElse = await google.idToken({ ...maria, sub: "google-other", email: "other@example.com" });
    expect((await remove(someoneElse)).json().message).toBe("invalid google token");
    // Signed in half an hour ago (the token still unexpired): no proof that it is them now.
    const stale = await google.idToken(maria, { issuedAt: new Date(Date.now() - 30 * 60_000), expiresIn: "1h" });
    expect((await remove(stale)).json().message).toBe("ACCOUNT_PROOF_REQUIRED");
    expect((await remove(await google.idToken(maria))).json()).toEqual({ code: 200, message: "ACCOUNT_DELETED" });
    expect((await googleSignIn(await google.idToken(maria))).json().message).toBe("user not found");
  });
});
