import { randomInt } from "node:crypto";
import { type GoogleSignUp, newAccountNotificationSettings, usernameMinLength } from "@odo/domain";
import { insertedRow } from "../db/first-row.js";
import { users } from "../db/schema.js";
import { type AppDeps, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { GoogleIdentity } from "../outbound/google.js";
import type { Session } from "./accounts.js";
import { publishUser } from "./profile.js";
import { openSession } from "./sessions.js";
import { userView } from "./user-view.js";
import { updateUser, userByEmail, userByGoogleSubject, userByUsername } from "./users-repository.js";

/** A free username from the email's local part, padded and suffixed to pass the username rules. */
async function usernameFor(deps: AppDeps, email: string): Promise<string> {
  const base = (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, 20) || "driver";
  let candidate = base.padEnd(usernameMinLength, "0");
  while (await userByUsername(deps.db, candidate)) candidate = `${base}${randomInt(1_000, 1_000_000)}`;
  return candidate;
}

/** The account behind a Google identity: by subject, else by a verified email (then linked). */
async function accountOf(deps: AppDeps, identity: GoogleIdentity) {
  const bySubject = await userByGoogleSubject(deps.db, identity.subject);
  if (bySubject) return bySubject;
  const byEmail = identity.emailVerified ? await userByEmail(deps.db, identity.email) : undefined;
  if (!byEmail) return undefined;
  return updateUser(deps.db, byEmail.id, { googleSubject: identity.subject, active: true }, deps.clock());
}

/** `POST /users/auth/google`: signs in the account that owns the Google identity. */
export async function googleSignIn(deps: ServerDeps, idToken: string, userAgent: string | undefined): Promise<Session> {
  // Google is asked before the unit: a unit never waits on the network.
  const identity = await deps.google(idToken);
  return writing(deps, async (unit) => {
    const user = await accountOf(unit, identity);
    if (!user) throw new ApiError("GOOGLE_USER_NOT_FOUND");
    return { user: await userView(unit.db, user), token: await openSession(unit, user, userAgent) };
  });
}

/**
 * `POST /users/auth/google-signup`. Name and email come from the verified token, so the account
 * is active at once and signed in; `validate` only checks that the email is free.
 */
export async function googleSignUp(deps: ServerDeps, request: GoogleSignUp, userAgent: string | undefined) {
  const identity = await deps.google(request.googleToken);
  return writing(deps, (unit) => signUpWith(unit, identity, request, userAgent));
}

async function signUpWith(
  deps: AppDeps,
  identity: GoogleIdentity,
  request: GoogleSignUp,
  userAgent: string | undefined,
) {
  if ((await userByGoogleSubject(deps.db, identity.subject)) || (await userByEmail(deps.db, identity.email))) {
    throw new ApiError("GOOGLE_USER_ALREADY_EXISTS");
  }
  // An address Google has not verified may belong to someone else: no account is made from it.
  if (!identity.emailVerified) throw new ApiError("GOOGLE_EMAIL_UNVERIFIED");
  if (request.step === "validate") {
    return {
      code: 200,
      message: "SIGNUP_VALID",
      payload: { name: identity.givenName, lastname: identity.familyName, email: identity.email },
    };
  }
  const now = deps.clock();
  const created = insertedRow(
    await deps.db
      .insert(users)
      .values({
        id: newId(now),
        username: await usernameFor(deps, identity.email),
        email: identity.email,
        googleSubject: identity.subject,
        name: identity.givenName,
        lastname: identity.familyName,
        picture: identity.picture,
        country: request.country,
        lang: request.lang,
        notificationSettings: newAccountNotificationSettings(request.timeZone),
        active: true,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returning(),
  );
  return {
    code: 201,
    message: "USER_CREATED",
    user: await publishUser(deps.db, await userView(deps.db, created)),
    token: await openSession(deps, created, userAgent),
  };
}
