import type { Country, signUpCountries } from "./regions.js";

/** The product version shown in the landing footer and reported by `/api/health` (SPEC §1). */
export const appVersion = "2.14.0";

export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];
/** The app speaks Spanish until the user or the browser says otherwise (SPEC §1). */
export const defaultLanguage: Language = "es";
/** What the sign-up request sends when nothing is stored (SPEC §1). */
export const signUpFallbackLanguage: Language = "en";

/** Keeps the part before the dash ("es-PA" → "es") when it is a language we speak. */
export function languageFromLocale(locale: string | undefined): Language | undefined {
  const base = locale?.split("-")[0]?.toLowerCase();
  return languages.find((language) => language === base);
}

export { type Country, countries, countryCode, countryOfLocale, signUpCountries } from "./regions.js";
/** A user with no country on record is in Panama; the sign-up form starts at "none" (SPEC §3, §5). */
export const defaultUserCountry: Country = "panama";
export const defaultSignUpCountry = "none" satisfies (typeof signUpCountries)[number];

/** Persistent storage keys of the PWA (SPEC §9). */
export const storageKeys = {
  user: "user",
  token: "token",
  vehicle: "vehicle",
  apiDomain: "apiDomain",
  lang: "lang",
  /** The username of an account signed up on this device and not yet signed in: sign-in starts with it. */
  signedUpAs: "signedUpAs",
  /** Why the server ended the last session (and whose it was), until someone signs in again. */
  endedSession: "endedSession",
  /** The server's last `GET /config` reply: offline, plan cards still show the operator's prices. */
  clientConfig: "clientConfig",
} as const;

/** Delays and periods of SPEC §9, in milliseconds unless the name says seconds. */
export const timing = {
  transferLifetimeSeconds: 30,
  transferPollMs: 2_000,
  /** A share QR can be scanned for this long; the owner revokes access separately. */
  shareGrantLifetimeSeconds: 600,
  activationRedirectMs: 2_000,
  integrationCallbackRedirectMs: 2_000,
  landingRedirectMs: 500,
  simulatedShopSubmitMs: 1_000,
} as const;

/** How many rows each list shows or fetches (SPEC §9). */
export const listSizes = {
  vehicleLatestItems: 3,
  maintenanceList: 10,
  servicesDefault: 10,
  notificationDropdown: 5,
  descriptionPreviewChars: 50,
} as const;

/** QR code sizes in CSS pixels (SPEC §2). */
export const qrSizes = {
  default: 128,
  share: 150,
  details: 180,
  transfer: 250,
} as const;

/** Date-picker behaviour (SPEC §9). */
export const datePicker = {
  slotMinutes: 30,
  yearListLength: 12,
  format: "MMM dd, yyyy HH:mm",
} as const;

export const ratingRange = { min: 1, max: 5 } as const;
