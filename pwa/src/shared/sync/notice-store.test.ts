import "fake-indexeddb/auto";
import { dueNoticeId, garageDue } from "@odo/domain";
import { aVehicle } from "@odo/domain/testing";
import { afterEach, describe, expect, it } from "vitest";
import { OdoDatabase } from "./db.js";
import { writeNotices } from "./notice-store.js";

const now = new Date("2026-11-30T12:00:00.000Z");
const userId = "019ad000-0000-7000-8000-000000000001";
let db: OdoDatabase | undefined;
afterEach(async () => {
  await db?.delete();
});

/** Vehicles whose insurance runs out in three days: one due item each. */
function insuranceDue(count: number) {
  const vehicles = Array.from({ length: count }, (_, index) =>
    aVehicle({
      _id: `019ad000-0000-7000-8000-${String(index + 10).padStart(12, "0")}`,
      insuranceDate: "2026-12-03T00:00:00.000Z",
    }),
  );
  return garageDue({ vehicles, maintenances: [], refuels: [], reminders: [] }, now, "UTC");
}

describe("writeNotices", () => {
  it("writes each item once, skipping those already noticed or told by the server", async () => {
    db = new OdoDatabase(userId);
    const due = insuranceDue(300);
    expect(due).toHaveLength(300);
    const [first, second] = due;
    if (!first || !second) throw new Error("no due items");
    const idOf = ({ vehicle, item }: typeof first) => dueNoticeId(userId, vehicle._id, item.occurrence, item.level);
    await writeNotices(db, userId, [first], now);
    await db.notifications.add({
      _id: idOf(second),
      message: "",
      key: "due",
      params: {},
      read: false,
      createdAt: now.toISOString(),
    });

    const fresh = await writeNotices(db, userId, [...due, first], now);
    expect(fresh.map((notice) => notice._id)).toEqual(due.slice(2).map(idOf));
    expect(await db.notices.count()).toBe(299);
    expect(await writeNotices(db, userId, due, now)).toEqual([]);
  });
});
