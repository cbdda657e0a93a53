import { describe, expect, it } from "vitest";
import { fieldErrorsOf, firstKey } from "../testing/schema-errors.js";
import { emailSchema, passwordChecklist, passwordSchema, usernameSchema } from "./credentials.js";

describe("usernameSchema", () => {
  it("refuses 5 characters and accepts 6", () => {
    expect(firstKey(usernameSchema, "abcd1")).toBe("usernameLength");
    expect(usernameSchema.safeParse("abcde1").success).toBe(true);
  });

  it("refuses a leading symbol and any symbol inside", () => {
    expect(firstKey(usernameSchema, "_abcdef")).toBe("usernameFormat");
    expect(firstKey(usernameSchema, "abc.def")).toBe("usernameFormat");
    expect(firstKey(usernameSchema, "abc def")).toBe("usernameFormat");
  });

  it("accepts letters and digits in any order, digits first too", () => {
    expect(usernameSchema.safeParse("2fast4you").success).toBe(true);
  });

  it("says required when empty", () => {
    expect(firstKey(usernameSchema, "")).toBe("required");
    expect(firstKey(usernameSchema, undefined)).toBe("required");
  });
});

describe("passwordSchema", () => {
  it("accepts 8 characters with upper, lower and a digit", () => {
    expect(passwordSchema.safeParse("Abcdefg1").success).toBe(true);
  });

  it("refuses 7 characters", () => {
    expect(firstKey(passwordSchema, "Abcdef1")).toBe("passwordLength");
  });

  it.each([
    ["no uppercase", "abcdefg1"],
    ["no lowercase", "ABCDEFG1"],
    ["no digit", "Abcdefgh"],
  ])("refuses a password with %s", (_, password) => {
    expect(firstKey(passwordSchema, password)).toBe("passwordFormat");
  });
});

describe("passwordChecklist", () => {
  it("ticks each rule as the user types", () => {
    expect(passwordChecklist("", "")).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      number: false,
      match: false,
    });
    expect(passwordChecklist("Abcdefg1", "Abcdefg1")).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      match: true,
    });
    expect(passwordChecklist("abc", "abd")).toMatchObject({ lowercase: true, uppercase: false, match: false });
  });
});

describe("emailSchema", () => {
  it("trims and lower-cases a valid address", () => {
    expect(emailSchema.parse("  Ana@Example.COM ")).toBe("ana@example.com");
  });

  it("says required when empty and invalidEmail when malformed", () => {
    expect(fieldErrorsOf(emailSchema, "  ")._form?.key).toBe("required");
    expect(fieldErrorsOf(emailSchema, "ana@")._form?.key).toBe("invalidEmail");
  });
});
