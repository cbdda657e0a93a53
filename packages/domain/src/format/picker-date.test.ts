import { describe, expect, it } from "vitest";
import { pickerDateText, pickerYears } from "./picker-date.js";

describe("the date picker's text", () => {
  const instant = new Date("2026-11-23T21:07:00.000Z");

  it("follows MMM dd, yyyy HH:mm with the month in the user's language", () => {
    expect(pickerDateText(instant, "en", "UTC")).toBe("Nov 23, 2026 21:07");
    expect(pickerDateText(instant, "es", "UTC")).toBe("nov 23, 2026 21:07");
  });

  it("reads the instant in the person's zone, on a 24-hour clock", () => {
    expect(pickerDateText(instant, "en", "America/Panama")).toBe("Nov 23, 2026 16:07");
    expect(pickerDateText(new Date("2026-01-01T00:30:00.000Z"), "en", "Pacific/Kiritimati")).toBe("Jan 01, 2026 14:30");
    expect(pickerDateText(new Date("2026-09-05T03:00:00.000Z"), "es", "America/Caracas")).toBe("sept 04, 2026 23:00");
  });

  it("offers twelve years, this one the last, as the person's calendar has it", () => {
    expect(pickerYears(instant, "UTC")).toEqual({ first: 2015, last: 2026 });
    expect(pickerYears(new Date("2027-01-01T02:00:00.000Z"), "America/Panama")).toEqual({ first: 2015, last: 2026 });
  });
});
