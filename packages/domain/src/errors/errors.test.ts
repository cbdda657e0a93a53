import { describe, expect, it } from "vitest";
import { planLimitMessage } from "../plan/limit-rules.js";
import { apiErrorBody, apiErrorForMessageKey, apiErrors } from "./api-errors.js";
import {
  accountControlErrorKey,
  activationErrorKey,
  emailConfirmErrorKey,
  forgotPasswordErrorKey,
  googleSignInErrorKey,
  googleSignUpErrorKey,
  isSessionExpired,
  planFeatureErrorKey,
  resetPasswordErrorKey,
  sessionEndedKey,
  shareClaimErrorKey,
  shopCreateErrorKey,
  signInErrorKey,
  signUpErrorKey,
  transferClaimErrorKey,
  vehicleCreateErrorKey,
} from "./client-messages.js";

const reply = (code: keyof typeof apiErrors) => ({ status: apiErrors[code].status, message: apiErrors[code].message });

describe("apiErrors", () => {
  it("keeps the spec's Spanish messages verbatim", () => {
    expect(apiErrors.SOMETHING_FAILED.message).toBe("Ocurrio un error");
    expect(apiErrors.LIMITS_FAILED.message).toBe("Error obteniendo límites");
    expect(apiErrors.RATING_FAILED.message).toBe("Error al enviar la valoración");
    expect(apiErrors.TRANSFER_CLAIM_FAILED.message).toBe("Algo salio mal!");
    expect(apiErrors.REFUELS_NOT_FOUND.message).toBe("No encontramos recargas");
    expect(apiErrors.STATS_NOT_FOUND.message).toBe("No encontramos estadísticas");
    expect(apiErrors.SERVICES_NOT_FOUND.message).toBe("No encontramos servicios");
    expect(apiErrors.REFUEL_NOT_FOUND.message).toBe("No encontramos el refuel");
    expect(apiErrors.OWNER_NOT_FOUND.message).toBe("Usuario no encontrado");
    expect(apiErrors.VEHICLE_NOT_FOUND.message).toBe("No se encontro ningun vehiculo");
    expect(apiErrors.NO_VEHICLES.message).toBe("No tienes vehiculos registrados");
    expect(apiErrors.USER_LOOKUP_FAILED.message).toBe("Error buscando el usuario");
    expect(apiErrors.SERVER_ERROR).toEqual({ status: 500, message: "Error en el servidor" });
    expect(apiErrors.TRANSFER_NOT_PERMITTED).toEqual({ status: 203, message: "No tienes los permisos necesarios" });
    expect(apiErrors.INTEGRATION_DISCONNECT_FAILED.message).toBe("Error al desconectar la integración");
  });

  it("gives the sign-in and sign-up codes their statuses", () => {
    expect(apiErrors.USER_NOT_FOUND.status).toBe(404);
    expect(apiErrors.INVALID_CREDENTIALS.status).toBe(401);
    expect(apiErrors.USER_INACTIVED.status).toBe(403);
    expect(apiErrors.TERMS_NOT_ACCEPTED.status).toBe(400);
    expect(apiErrors.USER_ALREADY_EXISTS.status).toBe(409);
    expect(apiErrors.EMAIL_ALREADY_IN_USE.status).toBe(409);
  });

  it("builds the envelope with code equal to the status", () => {
    expect(apiErrorBody("VEHICLE_NOT_FOUND")).toEqual({ code: 404, message: "No se encontro ningun vehiculo" });
    expect(apiErrorBody("PLAN_LIMIT_EXCEEDED", planLimitMessage("basic"))).toEqual({
      code: 403,
      message: "basic plan users can have at most 6 vehicles in total",
    });
  });
});

