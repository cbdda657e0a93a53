import { describe, expect, it } from "vitest";
import { defaultNotificationSettings, newAccountNotificationSettings } from "../notification/settings.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import {
  forgotPasswordSchema,
  googleSignInSchema,
  googleSignUpSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signInSchema,
  signUpBodySchema,
  signUpCredentialsSchema,
} from "./requests.js";

describe("signInSchema", () => {
  it("requires both fields", () => {
    expect(fieldErrorsOf(signInSchema, { username: " ", password: "" })).toEqual({
      username: { key: "required", minimum: 1 },
      password: { key: "required", minimum: 1 },
    });
  });
});

describe("signUpCredentialsSchema", () => {
  it("accepts a good step 1", () => {
    const credentials = { username: "driver1", password: "Secret123", passwordConfirmation: "Secret123" };
    expect(signUpCredentialsSchema.parse(credentials)).toEqual(credentials);
  });

  it("reports each rule under its field, the mismatch under the confirmation", () => {
    const errors = fieldErrorsOf(signUpCredentialsSchema, {
      username: "ab",
      password: "short",
      passwordConfirmation: "other",
    });
    expect(errors.username?.key).toBe("usernameLength");
    expect(errors.password?.key).toBe("passwordLength");
    expect(errors.passwordConfirmation?.key).toBe("passwordsDontMatch");
  });
});

describe("signUpBodySchema", () => {
  const complete = {
    step: "complete",
    email: "ana@example.com",
    name: "Ana",
    lastname: "Pérez",
    termsAccepted: true,
  };

  it("fills country none and language en when the request leaves them out", () => {
    expect(signUpBodySchema.parse(complete)).toMatchObject({ country: "none", lang: "en" });
  });

  it("needs the terms accepted", () => {
    expect(fieldErrorsOf(signUpBodySchema, { ...complete, termsAccepted: false }).termsAccepted?.key).toBe(
      "termsRequired",
    );
    expect(fieldErrorsOf(signUpBodySchema, { ...complete, termsAccepted: undefined }).termsAccepted?.key).toBe(
      "termsRequired",
    );
  });

  it("needs name and lastname at step 2 but only the email at step 1", () => {
    const errors = fieldErrorsOf(signUpBodySchema, { ...complete, name: " ", lastname: "" });
    expect(errors.name?.key).toBe("required");
    expect(errors.lastname?.key).toBe("required");
    expect(signUpBodySchema.safeParse({ step: "validate", email: "ana@example.com" }).success).toBe(true);
  });

  it("keeps the phone's zone, and drops one this runtime does not know rather than refuse the account", () => {
    expect(signUpBodySchema.parse({ ...complete, timeZone: "America/Panama" })).toMatchObject({
      timeZone: "America/Panama",
    });
    for (const timeZone of ["Mars/Olympus_Mons", "x".repeat(65), 42, undefined]) {
      const parsed = signUpBodySchema.parse({ ...complete, timeZone });
      expect(newAccountNotificationSettings("timeZone" in parsed ? parsed.timeZone : undefined)).toEqual(
        defaultNotificationSettings,
      );
    }
    expect(newAccountNotificationSettings("America/Panama").timeZone).toBe("America/Panama");
  });

  it("refuses an unknown step or country", () => {
    expect(signUpBodySchema.safeParse({ ...complete, step: "other" }).success).toBe(false);
    expect(fieldErrorsOf(signUpBodySchema, { ...complete, country: "mars" }).country?.key).toBe("invalidOption");
  });
});

describe("identity-provider requests", () => {
  it("needs the token and completes with terms", () => {
    expect(googleSignInSchema.parse({ googleToken: "t" })).toEqual({ googleToken: "t", lang: "en" });
    expect(googleSignUpSchema.safeParse({ step: "validate", googleToken: "t" }).success).toBe(true);
    const refused = fieldErrorsOf(googleSignUpSchema, { step: "complete", googleToken: "t", termsAccepted: false });
    expect(refused.termsAccepted?.key).toBe("termsRequired");
  });
});

describe("password recovery", () => {
  it("needs a valid email to ask for a reset", () => {
    expect(fieldErrorsOf(forgotPasswordSchema, { email: "nope" }).email?.key).toBe("invalidEmail");
    expect(forgotPasswordSchema.parse({ email: "a@b.co", lang: "es" })).toEqual({ email: "a@b.co", lang: "es" });
  });

  it("needs a token in the reset link", () => {
    const errors = fieldErrorsOf(resetPasswordFormSchema, {
      token: "",
      password: "Secret123",
      passwordConfirmation: "Secret123",
    });
    expect(errors.token?.key).toBe("invalidToken");
  });

  it("applies the password rules and the match to a reset", () => {
    expect(resetPasswordSchema.safeParse({ password: "Secret123", passwordConfirmation: "Secret123" }).success).toBe(
      true,
    );
    expect(
      fieldErrorsOf(resetPasswordSchema, { password: "secret123", passwordConfirmation: "secret123" }).password?.key,
    ).toBe("passwordFormat");
    expect(
      fieldErrorsOf(resetPasswordSchema, { password: "Secret123", passwordConfirmation: "" }).passwordConfirmation?.key,
    ).toBe("required");
  });
});
