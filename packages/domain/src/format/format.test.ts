import { describe, expect, it } from "vitest";
import { calendarDaysBetween, dayKey, inMonthOf, monthKey } from "./calendar.js";
import { relativeDate, relativeDay, shortDate } from "./relative-date.js";
import { formatAmount, formatBytes, formatKm, formatLitres } from "./units.js";

const now = new Date("2026-11-22T15:00:00.000Z");

describe("relativeDay", () => {
  it("says today, then days ago, then the date", () => {
    expect(relativeDay(new Date("2026-11-22T08:05:00.000Z"), now, "en")).toBe("today");
    expect(relativeDay(new Date("2026-11-19T12:00:00.000Z"), now, "es")).toBe("hace 3 días");
    expect(relativeDay(new Date("2026-11-14T12:00:00.000Z"), now, "en")).toBe("Nov 14, 2026");
  });
});

describe("relativeDate", () => {
  it("shows the time for today", () => {
    expect(relativeDate(new Date("2026-11-22T08:05:00.000Z"), now, "en")).toMatch(/08:05/);
    expect(relativeDate(new Date("2026-11-22T08:05:00.000Z"), now, "es")).toMatch(/8:05/);
  });

  it("says yesterday in each language", () => {
    expect(relativeDate(new Date("2026-11-21T23:59:00.000Z"), now, "en")).toBe("yesterday");
    expect(relativeDate(new Date("2026-11-21T00:01:00.000Z"), now, "es")).toBe("ayer");
  });

  it("counts days up to 7 and then shows a short date", () => {
    expect(relativeDate(new Date("2026-11-19T12:00:00.000Z"), now, "en")).toBe("3 days ago");
    expect(relativeDate(new Date("2026-11-15T12:00:00.000Z"), now, "es")).toBe("hace 7 días");
    expect(relativeDate(new Date("2026-11-14T12:00:00.000Z"), now, "en")).toBe("Nov 14, 2026");
    expect(relativeDate(new Date("2026-11-14T12:00:00.000Z"), now, "es")).toBe(
      shortDate(new Date("2026-11-14T12:00:00.000Z"), "es"),
    );
  });

  it("shows a future date as a date", () => {
    expect(relativeDate(new Date("2026-12-01T12:00:00.000Z"), now, "en")).toBe("Dec 1, 2026");
  });

  it("reads today and yesterday in the user's time zone", () => {
    // 03:00 UTC on the 22nd is still the 21st in Panama.
    expect(relativeDate(new Date("2026-11-22T03:00:00.000Z"), now, "en", "America/Panama")).toBe("yesterday");
  });
});

describe("calendar", () => {
  it("gives day and month keys and whole days between", () => {
    expect(dayKey(now)).toBe("2026-11-22");
    expect(monthKey(now, "Asia/Tokyo")).toBe("2026-11");
    expect(calendarDaysBetween(new Date("2026-10-30T23:00:00.000Z"), now)).toBe(23);
  });

  it("reads a UTC day as Intl's calendar does, at hours across a leap year and its edges", () => {
    const calendar = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", dateStyle: "short" });
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = new Date(Date.UTC(2027, 11, 1) + hour * 3_600_000 - 999);
      expect(dayKey(instant, "UTC")).toBe(calendar.format(instant));
    }
  });
});

describe("inMonthOf", () => {
  it("places an instant in the month its zone sees, at both edges, and agrees with monthKey on every hour of a year", () => {
    const inNovemberPanama = inMonthOf("2026-11", "America/Panama");
    // 20:00 on 31 October in Panama is 1 November in UTC: still October there.
    expect(inNovemberPanama("2026-11-01T01:00:00.000Z")).toBe(false);
    expect(inNovemberPanama("2026-11-01T05:00:00.000Z")).toBe(true);
    expect(inNovemberPanama("2026-12-01T04:59:59.000Z")).toBe(true);
    expect(inNovemberPanama("2026-12-01T05:00:00.000Z")).toBe(false);
    expect(inMonthOf("2026-11", "Pacific/Kiritimati")("2026-10-31T10:00:00.000Z")).toBe(true);
    for (const zone of ["UTC", "Europe/Madrid", "America/Caracas", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const inMarch = inMonthOf("2026-03", zone);
      for (let hour = 0; hour < 366 * 24; hour += 7) {
        const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
        expect(inMarch(instant.toISOString())).toBe(monthKey(instant, zone) === "2026-03");
      }
    }
  });
});

describe("units", () => {
  it("shows dollars with two decimals, litres as lts (L in English) and distances as km", () => {
    expect(formatAmount(1234.5, "en")).toBe("$1,234.50");
    expect(formatAmount(3, "es")).toBe("$3,00");
    expect(formatLitres(30.5, "en")).toBe("30.5 L");
    expect(formatLitres(30.5, "es")).toBe("30,5 lts");
    expect(formatKm(12345, "en")).toBe("12,345 km");
  });
});

describe("file sizes", () => {
  it("reads in the step that fits, in the user's language", () => {
    expect(formatBytes(512, "en")).toBe("512 bytes");
    expect(formatBytes(46, "es")).toBe("46 bytes");
    expect(formatBytes(245_760, "en")).toBe("240 kB");
    expect(formatBytes(3_565_158, "es")).toBe("3,4 MB");
    expect(formatBytes(20 * 1_073_741_824, "en")).toBe("20 GB");
  });
});