describe("what the PWA shows for a reply", () => {
  it("maps sign-in replies, falling back on the status", () => {
    expect(signInErrorKey(reply("USER_INACTIVED"))).toBe("userInactive");
    expect(signInErrorKey(reply("INVALID_CREDENTIALS"))).toBe("invalidCredentials");
    expect(signInErrorKey(reply("USER_NOT_FOUND"))).toBe("userNotFound");
    expect(signInErrorKey(reply("MISSING_AUTHORIZATION_HEADER"))).toBe("missingAuthorizationHeader");
    expect(signInErrorKey(reply("INVALID_AUTHORIZATION_HEADER"))).toBe("invalidAuthorizationHeader");
    expect(signInErrorKey({ status: 401 })).toBe("invalidCredentials");
    expect(signInErrorKey({ status: 404 })).toBe("userNotFound");
    expect(signInErrorKey({ status: 500, message: "boom" })).toBe("wentWrong");
  });

  it("maps identity-provider replies", () => {
    expect(googleSignInErrorKey(reply("GOOGLE_USER_NOT_FOUND"))).toBe("userNotFound");
    expect(googleSignInErrorKey(reply("INVALID_GOOGLE_TOKEN"))).toBe("invalidGoogleToken");
    expect(googleSignInErrorKey({ status: 500 })).toBe("loginFailed");
    expect(googleSignUpErrorKey(reply("GOOGLE_USER_ALREADY_EXISTS"))).toBe("emailInUse");
    expect(googleSignUpErrorKey(reply("INVALID_GOOGLE_TOKEN"))).toBe("signUpUnavailable");
    expect(googleSignUpErrorKey({ status: 502 })).toBe("wentWrong");
  });

  it("maps sign-up replies, rule keys included", () => {
    expect(signUpErrorKey(reply("TERMS_NOT_ACCEPTED"))).toBe("termsRequired");
    expect(signUpErrorKey(reply("USER_ALREADY_EXISTS"))).toBe("userAlreadyExists");
    expect(signUpErrorKey(reply("EMAIL_ALREADY_IN_USE"))).toBe("emailInUse");
    expect(signUpErrorKey({ status: 400, message: "usernameFormat" })).toBe("usernameFormat");
    expect(signUpErrorKey({ status: 400, message: "something else" })).toBe("wentWrong");
  });

  it("maps activation, forgot and reset replies", () => {
    expect(activationErrorKey(reply("USER_ALREADY_ACTIVATED"))).toBe("alreadyActivated");
    expect(activationErrorKey(reply("ACTIVATION_TOKEN_NOT_FOUND"))).toBe("activationNotFound");
    expect(activationErrorKey({ status: 400 })).toBe("inactiveUser");
    expect(forgotPasswordErrorKey(reply("ACCOUNT_NOT_FOUND"))).toBe("userNotFound");
    expect(forgotPasswordErrorKey({ status: 500 })).toBe("wentWrong");
    expect(resetPasswordErrorKey(reply("RESET_PASSWORDS_DONT_MATCH"))).toBe("passwordsDontMatch");
    expect(resetPasswordErrorKey(reply("RESET_PASSWORD_TOO_SHORT"))).toBe("passwordLength");
    expect(resetPasswordErrorKey(reply("RESET_PASSWORD_FORMAT"))).toBe("passwordFormat");
    for (const code of [
      "MISSING_CREDENTIALS_HEADER",
      "MISSING_PASSWORD_FIELD",
      "MISSING_CONFIRM_PASSWORD_FIELD",
      "MISSING_TOKEN",
      "INVALID_TOKEN",
    ] as const) {
      expect(resetPasswordErrorKey(reply(code))).toBe("invalidLink");
    }
    expect(resetPasswordErrorKey({ status: 400, message: "?" })).toBe("wentWrong");
    expect(resetPasswordErrorKey(reply("UNAUTHORIZED_USER"))).toBe("unauthorizedUser");
    expect(resetPasswordErrorKey({ status: 401 })).toBe("invalidLink");
    expect(resetPasswordErrorKey(reply("ACCOUNT_NOT_FOUND"))).toBe("userNotFound");
    expect(resetPasswordErrorKey({ status: 404 })).toBe("invalidLink");
    expect(resetPasswordErrorKey({ status: 500 })).toBe("wentWrong");
  });

  it("recognises the basic plan's refusal by its text", () => {
    expect(vehicleCreateErrorKey({ status: 403, message: planLimitMessage("basic") })).toBe("basicPlanLimitExceeded");
    expect(vehicleCreateErrorKey({ status: 403, message: planLimitMessage("free") })).toBe("planLimitExceeded");
    expect(vehicleCreateErrorKey({ status: 500 })).toBe("wentWrong");
  });

  it("reads a 203 claim as no permission and spots an expired session", () => {
    expect(transferClaimErrorKey(reply("TRANSFER_NOT_PERMITTED"))).toBe("noPermission");
    expect(transferClaimErrorKey(reply("TRANSFER_CLAIM_FAILED"))).toBe("wentWrong");
    expect(transferClaimErrorKey({ status: 403, message: planLimitMessage("free") })).toBe("planLimitExceeded");
    expect(isSessionExpired(reply("TOKEN_EXPIRED"))).toBe(true);
    expect(isSessionExpired(reply("UNAUTHORIZED"))).toBe(false);
  });
});

