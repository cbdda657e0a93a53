import { refuelCreateSchema, toFieldErrors } from "@odo/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateFieldValue, entryDate, localDateTimeValue, unreadableDate } from "./format.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("dateFieldValue", () => {
  it("shows nothing for a date the browser could not read, so the person types it again", () => {
    expect(dateFieldValue(unreadableDate)).toBe("");
  });
});

describe("entryDate", () => {
  it("saves an untouched date as the moment of saving, to the millisecond", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:05:42.310Z"), toFake: ["Date"] });
    expect(entryDate("")).toBe("2026-11-23T10:05:42.310Z");
    expect(dateFieldValue("")).toBe(localDateTimeValue(new Date("2026-11-23T10:05:42.310Z")));
  });

  it("keeps an edited entry's own instant while its minute is unchanged, and moves it when picked", () => {
    const stored = "2025-03-02T12:30:17.500Z";
    const shown = localDateTimeValue(new Date(stored));
    expect(entryDate(shown, stored)).toBe(stored);
    const other = localDateTimeValue(new Date("2025-03-02T12:31:00.000Z"));
    expect(entryDate(other, stored)).toBe("2025-03-02T12:31:00.000Z");
    expect(entryDate(other)).toBe("2025-03-02T12:31:00.000Z");
  });

  it("hands a value that is not a date to the rules, which refuse it as not valid", () => {
    expect(entryDate(unreadableDate)).toBe(unreadableDate);
    const parsed = refuelCreateSchema.safeParse({ date: entryDate(unreadableDate), quantity: 1, amount: 1 });
    expect(parsed.success ? undefined : toFieldErrors(parsed.error).date?.key).toBe("invalidDate");
  });
});
