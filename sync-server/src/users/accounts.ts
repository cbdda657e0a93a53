import {
  type Language,
  newAccountNotificationSettings,
  passwordSchema,
  type SignUpBody,
  signUpCredentialsSchema,
  type User,
  unitPreferencesByCountry,
} from "@odo/domain";
import { insertedRow } from "../db/first-row.js";
import { users } from "../db/schema.js";
import { type AppDeps, reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { basicCredentials, jsonCredentials } from "./credentials-header.js";
import { hasLiveToken, issueToken, lookUpToken, markTokenUsed, retireTokens } from "./one-time-tokens.js";
import { hashPassword, passwordMatches } from "./passwords.js";
import { publishUser } from "./profile.js";
import { openSession } from "./sessions.js";
import { deleteSessions } from "./sessions-repository.js";
import { userView } from "./user-view.js";
import { updateUser, userByEmail, userById, userByUsername, violatesUnique } from "./users-repository.js";

export interface Session {
  user: User;
  token: string;
}

async function assertFree(deps: AppDeps, username: string | undefined, email: string): Promise<void> {
  if (username !== undefined && (await userByUsername(deps.db, username))) throw new ApiError("USER_ALREADY_EXISTS");
  if (await userByEmail(deps.db, email)) throw new ApiError("EMAIL_ALREADY_IN_USE");
}

/** Mails a link with an activation token issued in a write unit before: mail never waits in a unit. */
async function sendActivation(
  deps: ServerDeps,
  user: { email: string; name: string; lang: Language },
  token: string,
): Promise<void> {
  await deps.mailer.send({
    kind: "activation",
    to: user.email,
    name: user.name,
    lang: user.lang,
    link: `${deps.config.publicUrl}/activate/${token}`,
  });
}

/**
 * `POST /users/signup`. Step 1 (`validate`) checks the credentials and that username and email
 * are free, and creates nothing. Step 2 (`complete`) creates an inactive free account and mails
 * the activation link in the user's language.
 */
export async function signUp(deps: ServerDeps, credentialsHeader: string | undefined, body: SignUpBody) {
  const raw = jsonCredentials(credentialsHeader);
  if (!raw) throw new ApiError("MISSING_CREDENTIALS_HEADER");
  const credentials = signUpCredentialsSchema.parse(raw);
  await reading(deps, (unit) => assertFree(unit, credentials.username, body.email));
  if (body.step === "validate") return { code: 200, message: "SIGNUP_VALID" };

  const now = deps.clock();
  const passwordHash = await hashPassword(credentials.password, deps.config.passwordHashing);
  const row = {
    id: newId(now),
    username: credentials.username,
    email: body.email,
    passwordHash,
    name: body.name,
    lastname: body.lastname,
    country: body.country,
    lang: body.lang,
    // Miles and gallons for the USA, and so on: changeable in the profile.
    units: unitPreferencesByCountry[body.country],
    notificationSettings: newAccountNotificationSettings(body.timeZone),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  let token: string;
  try {
    token = await writing(deps, async ({ db }) => {
      const created = insertedRow(await db.insert(users).values(row).returning());
      await publishUser(db, await userView(db, created));
      return issueToken(db, created.id, "activation", now);
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the index decides.
    if (violatesUnique(error, "users_username_unique")) throw new ApiError("USER_ALREADY_EXISTS");
    if (violatesUnique(error, "users.email") || violatesUnique(error, "users_email_unique")) {
      throw new ApiError("EMAIL_ALREADY_IN_USE");
    }
    throw error;
  }
  await sendActivation(deps, row, token);
  return { code: 201, message: "USER_CREATED" };
}

/** `POST /users/activate` with the mailed token: activates once. */
export async function activate(deps: AppDeps, token: string | undefined) {
  if (!token) throw new ApiError("ACTIVATION_TOKEN_NOT_FOUND");
  const now = deps.clock();
  const found = await lookUpToken(deps.db, token, "activation", now);
  if (found.state === "unknown") throw new ApiError("ACTIVATION_TOKEN_NOT_FOUND");
  const user = await userById(deps.db, found.userId);
  if (!user) throw new ApiError("ACTIVATION_TOKEN_NOT_FOUND");
  if (user.active || found.state === "used") throw new ApiError("USER_ALREADY_ACTIVATED");
  if (found.state === "expired") throw new ApiError("INVALID_TOKEN");
  if (!(await markTokenUsed(deps.db, token, now))) throw new ApiError("USER_ALREADY_ACTIVATED");
  await updateUser(deps.db, user.id, { active: true }, now);
  return { code: 200, message: "USER_ACTIVATED" };
}

/** Where a sign-in comes from: the address its guesses count against, and the device it names. */
export interface SignInOrigin {
  address: string;
  userAgent: string | undefined;
}

/**
 * `GET /users/signin` with Basic credentials. An inactive account with the right password gets a
 * new activation mail when its last link has expired, so it is never stuck.
 */
export async function signIn(
  deps: ServerDeps,
  authorization: string | undefined,
  { address, userAgent }: SignInOrigin,
): Promise<Session> {
  const { username, password } = basicCredentials(authorization);
  const now = deps.clock();
  await deps.failedSignIns.assertMayTry(username, address, now);
  const user = await reading(deps, ({ db }) => userByUsername(db, username));
  const matches = await passwordMatches(password, user?.passwordHash ?? null, deps.config.passwordHashing);
  if (!user || !matches) await deps.failedSignIns.recordFailure(username, address, now);
  if (!user) throw new ApiError("USER_NOT_FOUND");
  if (!matches) throw new ApiError("INVALID_CREDENTIALS");
  if (!user.active) {
    const token = await writing(deps, async ({ db }) =>
      (await hasLiveToken(db, user.id, "activation", now)) ? null : issueToken(db, user.id, "activation", now),
    );
    if (token) await sendActivation(deps, user, token);
    throw new ApiError("USER_INACTIVED");
  }
  return writing(deps, async (unit) => ({
    user: await userView(unit.db, user),
    token: await openSession(unit, user, userAgent),
  }));
}

/** `POST /users/forgot-password`: mails a reset link that replaces any earlier one. */
export async function forgotPassword(deps: ServerDeps, email: string, lang: Language) {
  const now = deps.clock();
  await deps.attempts.hit(`forgot:${email}`, now);
  const { user, token } = await writing(deps, async ({ db }) => {
    const user = await userByEmail(db, email);
    if (!user) throw new ApiError("ACCOUNT_NOT_FOUND");
    await retireTokens(db, user.id, "reset", now);
    return { user, token: await issueToken(db, user.id, "reset", now) };
  });
  await deps.mailer.send({
    kind: "reset",
    to: user.email,
    name: user.name,
    lang,
    link: `${deps.config.publicUrl}/reset-password?token=${token}`,
  });
  return { code: 200, message: "RESET_MAIL_SENT" };
}

/** The reset form's passwords, checked in the order SPEC §8 lists their errors. */
function resetPasswords(credentialsHeader: string | undefined): string {
  const raw = jsonCredentials(credentialsHeader);
  if (!raw) throw new ApiError("MISSING_CREDENTIALS_HEADER");
  const { password, passwordConfirmation } = raw;
  if (typeof password !== "string" || password === "") throw new ApiError("MISSING_PASSWORD_FIELD");
  if (typeof passwordConfirmation !== "string" || passwordConfirmation === "") {
    throw new ApiError("MISSING_CONFIRM_PASSWORD_FIELD");
  }
  if (password !== passwordConfirmation) throw new ApiError("RESET_PASSWORDS_DONT_MATCH");
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    const key = checked.error.issues[0]?.message;
    throw new ApiError(key === "passwordLength" ? "RESET_PASSWORD_TOO_SHORT" : "RESET_PASSWORD_FORMAT");
  }
  return password;
}

/**
 * `POST /users/reset-password` with the mailed token as bearer. The link works once and for an
 * hour; the new password signs out every earlier session and closes their live streams.
 */
export async function resetPassword(
  deps: ServerDeps,
  token: string | undefined,
  credentialsHeader: string | undefined,
) {
  if (!token) throw new ApiError("MISSING_TOKEN");
  const password = resetPasswords(credentialsHeader);
  const now = deps.clock();
  const { user, found } = await reading(deps, async ({ db }) => {
    // A reset link, or the way back mailed to the old address when the email changed.
    const found = await lookUpToken(db, token, ["reset", "emailRevert"], now);
    if (found.state !== "live") throw new ApiError("INVALID_TOKEN");
    return { user: await userById(db, found.userId), found };
  });
  if (!user) throw new ApiError("ACCOUNT_NOT_FOUND");
  if (!user.active) throw new ApiError("UNAUTHORIZED_USER");
  // Hashed outside any unit: it takes a while, and nothing else may wait on it.
  const passwordHash = await hashPassword(password, deps.config.passwordHashing);
  await writing(deps, async ({ db }) => {
    if (!(await markTokenUsed(db, token, now))) throw new ApiError("INVALID_TOKEN");
    // Taking the account back: its old address again, unless another account took it since.
    const back = found.purpose === "emailRevert" && found.detail && found.detail !== user.email ? found.detail : null;
    if (back && (await userByEmail(db, back))) throw new ApiError("EMAIL_ALREADY_IN_USE");
    await updateUser(
      db,
      user.id,
      { passwordHash, sessionVersion: user.sessionVersion + 1, ...(back ? { email: back, pendingEmail: null } : {}) },
      now,
    );
    if (back) {
      await retireTokens(db, user.id, "emailChange", now);
      const row = await userById(db, user.id);
      if (row) await publishUser(db, await userView(db, row));
    }
    // Every device is signed out, its open stream closed.
    await deleteSessions(db, user.id, { allBut: undefined });
  });
  return { code: 200, message: "PASSWORD_RESET" };
}