describe("sharing and shop replies", () => {
  it("tells an expired or forged share from the user's own vehicle", () => {
    expect(shareClaimErrorKey(reply("SHARE_GRANT_INVALID"))).toBe("shareInvalid");
    expect(shareClaimErrorKey(reply("VEHICLE_NOT_FOUND"))).toBe("shareInvalid");
    expect(shareClaimErrorKey(reply("SHARE_OWN_VEHICLE"))).toBe("shareOwnVehicle");
    expect(shareClaimErrorKey(reply("SHARE_GRANT_USED"))).toBe("shareUsed");
    expect(shareClaimErrorKey(reply("SHARE_GRANT_SUPERSEDED"))).toBe("shareSuperseded");
    expect(shareClaimErrorKey({ status: 500 })).toBe("wentWrong");
  });

  it("sends a free user who asks for Strava to the plans", () => {
    expect(planFeatureErrorKey(reply("PLAN_FEATURE_REQUIRED"))).toBe("planFeatureRequired");
    expect(planFeatureErrorKey(reply("FORBIDDEN"))).toBeUndefined();
  });

  it("reads a second shop, a broken rule and anything else", () => {
    expect(shopCreateErrorKey(reply("SHOP_ALREADY_EXISTS"))).toBe("shopExists");
    expect(shopCreateErrorKey({ status: 400, message: "phone" })).toBe("phone");
    expect(shopCreateErrorKey({ status: 400, message: "??" })).toBe("wentWrong");
    expect(shopCreateErrorKey({ status: 500 })).toBe("wentWrong");
  });
});

describe("a session the server ended", () => {
  it("tells an expired token from one the server no longer accepts, and ignores other replies", () => {
    expect(sessionEndedKey(reply("TOKEN_EXPIRED"))).toBe("sessionExpired");
    expect(sessionEndedKey(reply("UNAUTHORIZED"))).toBe("signedOut");
    expect(sessionEndedKey({ status: 401 })).toBe("signedOut");
    expect(sessionEndedKey(reply("FORBIDDEN"))).toBeUndefined();
  });

  it("explains an unverified Google email on both Google doors", () => {
    expect(googleSignUpErrorKey(reply("GOOGLE_EMAIL_UNVERIFIED"))).toBe("googleEmailUnverified");
    expect(googleSignInErrorKey(reply("GOOGLE_EMAIL_UNVERIFIED"))).toBe("googleEmailUnverified");
  });
});

describe("the account's own controls", () => {
  it("say which proof was wrong or missing, and pass a broken rule's key through", () => {
    expect(accountControlErrorKey(reply("WRONG_PASSWORD"))).toBe("wrongPassword");
    expect(accountControlErrorKey(reply("NO_PASSWORD"))).toBe("noPassword");
    expect(accountControlErrorKey(reply("ACCOUNT_PROOF_REQUIRED"))).toBe("accountProofRequired");
    expect(accountControlErrorKey(reply("INVALID_GOOGLE_TOKEN"))).toBe("invalidGoogleToken");
    expect(accountControlErrorKey(reply("EMAIL_ALREADY_IN_USE"))).toBe("emailInUse");
    expect(accountControlErrorKey(reply("RATE_LIMITED"))).toBe("tooManyTries");
    expect(accountControlErrorKey({ status: 400, message: "passwordFormat" })).toBe("passwordFormat");
    expect(accountControlErrorKey({ status: 500, message: "Error en el servidor" })).toBe("wentWrong");
  });

  it("tell a used or expired email link from an address taken since", () => {
    expect(emailConfirmErrorKey(reply("INVALID_TOKEN"))).toBe("invalidLink");
    expect(emailConfirmErrorKey(reply("EMAIL_ALREADY_IN_USE"))).toBe("emailInUse");
    expect(emailConfirmErrorKey({ status: 503 })).toBe("wentWrong");
  });
});

describe("apiErrorForMessageKey", () => {
  it("reports unticked terms as TERMS_NOT_ACCEPTED", () => {
    expect(apiErrorForMessageKey.termsRequired).toBe("TERMS_NOT_ACCEPTED");
    expect(apiErrorForMessageKey.usernameLength).toBeUndefined();
  });
});
