import type { PasswordChange } from "@odo/domain";
import { reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import type { SignInOrigin } from "./accounts.js";
import { assertOwnPassword } from "./own-password.js";
import { hashPassword } from "./passwords.js";
import { keepOnlyThisSession, type SessionHolder } from "./sessions.js";
import { userById } from "./users-repository.js";

/**
 * `POST /users/password`: the current password, then a new one. Every other device is signed out
 * (their open streams closed); this one carries on (with a new token, returned, if its own had no
 * session). The account's address is told.
 */
export async function changePassword(
  deps: ServerDeps,
  actor: SessionHolder,
  change: PasswordChange,
  origin: SignInOrigin,
): Promise<string | undefined> {
  const user = await reading(deps, ({ db }) => userById(db, actor.id));
  if (!user) throw new ApiError("UNAUTHORIZED");
  await assertOwnPassword(deps, user, change.currentPassword, origin.address);
  // Hashed outside any unit: it takes a while, and nothing else may wait on it.
  const passwordHash = await hashPassword(change.password, deps.config.passwordHashing);
  const token = await writing(deps, (unit) => keepOnlyThisSession(unit, actor, origin.userAgent, { passwordHash }));
  // The owner is told by mail, with a way in if it was not them (the reset mails the account's address).
  await deps.mailer.send({
    kind: "passwordChanged",
    to: user.email,
    name: user.name,
    lang: user.lang,
    link: `${deps.config.publicUrl}/forgot-password`,
  });
  return token;
}
