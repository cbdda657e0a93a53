import { describe, expect, it } from "vitest";
import { nextId } from "../testing/fixtures.js";
import { latestNotifications, type Notification, unreadCount, withoutRepeatedDue } from "./notification.js";

const notification = (day: number, read: boolean): Notification => ({
  _id: nextId(),
  message: `n${day}`,
  read,
  createdAt: `2026-11-${String(day).padStart(2, "0")}T12:00:00.000Z`,
});

describe("notifications", () => {
  const all = [1, 9, 3, 7, 5, 2].map((day) => notification(day, day % 2 === 0));

  it("drops down the 5 newest", () => {
    expect(latestNotifications(all).map((n) => n.message)).toEqual(["n9", "n7", "n5", "n3", "n2"]);
  });

  it("counts the unread ones for the badge", () => {
    expect(unreadCount(all)).toBe(5);
    expect(unreadCount(all.map((n) => ({ ...n, read: true })))).toBe(0);
  });

  it("shows a workshop's reminder of an item once, instead of the device's own notice of it (the user test's M8)", () => {
    const due = (params: Record<string, string>): Notification => ({
      ...notification(3, false),
      key: "due",
      params: { vehicleId: "v1", item: "service", ...params },
    });
    const own = due({});
    const fromShop = due({ shop: "Taller Martínez" });
    const otherItem = due({ item: "insurance" });
    expect(withoutRepeatedDue([own, fromShop, otherItem])).toEqual([fromShop, otherItem]);
    expect(withoutRepeatedDue([own, otherItem])).toEqual([own, otherItem]);
  });
});
