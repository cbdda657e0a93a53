import { isMessageKey } from "../shared/field-errors.js";
import type { MessageKey } from "../shared/message-keys.js";
import { apiErrors } from "./api-errors.js";
import { planOfLimitMessage } from "./plan-limit-message.js";

/**
 * What the PWA shows for a server reply, per screen (SPEC §8). Each function reads the reply's
 * status and message and returns a key the PWA translates, so the mapping lives next to the
 * catalogue that produces those replies.
 */
export const replyMessageKeys = [
  "wentWrong",
  "invalidCredentials",
  "userInactive",
  "userNotFound",
  "missingAuthorizationHeader",
  "invalidAuthorizationHeader",
  "invalidGoogleToken",
  "loginFailed",
  "invalidServerResponse",
  "userAlreadyExists",
  "emailInUse",
  "signUpUnavailable",
  "alreadyActivated",
  "inactiveUser",
  "activationNotFound",
  "invalidLink",
  "unauthorizedUser",
  "planLimitExceeded",
  "basicPlanLimitExceeded",
  "noPermission",
  "sessionExpired",
  "shareInvalid",
  "shareOwnVehicle",
  "shareUsed",
  "shareSuperseded",
  "shopExists",
  "googleEmailUnverified",
  "planFeatureRequired",
  "signedOut",
  "accountDeleted",
  "wrongPassword",
  "noPassword",
  "accountProofRequired",
  "tooManyTries",
] as const;
export type ReplyMessageKey = (typeof replyMessageKeys)[number];

export interface Reply {
  status: number;
  message?: string | undefined;
}

const is = (reply: Reply, code: keyof typeof apiErrors) => reply.message === apiErrors[code].message;

export function signInErrorKey(reply: Reply): ReplyMessageKey {
  if (is(reply, "USER_INACTIVED")) return "userInactive";
  if (is(reply, "MISSING_AUTHORIZATION_HEADER")) return "missingAuthorizationHeader";
  if (is(reply, "INVALID_AUTHORIZATION_HEADER")) return "invalidAuthorizationHeader";
  if (reply.status === 401 || is(reply, "INVALID_CREDENTIALS")) return "invalidCredentials";
  if (reply.status === 404 || is(reply, "USER_NOT_FOUND")) return "userNotFound";
  return "wentWrong";
}

export function googleSignInErrorKey(reply: Reply): ReplyMessageKey {
  if (is(reply, "GOOGLE_EMAIL_UNVERIFIED")) return "googleEmailUnverified";
  if (is(reply, "GOOGLE_USER_NOT_FOUND")) return "userNotFound";
  if (is(reply, "INVALID_GOOGLE_TOKEN")) return "invalidGoogleToken";
  return "loginFailed";
}

export function signUpErrorKey(reply: Reply): ReplyMessageKey | MessageKey {
  if (is(reply, "TERMS_NOT_ACCEPTED")) return "termsRequired";
  if (is(reply, "USER_ALREADY_EXISTS")) return "userAlreadyExists";
  if (is(reply, "EMAIL_ALREADY_IN_USE")) return "emailInUse";
  if (reply.status === 400 && reply.message !== undefined && isMessageKey(reply.message)) return reply.message;
  return "wentWrong";
}

export function googleSignUpErrorKey(reply: Reply): ReplyMessageKey | MessageKey {
  if (is(reply, "GOOGLE_USER_ALREADY_EXISTS")) return "emailInUse";
  if (is(reply, "GOOGLE_EMAIL_UNVERIFIED")) return "googleEmailUnverified";
  if (is(reply, "INVALID_GOOGLE_TOKEN")) return "signUpUnavailable";
  return signUpErrorKey(reply);
}

export function activationErrorKey(reply: Reply): ReplyMessageKey {
  if (is(reply, "USER_ALREADY_ACTIVATED")) return "alreadyActivated";
  if (reply.status === 404) return "activationNotFound";
  return "inactiveUser";
}

export function forgotPasswordErrorKey(reply: Reply): ReplyMessageKey {
  return reply.status === 404 ? "userNotFound" : "wentWrong";
}

export function resetPasswordErrorKey(reply: Reply): ReplyMessageKey | MessageKey {
  if (reply.status === 400) {
    if (is(reply, "RESET_PASSWORDS_DONT_MATCH")) return "passwordsDontMatch";
    if (is(reply, "RESET_PASSWORD_TOO_SHORT")) return "passwordLength";
    if (is(reply, "RESET_PASSWORD_FORMAT")) return "passwordFormat";
    const linkProblems = [
      "MISSING_CREDENTIALS_HEADER",
      "MISSING_PASSWORD_FIELD",
      "MISSING_CONFIRM_PASSWORD_FIELD",
      "MISSING_TOKEN",
      "INVALID_TOKEN",
    ] as const;
    if (linkProblems.some((code) => is(reply, code))) return "invalidLink";
    return "wentWrong";
  }
  if (reply.status === 401) return is(reply, "UNAUTHORIZED_USER") ? "unauthorizedUser" : "invalidLink";
  if (reply.status === 404) return is(reply, "ACCOUNT_NOT_FOUND") ? "userNotFound" : "invalidLink";
  return "wentWrong";
}

