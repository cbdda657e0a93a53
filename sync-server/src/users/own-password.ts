import type { UserRow } from "../db/schema.js";
import type { ServerDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { passwordMatches } from "./passwords.js";

/**
 * Checks the account's own password before a change only its owner may make (a new password or
 * email, deleting the account), counted like sign-in guesses: someone holding an unlocked phone
 * cannot try passwords there any faster than at the sign-in screen.
 */
export async function assertOwnPassword(
  deps: ServerDeps,
  user: Pick<UserRow, "username" | "passwordHash">,
  password: string,
  address: string,
): Promise<void> {
  if (user.passwordHash === null) throw new ApiError("NO_PASSWORD");
  const now = deps.clock();
  await deps.failedSignIns.assertMayTry(user.username, address, now);
  if (!(await passwordMatches(password, user.passwordHash, deps.config.passwordHashing))) {
    await deps.failedSignIns.recordFailure(user.username, address, now);
    throw new ApiError("WRONG_PASSWORD");
  }
}
