import { describe, expect, it } from "vitest";
import type { DueItem } from "../reminder/due.js";
import { comingDueAt, comingDueWithin, shopReminderChannels } from "./coming-due.js";

const now = new Date("2026-11-27T12:00:00.000Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

function item(id: string, more: Partial<DueItem>): DueItem {
  return {
    id,
    occurrence: `${id}:1`,
    kind: "service",
    level: "ok",
    kmLeft: null,
    dueKm: null,
    daysLeft: null,
    dueDate: null,
    projection: null,
    snoozed: false,
    entry: null,
    ...more,
  };
}

describe("what a shop sees coming due", () => {
  it("takes a date item's date and a km item's projected day, soonest first, within the window", () => {
    const items = [
      item("insurance", { kind: "insurance", dueDate: inDays(45), daysLeft: 45 }),
      item("service", { kmLeft: 900, dueKm: 40_000, projection: { date: inDays(20), kmPerDay: 45 } }),
      item("part:brakes", { kind: "part", kmLeft: 5_000, projection: { reason: "notMoving" } }),
      item("taxes", { kind: "taxes", dueDate: inDays(-3), daysLeft: -3, level: "overdue" }),
      item("reminder:x", { kind: "reminder", dueDate: inDays(10), snoozed: true }),
    ];
    expect(comingDueWithin(items, 30, now).map((i) => i.id)).toEqual(["taxes", "service"]);
    expect(comingDueWithin(items, 60, now).map((i) => i.id)).toEqual(["taxes", "service", "insurance"]);
  });

  it("counts a km item already due without a projected day as due now", () => {
    expect(comingDueAt(item("service", { level: "overdue", kmLeft: -200 }), now)).toBe(now.toISOString());
    expect(comingDueAt(item("service", { level: "soon", kmLeft: 300 }), now)).toBeNull();
  });

  it("reaches the owner only where they chose to be reached, and never on a muted vehicle", () => {
    const settings = { push: true, email: false, mutedVehicles: [] as string[] };
    expect(shopReminderChannels(settings, "v1")).toEqual(["push"]);
    expect(shopReminderChannels({ ...settings, email: true }, "v1")).toEqual(["push", "email"]);
    expect(shopReminderChannels({ ...settings, mutedVehicles: ["v1"] }, "v1")).toEqual([]);
  });
});
