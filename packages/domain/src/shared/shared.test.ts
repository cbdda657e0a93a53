import { describe, expect, it } from "vitest";
import { z } from "zod";
import { languageFromLocale } from "../app/constants.js";
import { dateAhead, dateInputSchema } from "./dates.js";
import { firstMessageKey, toFieldErrors } from "./field-errors.js";
import { idSchema, uuidV7 } from "./ids.js";
import { optionalAmount, optionalInteger } from "./numbers.js";
import { capitalise, truncate } from "./text.js";

describe("uuidV7", () => {
  it("makes a valid UUIDv7 that sorts by time", () => {
    const random = new Uint8Array(10).fill(0xff);
    const early = uuidV7(1_700_000_000_000, random);
    const late = uuidV7(1_700_000_000_001, new Uint8Array(10));
    expect(idSchema.safeParse(early).success).toBe(true);
    expect(early[14]).toBe("7");
    expect(["8", "9", "a", "b"]).toContain(early[19]);
    expect(early < late).toBe(true);
    expect(early.slice(0, 13)).toBe("018bcfe5-6800");
  });

  it("refuses an id in capitals, which would name another row or file (the user test's probe)", () => {
    const id = uuidV7(1_700_000_000_000, new Uint8Array(10).fill(0xab));
    expect(idSchema.safeParse(id.toUpperCase()).success).toBe(false);
    expect(idSchema.safeParse(id).success).toBe(true);
  });

  it("needs ten random bytes", () => {
    expect(() => uuidV7(0, new Uint8Array(4))).toThrow(RangeError);
  });
});

describe("toFieldErrors", () => {
  it("keeps the first key of each field and puts field-less errors under _form", () => {
    const schema = z
      .object({ a: z.string().min(3, { error: "minLength" }).regex(/x/, { error: "phone" }) })
      .refine(() => false, {
        error: "nothingToUpdate",
      });
    const result = schema.safeParse({ a: "y" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual({
      a: { key: "minLength", minimum: 3 },
      _form: { key: "nothingToUpdate" },
    });
    const formLevel = schema.safeParse({ a: "xxx" });
    if (formLevel.success) return;
    expect(toFieldErrors(formLevel.error)).toEqual({ _form: { key: "nothingToUpdate" } });
  });

  it("turns zod's own messages into generic keys and reports maxima", () => {
    const result = z
      .object({ n: z.number(), s: z.string().max(2, { error: "maxLength" }), e: z.literal("x") })
      .safeParse({
        n: "1",
        s: "abc",
        e: "y",
      });
    if (result.success) throw new Error("should fail");
    expect(toFieldErrors(result.error)).toEqual({
      n: { key: "required" },
      s: { key: "maxLength", maximum: 2 },
      e: { key: "invalidOption" },
    });
    expect(firstMessageKey(result.error)).toBe("required");
    expect(firstMessageKey(new z.ZodError([]))).toBe("invalidOption");
  });
});

describe("dates", () => {
  it("reads a calendar date as noon UTC and a Date as its ISO string", () => {
    expect(dateInputSchema.parse("2026-12-01")).toBe("2026-12-01T12:00:00.000Z");
    expect(dateInputSchema.parse(new Date("2026-12-01T08:00:00.000Z"))).toBe("2026-12-01T08:00:00.000Z");
    expect(dateInputSchema.safeParse(new Date("nope")).success).toBe(false);
  });

  it("takes no date before 1900 nor from 2200 on", () => {
    for (const outside of ["9999-12-31", "1899-12-31", "2200-01-01T00:00:00.000Z"]) {
      const result = dateInputSchema.safeParse(outside);
      expect(result.success, outside).toBe(false);
      if (!result.success) expect(firstMessageKey(result.error)).toBe("dateOutOfRange");
    }
    expect(dateInputSchema.safeParse("1900-01-01").success).toBe(true);
  });

  it("tells an entry dated past tomorrow of whoever logs it", () => {
    const now = "2026-11-28T20:00:00.000Z";
    expect(dateAhead("2026-11-29T12:00:00.000Z", now)).toBe(false);
    expect(dateAhead("2026-11-30T12:00:00.000Z", now)).toBe(true);
  });
});

describe("text", () => {
  it("capitalises the first letter and truncates with an ellipsis", () => {
    expect(capitalise("")).toBe("");
    expect(capitalise("ñandú")).toBe("Ñandú");
    expect(truncate("short", 50)).toBe("short");
    expect(truncate("abcdef", 3)).toBe("abc…");
  });
});

describe("languageFromLocale", () => {
  it("keeps the part before the dash when we speak it", () => {
    expect(languageFromLocale("es-PA")).toBe("es");
    expect(languageFromLocale("EN")).toBe("en");
    expect(languageFromLocale("fr-FR")).toBeUndefined();
    expect(languageFromLocale(undefined)).toBeUndefined();
  });
});

describe("numbers typed as text", () => {
  it("reads decimal numbers with a point or a comma, and nothing else", () => {
    const amount = optionalAmount(2, 1_000_000);
    expect(amount.parse("15800")).toBe(15_800);
    expect(amount.parse(" 12,5 ")).toBe(12.5);
    expect(amount.parse(".5")).toBe(0.5);
    expect(amount.parse("")).toBeUndefined();
    for (const notDecimal of ["0x10", "1e3", "0b11", "0o7", "Infinity", "1,234.5", "12 km"]) {
      expect(amount.safeParse(notDecimal).success, notDecimal).toBe(false);
    }
    expect(optionalInteger(0, 100, "invalidNumber").safeParse("0x10").success).toBe(false);
  });
});