/** A refused create: the basic plan's message is recognised by its text (SPEC §8). */
export function vehicleCreateErrorKey(reply: Reply): ReplyMessageKey {
  if (reply.status !== 403) return "wentWrong";
  return planOfLimitMessage(reply.message) === "basic" ? "basicPlanLimitExceeded" : "planLimitExceeded";
}

/** A 203 on claiming means the authorization is not live (SPEC §6). */
export function transferClaimErrorKey(reply: Reply): ReplyMessageKey {
  if (reply.status === 403) return vehicleCreateErrorKey(reply);
  return reply.status === apiErrors.TRANSFER_NOT_PERMITTED.status ? "noPermission" : "wentWrong";
}

/** Accepting a scanned share: an expired or forged grant, or the user's own vehicle. */
export function shareClaimErrorKey(reply: Reply): ReplyMessageKey {
  if (is(reply, "SHARE_GRANT_INVALID") || reply.status === 404) return "shareInvalid";
  if (is(reply, "SHARE_OWN_VEHICLE")) return "shareOwnVehicle";
  if (is(reply, "SHARE_GRANT_USED")) return "shareUsed";
  if (is(reply, "SHARE_GRANT_SUPERSEDED")) return "shareSuperseded";
  return "wentWrong";
}

/** Creating a shop: one per user; a broken rule comes back as its key (SPEC §5 "Shop"). */
export function shopCreateErrorKey(reply: Reply): ReplyMessageKey | MessageKey {
  if (is(reply, "SHOP_ALREADY_EXISTS")) return "shopExists";
  if (reply.status === 400 && reply.message !== undefined && isMessageKey(reply.message)) return reply.message;
  return "wentWrong";
}

/** A 401 whose message is TOKEN_EXPIRED ends the session (SPEC §4). */
export function isSessionExpired(reply: Reply): boolean {
  return reply.status === 401 && is(reply, "TOKEN_EXPIRED");
}

/** Why the server ends a session (a 401): each is also the message the sign-in screen shows. */
export const sessionEndReasons = [
  "sessionExpired",
  "signedOut",
  "accountDeleted",
] as const satisfies readonly ReplyMessageKey[];
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * Why a call made with the session's token came back 401: it expired, or the server no longer
 * accepts it (a password reset elsewhere, a deactivated account). Either way the session ends and
 * the device keeps its data and unsent changes; undefined when the reply is not a 401.
 */
export function sessionEndedKey(reply: Reply): SessionEndReason | undefined {
  if (reply.status !== 401) return undefined;
  // Deleted on another phone: nothing is left to sign in to, and the device forgets the account.
  if (is(reply, "ACCOUNT_DELETED")) return "accountDeleted";
  return isSessionExpired(reply) ? "sessionExpired" : "signedOut";
}

/** A feature the user's plan does not include (Strava on the free plan): the plans screen. */
export function planFeatureErrorKey(reply: Reply): ReplyMessageKey | undefined {
  return is(reply, "PLAN_FEATURE_REQUIRED") ? "planFeatureRequired" : undefined;
}

/**
 * The account's own controls (a new password or email, signing devices out, deleting the
 * account): a wrong current password, an account with no password, a proof that is missing or
 * stale, guessing slowed down, an address taken, or a broken rule by its key.
 */
export function accountControlErrorKey(reply: Reply): ReplyMessageKey | MessageKey {
  if (is(reply, "WRONG_PASSWORD")) return "wrongPassword";
  if (is(reply, "NO_PASSWORD")) return "noPassword";
  if (is(reply, "ACCOUNT_PROOF_REQUIRED")) return "accountProofRequired";
  if (is(reply, "INVALID_GOOGLE_TOKEN")) return "invalidGoogleToken";
  if (is(reply, "EMAIL_ALREADY_IN_USE")) return "emailInUse";
  if (reply.status === 429) return "tooManyTries";
  if (reply.status === 400 && reply.message !== undefined && isMessageKey(reply.message)) return reply.message;
  return "wentWrong";
}

/** Following the link that confirms a new email: used or expired, or the address taken since. */
export function emailConfirmErrorKey(reply: Reply): ReplyMessageKey {
  if (is(reply, "EMAIL_ALREADY_IN_USE")) return "emailInUse";
  if (reply.status === 400) return "invalidLink";
  return "wentWrong";
}
