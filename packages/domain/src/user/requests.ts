import { z } from "zod";
import { defaultSignUpCountry, signUpCountries, signUpFallbackLanguage } from "../app/constants.js";
import { timeZoneSchema } from "../notification/settings.js";
import { oneOf } from "../shared/one-of.js";
import { controlInLine, requiredText } from "../shared/text.js";
import {
  emailSchema,
  passwordConfirmationSchema,
  passwordSchema,
  passwordsDontMatchIssue,
  passwordsMatch,
  usernameSchema,
} from "./credentials.js";
import { languageSchema } from "./user.js";

/** Sign-up offers SPEC §5's four countries; Units and region offers the rest of the Americas and Spain. */
const signUpCountrySchema = oneOf(signUpCountries);

/** Sign-in form: both fields required ('required field', SPEC §5). */
export const signInSchema = z.object({
  username: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(256, { error: "maxLength" })
    .refine((text) => !controlInLine.test(text), { error: "invalidCharacters" }),
  password: z.string({ error: "required" }).min(1, { error: "required" }).max(256, { error: "maxLength" }),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Sign-up step 1, the part that travels in the `x-credentials` header. */
export const signUpCredentialsSchema = z
  .object({ username: usernameSchema, password: passwordSchema, passwordConfirmation: passwordConfirmationSchema })
  .refine(passwordsMatch, passwordsDontMatchIssue);
export type SignUpCredentials = z.infer<typeof signUpCredentialsSchema>;

/**
 * The phone's zone at sign-up, for the new account's notification settings. A zone this server's
 * runtime does not know is dropped (the account starts in UTC) rather than refusing the sign-up.
 */
const signUpTimeZoneSchema = timeZoneSchema.optional().catch(undefined);

/** Step 2's own fields; the terms box must be ticked (termsRequired). */
export const signUpProfileSchema = z.object({
  name: requiredText(100),
  lastname: requiredText(100),
  country: signUpCountrySchema.default(defaultSignUpCountry),
  termsAccepted: z.boolean({ error: "termsRequired" }).refine((accepted) => accepted, { error: "termsRequired" }),
  timeZone: signUpTimeZoneSchema,
});

const lang = languageSchema.default(signUpFallbackLanguage);

/**
 * `POST /users/signup` body. `validate` checks step 1 (credentials header and email) and creates
 * nothing; `complete` carries step 2 and creates the inactive account.
 */
export const signUpBodySchema = z.discriminatedUnion(
  "step",
  [
    z.object({ step: z.literal("validate"), email: emailSchema, lang }),
    signUpProfileSchema.extend({ step: z.literal("complete"), email: emailSchema, lang }),
  ],
  { error: "invalidOption" },
);
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** Identity-provider sign-in: the ID token plus the language to keep. */
export const googleSignInSchema = z.object({
  googleToken: z.string({ error: "required" }).min(1, { error: "required" }),
  lang,
});

/** Identity-provider sign-up: name and email come from the token, so only step 2's choices travel. */
export const googleSignUpSchema = z.discriminatedUnion(
  "step",
  [
    z.object({ step: z.literal("validate"), googleToken: z.string().min(1, { error: "required" }), lang }),
    z.object({
      step: z.literal("complete"),
      googleToken: z.string().min(1, { error: "required" }),
      country: signUpCountrySchema.default(defaultSignUpCountry),
      termsAccepted: signUpProfileSchema.shape.termsAccepted,
      timeZone: signUpTimeZoneSchema,
      lang,
    }),
  ],
  { error: "invalidOption" },
);

export type GoogleSignUp = z.infer<typeof googleSignUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema, lang });

/** The two passwords of the reset form (and of the reset request's credentials header). */
export const resetPasswordSchema = z
  .object({ password: passwordSchema, passwordConfirmation: passwordConfirmationSchema })
  .refine(passwordsMatch, passwordsDontMatchIssue);

/** The reset form reads its token from the query; without one the link is invalid (invalidToken). */
export const resetPasswordFormSchema = z
  .object({
    token: z.string({ error: "invalidToken" }).min(1, { error: "invalidToken" }),
    password: passwordSchema,
    passwordConfirmation: passwordConfirmationSchema,
  })
  .refine(passwordsMatch, passwordsDontMatchIssue);
