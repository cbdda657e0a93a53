import { z } from "zod";

export const usernameMinLength = 6;
export const passwordMinLength = 8;

/** Letters and digits only, so it also starts with one (SPEC §5 "usernameFormat"). */
const usernamePattern = /^[A-Za-z0-9]+$/;

export const usernameSchema = z
  .string({ error: "required" })
  .min(1, { error: "required" })
  .min(usernameMinLength, { error: "usernameLength" })
  .max(64, { error: "maxLength" })
  .regex(usernamePattern, { error: "usernameFormat" });

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit (SPEC §5). */
export const passwordSchema = z
  .string({ error: "required" })
  .min(1, { error: "required" })
  .min(passwordMinLength, { error: "passwordLength" })
  .max(256, { error: "maxLength" })
  .regex(/[A-Z]/, { error: "passwordFormat" })
  .regex(/[a-z]/, { error: "passwordFormat" })
  .regex(/[0-9]/, { error: "passwordFormat" });

/** The live checklist under the sign-up password field (SPEC §2). */
export interface PasswordChecklist {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  match: boolean;
}

export function passwordChecklist(password: string, confirmation: string): PasswordChecklist {
  return {
    length: password.length >= passwordMinLength,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    match: password.length > 0 && password === confirmation,
  };
}

export const passwordConfirmationSchema = z.string({ error: "required" }).min(1, { error: "required" });

/** The confirmation must repeat the password; the refusal shows under the confirmation. */
export function passwordsMatch(pair: { password: string; passwordConfirmation: string }): boolean {
  return pair.password === pair.passwordConfirmation;
}
export const passwordsDontMatchIssue = { error: "passwordsDontMatch", path: ["passwordConfirmation"] };

export const emailSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(254, { error: "maxLength" })
  .pipe(z.email({ error: "invalidEmail" }))
  .transform((email) => email.toLowerCase());
