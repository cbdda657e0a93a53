import type { Db } from "../db/connection.js";
import { type AppDeps, reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import type { SignInOrigin } from "./accounts.js";
import { issueToken, lookUpToken, markTokenUsed, retireTokens } from "./one-time-tokens.js";
import { assertOwnPassword } from "./own-password.js";
import { publishUser } from "./profile.js";
import { userView } from "./user-view.js";
import { updateUser, userByEmail, userById, violatesUnique } from "./users-repository.js";

/** Where the mailed link leads: the app's page that confirms the address. */
const confirmLink = (deps: ServerDeps, token: string) => `${deps.config.publicUrl}/confirm-email?token=${token}`;

async function publishAccount(db: Db, id: string): Promise<void> {
  const row = await userById(db, id);
  if (row) await publishUser(db, await userView(db, row));
}

/**
 * `POST /users/email`: the new address waits (`pendingEmail`) for the link mailed to it; the
 * account keeps its address until then. The password proves it is the owner asking.
 */
export async function requestEmailChange(
  deps: ServerDeps,
  actor: Requester,
  { email, password }: { email: string; password: string },
  origin: SignInOrigin,
): Promise<void> {
  const user = await reading(deps, ({ db }) => userById(db, actor.id));
  if (!user) throw new ApiError("UNAUTHORIZED");
  await assertOwnPassword(deps, user, password, origin.address);
  if (email === user.email) throw new ApiError("VALIDATION_FAILED", "nothingToUpdate");
  const now = deps.clock();
  const token = await writing(deps, async ({ db }) => {
    if (await userByEmail(db, email)) throw new ApiError("EMAIL_ALREADY_IN_USE");
    await retireTokens(db, user.id, "emailChange", now);
    await updateUser(db, user.id, { pendingEmail: email }, now);
    await publishAccount(db, user.id);
    return issueToken(db, user.id, "emailChange", now);
  });
  await deps.mailer.send({
    kind: "emailChange",
    to: email,
    name: user.name,
    lang: user.lang,
    link: confirmLink(deps, token),
    detail: email,
  });
}

/** `DELETE /users/email`: the new address is forgotten and its link stops working. */
export async function cancelEmailChange(deps: AppDeps, actor: Requester): Promise<void> {
  const now = deps.clock();
  await retireTokens(deps.db, actor.id, "emailChange", now);
  await updateUser(deps.db, actor.id, { pendingEmail: null }, now);
  await publishAccount(deps.db, actor.id);
}

/**
 * `POST /users/email/confirm` with the mailed token as bearer (signed out too: the link may be
 * opened on another device). The account takes the new address, the old one is told by mail, and
 * the link works once.
 */
export async function confirmEmailChange(deps: ServerDeps, token: string | undefined) {
  if (!token) throw new ApiError("MISSING_TOKEN");
  const now = deps.clock();
  const changed = await writing(deps, async ({ db }) => {
    const found = await lookUpToken(db, token, "emailChange", now);
    if (found.state !== "live") throw new ApiError("INVALID_TOKEN");
    const user = await userById(db, found.userId);
    if (!user?.pendingEmail) throw new ApiError("INVALID_TOKEN");
    if (!(await markTokenUsed(db, token, now))) throw new ApiError("INVALID_TOKEN");
    if (await userByEmail(db, user.pendingEmail)) throw new ApiError("EMAIL_ALREADY_IN_USE");
    await updateUser(db, user.id, { email: user.pendingEmail, pendingEmail: null }, now);
    await publishAccount(db, user.id);
    // The old address gets a way back: a new password, and the old address again.
    const revert = await issueToken(db, user.id, "emailRevert", now, user.email);
    return { user, email: user.pendingEmail, revert };
  }).catch((error: unknown) => {
    // Two accounts confirming the same address at once: the unique index decides.
    if (violatesUnique(error, "users.email") || violatesUnique(error, "users_email_unique")) {
      throw new ApiError("EMAIL_ALREADY_IN_USE");
    }
    throw error;
  });
  await deps.mailer.send({
    kind: "emailChanged",
    to: changed.user.email,
    name: changed.user.name,
    lang: changed.user.lang,
    link: `${deps.config.publicUrl}/reset-password?token=${changed.revert}`,
    detail: changed.email,
  });
  return { code: 200, message: "EMAIL_CHANGED" };
}
