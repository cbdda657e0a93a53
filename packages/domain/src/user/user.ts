import { z } from "zod";
import { countries, defaultUserCountry, languages, ratingRange } from "../app/constants.js";
import { integrationNameSchema } from "../integration/integration.js";
import { defaultNotificationSettings, notificationSettingsSchema } from "../notification/settings.js";
import { planSchema } from "../plan/plan-schema.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { oneOf } from "../shared/one-of.js";
import { optionalText, requiredText } from "../shared/text.js";
import { shopTypeSchema } from "../shop/shop.js";
import { defaultUnitPreferences, unitPreferencesSchema } from "../units/units.js";
import { signInMethodsSchema } from "./account.js";

export const countrySchema = oneOf(countries);
export const languageSchema = oneOf(languages);

/** Admins delete maintenance and refuels and wear a badge (SPEC §6); everyone else is a user. */
export const userRoles = ["admin", "user"] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;
export const defaultUserRole: UserRole = "user";

/**
 * What a one-time link sent by mail does: activate a new account, reset a password, or confirm
 * a new email address.
 */
/**
 * Mailed links: activating an account, resetting its password, confirming a new address, and
 * (`emailRevert`, sent to the old address) taking the account back when its address changed
 * without its owner: a new password, and the old address again.
 */
export const oneTimeTokenPurposes = ["activation", "reset", "emailChange", "emailRevert"] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** SPEC §3 "Rating": 1 to 5 stars, the review optional. */
export const ratingSchema = z.object({
  rating: z
    .number({ error: "selectOneStar" })
    .int({ error: "selectOneStar" })
    .min(ratingRange.min, { error: "selectOneStar" })
    .max(ratingRange.max, { error: "selectOneStar" }),
  review: optionalText(1_000, "multi"),
});
export type Rating = z.infer<typeof ratingSchema>;

/** A profile picture is fetched by other people's browsers: only an https address is kept. */
export const pictureUrlSchema = z.url({ protocol: /^https$/, error: "httpsUrl" }).max(2_000, { error: "maxLength" });

/** The user as the server sends it and the PWA stores it (SPEC §3 "User"). */
export const userSchema = z.object({
  _id: idSchema,
  username: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: userRoleSchema,
  subscription: z.object({ plan: planSchema }),
  integrations: z.array(integrationNameSchema),
  rate: z
    .object({ rating: z.number().int().min(ratingRange.min).max(ratingRange.max), review: z.string().optional() })
    .nullable(),
  country: countrySchema.default(defaultUserCountry),
  lang: languageSchema,
  /** The workshop or broker the user runs on the business plan, if any. */
  shop: z.object({ type: shopTypeSchema, name: z.string() }).nullable().default(null),
  /** Units and currency the user reads and types in (Odo stores km, litres and each entry's currency). */
  units: unitPreferencesSchema.default(defaultUnitPreferences),
  /** How reminders reach the user with the app closed. */
  notificationSettings: notificationSettingsSchema.default(defaultNotificationSettings),
  /** How the account signs in: a password, Google, or both. */
  signIn: signInMethodsSchema.default({ password: true, google: false }),
  /** A new address waiting for the link mailed to it; the current `email` stays until then. */
  pendingEmail: z.string().nullable().default(null),
  createdAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

export function isAdmin(user: Pick<User, "role">): boolean {
  return user.role === "admin";
}

/** `PATCH /users/{id}` and the `user.update` mutation: the fields a user may change. */
export const userUpdateSchema = z
  .object({
    name: requiredText(100).optional(),
    lastname: requiredText(100).optional(),
    country: countrySchema.optional(),
    lang: languageSchema.optional(),
    picture: pictureUrlSchema.nullable().optional(),
    /**
     * The settings to change; those left out keep their stored value, so a client written before a
     * setting existed (one that sends no `timeZone`) goes on working.
     */
    notificationSettings: notificationSettingsSchema.partial().optional(),
    units: unitPreferencesSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type UserUpdate = z.infer<typeof userUpdateSchema>;
