import type { AccountProof } from "@odo/domain";
import { reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import { revokeBeforeDeletion } from "../integrations/integrations.js";
import type { Requester } from "../requester.js";
import { assertOwnPassword } from "../users/own-password.js";
import { userById } from "../users/users-repository.js";
import { eraseAccount } from "./erase-account.js";

/** How recent a Google sign-in must be to stand in for the password. */
export const freshGoogleSignInMs = 10 * 60_000;

/**
 * `DELETE /users/account`: after the owner proves it is them (the password, or a Google sign-in
 * just now for an account that has no password), the account and everything only its own go in
 * one unit. Strava is told first, when it can be.
 */
export async function deleteAccount(
  deps: ServerDeps,
  actor: Requester,
  proof: AccountProof,
  address: string,
): Promise<void> {
  const user = await reading(deps, ({ db }) => userById(db, actor.id));
  if (!user) throw new ApiError("UNAUTHORIZED");
  if (proof.password !== undefined) {
    await assertOwnPassword(deps, user, proof.password, address);
  } else if (proof.googleToken !== undefined) {
    const identity = await deps.google(proof.googleToken);
    if (user.googleSubject === null || identity.subject !== user.googleSubject)
      throw new ApiError("INVALID_GOOGLE_TOKEN");
    if (deps.clock().getTime() - identity.issuedAt > freshGoogleSignInMs) throw new ApiError("ACCOUNT_PROOF_REQUIRED");
  } else {
    throw new ApiError("ACCOUNT_PROOF_REQUIRED");
  }
  await revokeBeforeDeletion(deps, user.id);
  await writing(deps, (unit) => eraseAccount(unit, actor));
}
