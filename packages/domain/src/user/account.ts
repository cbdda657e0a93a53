import { z } from "zod";
import { isoDateTimeSchema } from "../shared/dates.js";
import {
  emailSchema,
  passwordConfirmationSchema,
  passwordSchema,
  passwordsDontMatchIssue,
  passwordsMatch,
} from "./credentials.js";

/**
 * The account's own controls (Profile → Account): its email, its password, where it is signed in,
 * and deleting it. They change what the server alone decides (who may sign in, and as whom), so
 * they need a connection; the profile's name, picture and country sync like any other change.
 */

/**
 * The author of entries whose account was deleted: what a workshop or customer logged on someone
 * else's vehicle stays in that vehicle's history, by no one (a shop's name on it stays).
 */
export const formerAccountId = "00000000-0000-0000-0000-000000000000";

/** How the account signs in, for the screens to say what applies to it. */
export const signInMethodsSchema = z.object({ password: z.boolean(), google: z.boolean() });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** `POST /users/password`: the current password, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "required" }).min(1, { error: "required" }).max(256),
    password: passwordSchema,
    passwordConfirmation: passwordConfirmationSchema,
  })
  .refine(passwordsMatch, passwordsDontMatchIssue);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** `POST /users/email`: the new address, and the current password to prove it is the owner asking. */
export const emailChangeSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "required" }).min(1, { error: "required" }).max(256),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** What proves it is the owner deleting the account: the password, or a Google sign-in just now. */
export const accountProofSchema = z.object({
  password: z.string().min(1, { error: "required" }).max(256).optional(),
  googleToken: z.string().min(1, { error: "required" }).max(8_192).optional(),
});
export type AccountProof = z.infer<typeof accountProofSchema>;

/**
 * Sessions one account may hold at once: a new sign-in past this ends the one used longest ago,
 * so nobody can make the server keep an unbounded list.
 */
export const sessionsPerUser = 20;

/** A session seen again counts as seen now once its last sighting is this old (a write, not per request). */
export const sessionSeenEveryMs = 5 * 60_000;

/** What a device's user agent says it is; either part may be unknown. */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

/** One place the account is signed in, as `GET /users/sessions` lists it. */
export const sessionViewSchema = z.object({
  _id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The session the request was made with: this device. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|(?:\b|Headless)Chrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/^curl\//, "curl"],
];
const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome" on "Android" from a user agent, to name a session in the list of signed-in devices. */
export function deviceName(userAgent: string | undefined): DeviceName {
  const agent = userAgent ?? "";
  const match = (patterns: [RegExp, string][]) => patterns.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  return { browser: match(browsers), os: match(systems) };
}
