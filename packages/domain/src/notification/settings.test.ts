import { describe, expect, it } from "vitest";
import {
  defaultNotificationSettings,
  digestOpen,
  isoWeekKey,
  notificationSettingsSchema,
  notifiesOn,
  pushSubscriptionSchema,
  quietHoursEnd,
} from "./settings.js";

const vehicleId = "0190a3c4-1a2b-7c3d-8e4f-0123456789ab";
const on = { ...defaultNotificationSettings, push: true, email: true };

describe("notifiesOn", () => {
  it("pushes every step but mails only once an item is due", () => {
    expect(notifiesOn(on, "push", vehicleId, "soon")).toBe(true);
    expect(notifiesOn(on, "email", vehicleId, "soon")).toBe(false);
    expect(notifiesOn(on, "email", vehicleId, "due")).toBe(true);
    expect(notifiesOn(on, "email", vehicleId, "overdue")).toBe(true);
    expect(notifiesOn(on, "push", vehicleId, "ok")).toBe(false);
  });

  it("says nothing on a channel that is off or for a muted vehicle", () => {
    expect(notifiesOn(defaultNotificationSettings, "push", vehicleId, "due")).toBe(false);
    expect(notifiesOn({ ...on, mutedVehicles: [vehicleId] }, "email", vehicleId, "due")).toBe(false);
  });
});

describe("quietHoursEnd", () => {
  const panama = { quietHours: { from: "22:00", to: "07:00" }, timeZone: "America/Panama" };

  it("holds a push sent at night until the morning, in the user's zone", () => {
    // 03:30 UTC is 22:30 the evening before in Panama (UTC-5).
    expect(quietHoursEnd(panama, new Date("2026-11-24T03:30:00Z")).toISOString()).toBe("2026-11-24T12:00:00.000Z");
    // 22:00 sharp is inside; 07:00 sharp is out.
    expect(quietHoursEnd(panama, new Date("2026-11-24T03:00:00Z")).toISOString()).toBe("2026-11-24T12:00:00.000Z");
    const seven = new Date("2026-11-24T12:00:00Z");
    expect(quietHoursEnd(panama, seven)).toBe(seven);
  });

  it("lets a push through in the day, and always when there are no quiet hours", () => {
    const noon = new Date("2026-11-24T17:00:00Z");
    expect(quietHoursEnd(panama, noon)).toBe(noon);
    const night = new Date("2026-11-24T04:00:00Z");
    expect(quietHoursEnd({ ...panama, quietHours: null }, night)).toBe(night);
    expect(quietHoursEnd({ ...panama, quietHours: { from: "09:00", to: "09:00" } }, night)).toBe(night);
  });

  it("handles quiet hours within one day", () => {
    const siesta = { quietHours: { from: "13:00", to: "15:30" }, timeZone: "UTC" };
    expect(quietHoursEnd(siesta, new Date("2026-11-24T14:10:20Z")).toISOString()).toBe("2026-11-24T15:30:00.000Z");
  });
});

describe("the weekly digest", () => {
  it("numbers weeks as ISO does, across the year's end", () => {
    expect(isoWeekKey(new Date("2026-11-23T12:00:00Z"), "UTC")).toBe("2026-W48");
    expect(isoWeekKey(new Date("2027-01-01T12:00:00Z"), "UTC")).toBe("2026-W53");
    expect(isoWeekKey(new Date("2025-12-29T12:00:00Z"), "UTC")).toBe("2026-W01");
    // Monday 02:00 UTC is still Sunday evening in Panama.
    expect(isoWeekKey(new Date("2026-11-23T02:00:00Z"), "America/Panama")).toBe("2026-W47");
  });

  it("opens on Monday at 08:00 local", () => {
    expect(digestOpen(new Date("2026-11-23T07:59:00Z"), "UTC")).toBe(false);
    expect(digestOpen(new Date("2026-11-23T08:00:00Z"), "UTC")).toBe(true);
    expect(digestOpen(new Date("2026-11-29T23:00:00Z"), "UTC")).toBe(true);
  });
});

describe("schemas", () => {
  it("refuses a zone, a time or a subscription key that cannot be right", () => {
    expect(notificationSettingsSchema.safeParse({ ...on, timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ ...on, quietHours: { from: "24:00", to: "07:00" } }).success).toBe(
      false,
    );
    expect(notificationSettingsSchema.safeParse({ ...on, timeZone: "America/Caracas" }).success).toBe(true);
    const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://push.example/abc", keys }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: "javascript:alert(1)", keys }).success).toBe(false);
    const plainHttp = pushSubscriptionSchema.safeParse({ endpoint: "http://push.example/abc", keys });
    expect(plainHttp.error?.issues[0]?.message).toBe("httpsUrl");
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: "https://push.example/abc", keys: { ...keys, auth: "" } }).success,
    ).toBe(false);
  });
});
