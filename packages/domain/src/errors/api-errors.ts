import type { MessageKey } from "../shared/message-keys.js";

/**
 * The server's error catalogue (SPEC §8): a code, its HTTP status and the message the server
 * sends. Where the spec gives the message as a code (sign-in, sign-up) the message is that code;
 * where it gives Spanish text, the text is verbatim, accents and missing accents included.
 * Replies use the envelope `{code: status, message}`.
 */
export const apiErrors = {
  // Sessions and headers
  MISSING_AUTHORIZATION_HEADER: { status: 400, message: "MISSING_AUTHORIZATION_HEADER" },
  INVALID_AUTHORIZATION_HEADER: { status: 400, message: "INVALID_AUTHORIZATION_HEADER" },
  UNAUTHORIZED: { status: 401, message: "UNAUTHORIZED" },
  TOKEN_EXPIRED: { status: 401, message: "TOKEN_EXPIRED" },
  /** The session's account no longer exists: the device wipes what it holds of it. */
  ACCOUNT_DELETED: { status: 401, message: "ACCOUNT_DELETED" },
  FORBIDDEN: { status: 403, message: "No tienes los permisos necesarios" },
  RATE_LIMITED: { status: 429, message: "TOO_MANY_REQUESTS" },
  ROUTE_NOT_FOUND: { status: 404, message: "NOT_FOUND" },
  /** A push whose first new `mid` is not the one after the server's: resend from `lastMutationId`. */
  MUTATION_OUT_OF_ORDER: { status: 409, message: "MUTATION_OUT_OF_ORDER" },

  // Sign-in
  USER_NOT_FOUND: { status: 404, message: "USER_NOT_FOUND" },
  INVALID_CREDENTIALS: { status: 401, message: "INVALID_CREDENTIALS" },
  USER_INACTIVED: { status: 403, message: "USER_INACTIVED" },

  // Identity provider
  INVALID_GOOGLE_TOKEN: { status: 401, message: "invalid google token" },
  GOOGLE_USER_NOT_FOUND: { status: 404, message: "user not found" },
  GOOGLE_USER_ALREADY_EXISTS: { status: 409, message: "user already exists" },
  GOOGLE_EMAIL_UNVERIFIED: { status: 403, message: "google email not verified" },

  // Sign-up and activation
  TERMS_NOT_ACCEPTED: { status: 400, message: "TERMS_NOT_ACCEPTED" },
  USER_ALREADY_EXISTS: { status: 409, message: "USER_ALREADY_EXISTS" },
  EMAIL_ALREADY_IN_USE: { status: 409, message: "EMAIL_ALREADY_IN_USE" },
  USER_ALREADY_ACTIVATED: { status: 409, message: "USER_ALREADY_ACTIVATED" },
  ACTIVATION_TOKEN_NOT_FOUND: { status: 404, message: "Enlace de activación no válido" },

  // Forgot and reset password
  ACCOUNT_NOT_FOUND: { status: 404, message: "user not found" },
  RESET_PASSWORDS_DONT_MATCH: { status: 400, message: "passwords don't match" },
  RESET_PASSWORD_TOO_SHORT: { status: 400, message: "password must be at least 8 characters" },
  RESET_PASSWORD_FORMAT: {
    status: 400,
    message: "password must contain a lowercase letter, an uppercase letter and a number",
  },
  MISSING_CREDENTIALS_HEADER: { status: 400, message: "MISSING_CREDENTIALS_HEADER" },
  MISSING_PASSWORD_FIELD: { status: 400, message: "MISSING_PASSWORD_FIELD" },
  MISSING_CONFIRM_PASSWORD_FIELD: { status: 400, message: "MISSING_CONFIRM_PASSWORD_FIELD" },
  MISSING_TOKEN: { status: 400, message: "MISSING_TOKEN" },
  INVALID_TOKEN: { status: 400, message: "INVALID_TOKEN" },
  UNAUTHORIZED_USER: { status: 401, message: "UNAUTHORIZED_USER" },

  // The account's own controls
  /** The current password given to change the password or email, or to delete the account, is wrong. */
  WRONG_PASSWORD: { status: 403, message: "WRONG_PASSWORD" },
  /** The account signs in with Google only: there is no password to check or change. */
  NO_PASSWORD: { status: 409, message: "NO_PASSWORD" },
  /** Deleting the account needs the password, or a Google sign-in made just now. */
  ACCOUNT_PROOF_REQUIRED: { status: 400, message: "ACCOUNT_PROOF_REQUIRED" },
  SESSION_NOT_FOUND: { status: 404, message: "SESSION_NOT_FOUND" },

  // Notifications
  NOTIFICATIONS_NOT_FOUND: { status: 404, message: "No notifications found" },
  /** A push endpoint whose host is not on the public internet, or does not resolve. */
  PUSH_ENDPOINT_UNREACHABLE: { status: 400, message: "PUSH_ENDPOINT_UNREACHABLE" },

  // Garage (Spanish server messages)
  SOMETHING_FAILED: { status: 400, message: "Ocurrio un error" },
  LIMITS_FAILED: { status: 400, message: "Error obteniendo límites" },
  RATING_FAILED: { status: 400, message: "Error al enviar la valoración" },
  TRANSFER_CLAIM_FAILED: { status: 400, message: "Algo salio mal!" },
  TRANSFER_NOT_PERMITTED: { status: 203, message: "No tienes los permisos necesarios" },
  REFUELS_NOT_FOUND: { status: 404, message: "No encontramos recargas" },
  STATS_NOT_FOUND: { status: 404, message: "No encontramos estadísticas" },
  SERVICES_NOT_FOUND: { status: 404, message: "No encontramos servicios" },
  REFUEL_NOT_FOUND: { status: 404, message: "No encontramos el refuel" },
  REMINDER_NOT_FOUND: { status: 404, message: "REMINDER_NOT_FOUND" },
  EXPENSE_NOT_FOUND: { status: 404, message: "EXPENSE_NOT_FOUND" },
  TYRE_SET_NOT_FOUND: { status: 404, message: "TYRE_SET_NOT_FOUND" },
  TYRE_EVENT_NOT_FOUND: { status: 404, message: "TYRE_EVENT_NOT_FOUND" },
  TREAD_READING_NOT_FOUND: { status: 404, message: "TREAD_READING_NOT_FOUND" },
  /** The vehicle already keeps `tyreLimits.setsPerVehicle` sets. */
  TYRE_SET_LIMIT: { status: 409, message: "TYRE_SET_LIMIT" },
  RECALL_NOT_FOUND: { status: 404, message: "RECALL_NOT_FOUND" },

  // Receipts, photos and papers
  ATTACHMENT_NOT_FOUND: { status: 404, message: "ATTACHMENT_NOT_FOUND" },
  /** The entry already has `attachmentLimits.perRecord` files, or the account `perUser`. */
  ATTACHMENT_LIMIT: { status: 409, message: "ATTACHMENT_LIMIT" },
  /** The file is not uploaded yet: the device that made it has not been online since. */
  ATTACHMENT_NOT_UPLOADED: { status: 409, message: "ATTACHMENT_NOT_UPLOADED" },
  /** The upload is not the file its record describes (its size, type or digest differ). */
  ATTACHMENT_MISMATCH: { status: 422, message: "ATTACHMENT_MISMATCH" },
  /** The file's bytes are neither a JPEG, PNG or WebP image nor a PDF. */
  ATTACHMENT_TYPE: { status: 415, message: "ATTACHMENT_TYPE" },
  /** Larger than the type allows (`maxBytesOf`). */
  ATTACHMENT_TOO_LARGE: { status: 413, message: "ATTACHMENT_TOO_LARGE" },
  /** The account has as many uploads streaming as it may: the phone sends this one later. */
  UPLOADS_PER_ACCOUNT: { status: 429, message: "UPLOADS_PER_ACCOUNT" },
  /** The server streams as many uploads as it may at once: try again shortly. */
  UPLOADS_BUSY: { status: 503, message: "UPLOADS_BUSY" },
  /** The upload sent nothing for too long, or took too long in all. */
  UPLOAD_TIMEOUT: { status: 408, message: "UPLOAD_TIMEOUT" },
  /** The account's plan has no room left for this file (`storageQuotaBytes`). */
  STORAGE_QUOTA_EXCEEDED: { status: 413, message: "STORAGE_QUOTA_EXCEEDED" },
  /** No shared history under this link: never made, revoked, or past its time. */
  HISTORY_LINK_NOT_FOUND: { status: 404, message: "HISTORY_LINK_NOT_FOUND" },
  /** The account has `historyLinkLimits.activePerUser` links that still work. */
  HISTORY_LINK_LIMIT: { status: 409, message: "HISTORY_LINK_LIMIT" },
  /** Nothing of this vehicle is coming due under that id within the shop panel's window. */
  DUE_ITEM_NOT_FOUND: { status: 404, message: "DUE_ITEM_NOT_FOUND" },
  /** A file a workshop signed with its entry: only that workshop may take it out. */
  SIGNED_FILE: { status: 409, message: "SIGNED_FILE" },
  /** The owner was already reminded of this item (its current occurrence), by this shop or another. */
  ALREADY_REMINDED: { status: 409, message: "ALREADY_REMINDED" },
  /** The shop reminded this owner as often as a week allows. */
  SHOP_REMINDER_LIMIT: { status: 429, message: "SHOP_REMINDER_LIMIT" },
  OWNER_NOT_FOUND: { status: 404, message: "Usuario no encontrado" },
  VEHICLE_NOT_FOUND: { status: 404, message: "No se encontro ningun vehiculo" },
  NO_VEHICLES: { status: 404, message: "No tienes vehiculos registrados" },
  USER_LOOKUP_FAILED: { status: 404, message: "Error buscando el usuario" },
  PLAN_LIMIT_EXCEEDED: { status: 403, message: "Plan limit exceeded" },
  /** The vehicle is past its owner's plan's limit (after a downgrade): shown, synced, exported, not changed. */
  VEHICLE_READ_ONLY: { status: 403, message: "VEHICLE_READ_ONLY" },
  ID_ALREADY_USED: { status: 409, message: "ID_ALREADY_USED" },
  INTEGRATION_DISCONNECT_FAILED: { status: 400, message: "Error al desconectar la integración" },
  SERVER_ERROR: { status: 500, message: "Error en el servidor" },

  // Sharing, plans and shops
  SHARE_GRANT_INVALID: { status: 400, message: "Código de acceso no válido o vencido" },
  SHARE_OWN_VEHICLE: { status: 400, message: "Ya eres el dueño de este vehículo" },
  SHARE_GRANT_USED: { status: 409, message: "Este código de acceso ya se usó" },
  SHARE_GRANT_SUPERSEDED: { status: 409, message: "El dueño cambió este acceso después de crear el código" },
  PLAN_FEATURE_REQUIRED: { status: 403, message: "Tu plan no incluye esta función" },
  SHARE_NOT_FOUND: { status: 404, message: "No encontramos ese acceso" },
  SHOP_ALREADY_EXISTS: { status: 409, message: "Ya tienes una tienda registrada" },
  /** No voucher has this code: mistyped, or made up (its tag does not check). */
  VOUCHER_INVALID: { status: 400, message: "VOUCHER_INVALID" },
  /** The voucher was redeemed already, by this account or another. */
  VOUCHER_USED: { status: 409, message: "VOUCHER_USED" },
  /** The voucher's last day to be redeemed has passed. */
  VOUCHER_EXPIRED: { status: 410, message: "VOUCHER_EXPIRED" },
  /** Too many codes tried in a short time: guesses are capped per account. */
  VOUCHER_TRIES: { status: 429, message: "VOUCHER_TRIES" },
  /** No payment provider is configured: plans switch at once (test mode). */
  BILLING_TEST_MODE: { status: 409, message: "BILLING_TEST_MODE" },
  /** With a payment provider configured, a paid plan is bought at its checkout, not chosen. */
  PAYMENT_REQUIRED: { status: 402, message: "PAYMENT_REQUIRED" },
  /**
   * The account's subscription at the provider still renews: a second checkout would charge both.
   * Another plan is bought once this one is cancelled (in the provider's portal).
   */
  SUBSCRIPTION_ACTIVE: { status: 409, message: "SUBSCRIPTION_ACTIVE" },
  /** The account has paid nothing through the provider: it has no portal there. */
  NO_SUBSCRIPTION: { status: 404, message: "NO_SUBSCRIPTION" },
  /** A webhook whose signature does not check, is too old (a replay), or is no event. */
  WEBHOOK_REFUSED: { status: 400, message: "WEBHOOK_REFUSED" },
  /** The payment provider could not be reached or refused the call: try again. */
  BILLING_PROVIDER_FAILED: { status: 502, message: "BILLING_PROVIDER_FAILED" },

  // The calendar feed and API keys
  /** No feed at that address: never made, revoked, or ended by a new password. */
  CALENDAR_NOT_FOUND: { status: 404, message: "CALENDAR_NOT_FOUND" },
  /** The account has `apiKeysPerUser` keys: one must be revoked first. */
  API_KEY_LIMIT: { status: 409, message: "API_KEY_LIMIT" },
  API_KEY_NOT_FOUND: { status: 404, message: "API_KEY_NOT_FOUND" },
  /** An API key was sent where only a session may act (the account, keys), or past its scope. */
  API_KEY_SCOPE: { status: 403, message: "API_KEY_SCOPE" },
  /** The account has `webhooksPerUser` endpoints: one must be deleted first. */
  WEBHOOK_LIMIT: { status: 409, message: "WEBHOOK_LIMIT" },
  WEBHOOK_NOT_FOUND: { status: 404, message: "WEBHOOK_NOT_FOUND" },
  /** The target is not `https:` on a public address (loopback, private, link-local… are refused). */
  WEBHOOK_UNREACHABLE: { status: 400, message: "WEBHOOK_UNREACHABLE" },

  // Integrations
  MISSING_PARAMS: { status: 400, message: "missingParams" },
  USER_NOT_AUTHENTICATED: { status: 401, message: "userNotAuthenticated" },
  INTEGRATION_FAILED: { status: 502, message: "integrationFailed" },
  INTEGRATION_NOT_FOUND: { status: 404, message: "integration not found" },
  INTEGRATION_UNAVAILABLE: { status: 503, message: "integration not available" },

  // A request that breaks a rule of SPEC §5: the message is the rule's key (see toFieldErrors).
  VALIDATION_FAILED: { status: 400, message: "invalidOption" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof apiErrors;

/** The reply envelope of SPEC §7: `code` repeats the HTTP status. */
export interface ApiErrorBody {
  code: number;
  message: string;
}

/** The body for a catalogue error; `message` overrides the catalogue text (plan limits, rule keys). */
export function apiErrorBody(code: ApiErrorCode, message?: string): ApiErrorBody {
  const entry = apiErrors[code];
  return { code: entry.status, message: message ?? entry.message };
}

/**
 * Rules whose refusal the server reports with a catalogue code instead of the rule's key (SPEC §8
 * gives sign-up's unticked terms as TERMS_NOT_ACCEPTED).
 */
export const apiErrorForMessageKey: Partial<Record<MessageKey, ApiErrorCode>> = {
  termsRequired: "TERMS_NOT_ACCEPTED",
};
