import { describe, expect, it } from "vitest";
import {
  historyLinkCreateSchema,
  historyLinkLimits,
  historyLinkPath,
  historyLinkWorks,
  historyTokenSchema,
} from "./history-link.js";

const vehicleId = "01a21c12-c6ea-7ce2-b67f-edd6d8bd0376";

describe("a history shared by link", () => {
  it("shares the whole history without amounts for a month unless the owner says otherwise", () => {
    expect(historyLinkCreateSchema.parse({ vehicleId })).toEqual({
      vehicleId,
      from: null,
      includesAmounts: false,
      days: historyLinkLimits.defaultLifetimeDays,
    });
    expect(
      historyLinkCreateSchema.parse({ vehicleId, from: "2025-01-01", includesAmounts: true, days: 365 }),
    ).toMatchObject({ from: "2025-01-01T12:00:00.000Z", includesAmounts: true, days: 365 });
    expect(historyLinkCreateSchema.safeParse({ vehicleId, days: 3 }).success).toBe(false);
    expect(historyLinkCreateSchema.safeParse({ vehicleId: "not-an-id" }).success).toBe(false);
  });

  it("opens while neither expired nor revoked, at the app's history page", () => {
    const link = { expiresAt: "2026-12-01T00:00:00.000Z", revokedAt: null };
    expect(historyLinkWorks(link, "2026-11-30T23:59:59.000Z")).toBe(true);
    expect(historyLinkWorks(link, "2026-12-01T00:00:00.000Z")).toBe(false);
    expect(historyLinkWorks({ ...link, revokedAt: "2026-11-28T00:00:00.000Z" }, "2026-11-29T00:00:00.000Z")).toBe(
      false,
    );
    expect(historyLinkPath("abcdefghijklmnopqrstuv")).toBe("/history/abcdefghijklmnopqrstuv");
    expect(historyTokenSchema.safeParse("abcdefghijklmnopqrstuv").success).toBe(true);
    expect(historyTokenSchema.safeParse("../../etc/passwd").success).toBe(false);
  });
});
