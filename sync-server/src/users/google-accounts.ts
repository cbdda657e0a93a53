import { randomInt } from "node:crypto";
import { type Country, type Language, usernameMinLength } from "@odo/domain";
import { users } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Session } from "./accounts.js";
import type { GoogleIdentity } from "./google.js";
import { publishUser } from "./profile.js";
import { userView } from "./user-view.js";
import { updateUser, userByEmail, userByGoogleSubject, userByUsername } from "./users-repository.js";

/** A free username from the email's local part, padded and suffixed to pass the username rules. */
function usernameFor(deps: AppDeps, email: string): string {
  const base = (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, 20) || "driver";
  let candidate = base.padEnd(usernameMinLength, "0");
  while (userByUsername(deps.db, candidate)) candidate = `${base}${randomInt(1_000, 1_000_000)}`;
  return candidate;
}

/** The account behind a Google identity: by subject, else by a verified email (then linked). */
function accountOf(deps: AppDeps, identity: GoogleIdentity) {
  const bySubject = userByGoogleSubject(deps.db, identity.subject);
  if (bySubject) return bySubject;
  const byEmail = identity.emailVerified ? userByEmail(deps.db, identity.email) : undefined;
  if (!byEmail) return undefined;
  return updateUser(deps.db, byEmail.id, { googleSubject: identity.subject, active: true }, deps.clock());
}

/** `POST /users/auth/google`: signs in the account that owns the Google identity. */
export async function googleSignIn(deps: AppDeps, idToken: string): Promise<Session> {
  const identity = await deps.google(idToken);
  const user = accountOf(deps, identity);
  if (!user) throw new ApiError("GOOGLE_USER_NOT_FOUND");
  return { user: userView(deps.db, user), token: deps.signSession({ sub: user.id, sv: user.sessionVersion }) };
}

export type GoogleSignUp =
  | { step: "validate"; googleToken: string; lang: Language }
  | { step: "complete"; googleToken: string; lang: Language; country: Country; termsAccepted: boolean };

/**
 * `POST /users/auth/google-signup`. Name and email come from the verified token, so the account
 * is active at once and signed in; `validate` only checks that the email is free.
 */
export async function googleSignUp(deps: AppDeps, request: GoogleSignUp) {
  const identity = await deps.google(request.googleToken);
  if (userByGoogleSubject(deps.db, identity.subject) || userByEmail(deps.db, identity.email)) {
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
  const created = deps.db
    .insert(users)
    .values({
      id: newId(now),
      username: usernameFor(deps, identity.email),
      email: identity.email,
      googleSubject: identity.subject,
      name: identity.givenName,
      lastname: identity.familyName,
      picture: identity.picture,
      country: request.country,
      lang: request.lang,
      active: true,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .returning()
    .get();
  return {
    code: 201,
    message: "USER_CREATED",
    user: publishUser(deps.db, userView(deps.db, created)),
    token: deps.signSession({ sub: created.id, sv: created.sessionVersion }),
  };
}
