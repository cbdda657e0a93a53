import { describe, expect, it } from "vitest";
import { aMaintenance, aRefuel, aVehicle } from "../testing/fixtures.js";
import { calendarEvents, calendarFeed } from "./calendar-feed.js";
import { type DueItem, dueItems } from "./due.js";

const now = new Date("2026-12-01T15:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** A car serviced every 10,000 km, last at 10,000 km 90 days ago, now at `odometer`. */
function drivenCar(odometer: number, insuranceDate: string | null = null) {
  const vehicle = aVehicle({
    _id: "car",
    fullname: "Mazda 3",
    displacement: odometer,
    initialKm: 10_000,
    insuranceDate,
    createdAt: daysAgo(90),
  });
  const service = aMaintenance({ _id: "service", vehicle: "car", kms: 10_000, date: daysAgo(90) });
  const refuels = [aRefuel({ _id: "today", vehicle: "car", displacement: odometer, date: daysAgo(0) })];
  const items = dueItems(vehicle, { maintenances: [service], refuels }, [], now, "UTC");
  return { vehicle, items };
}

const item = (overrides: Partial<DueItem>): DueItem => ({
  id: "insurance",
  occurrence: "insurance@2026-12-20",
  kind: "insurance",
  level: "soon",
  kmLeft: null,
  dueKm: null,
  daysLeft: 19,
  dueDate: "2026-12-20T12:00:00.000Z",
  projection: null,
  snoozed: false,
  entry: null,
  ...overrides,
});

describe("the calendar feed's events", () => {
  it("puts a km-based service on the day the pace reaches it, and a dated item on its date", () => {
    const car = drivenCar(16_000, "2026-12-20T12:00:00.000Z");
    const events = calendarEvents([car], now, "UTC");
    const service = events.find((event) => event.item.id === "service");
    // 6,000 km in 90 days: 4,000 km to go are 60 days ahead.
    expect(service).toMatchObject({ day: "2027-01-30", projected: true, overdue: false, vehicleName: "Mazda 3" });
    expect(events.find((event) => event.item.id === "insurance")).toMatchObject({
      day: "2026-12-20",
      projected: false,
    });
    expect(events.map((event) => event.day)).toEqual([...events.map((event) => event.day)].sort());
  });

  it("shows what is overdue on today, km or date, so it is not lost in the past", () => {
    const car = drivenCar(21_000, "2026-11-20T12:00:00.000Z");
    const events = calendarEvents([car], now, "UTC");
    expect(events.filter((event) => event.overdue).map((event) => [event.item.id, event.day])).toEqual([
      ["insurance", "2026-12-01"],
      ["service", "2026-12-01"],
    ]);
  });

  it("reads the day in the owner's zone: 23:00 in Bogotá is the day before in UTC's", () => {
    const late = item({ dueDate: "2026-12-21T04:00:00.000Z" });
    const [event] = calendarEvents(
      [{ vehicle: { _id: "car", fullname: "Mazda" }, items: [late] }],
      now,
      "America/Bogota",
    );
    expect(event?.day).toBe("2026-12-20");
  });

  it("takes the earlier of an item's date and its projected day", () => {
    const both = item({
      id: "service",
      kmLeft: 9_000,
      dueKm: 20_000,
      projection: { date: "2027-03-01T00:00:00.000Z", kmPerDay: 30 },
      dueDate: "2027-02-01T00:00:00.000Z",
    });
    const [event] = calendarEvents([{ vehicle: { _id: "car", fullname: "Mazda" }, items: [both] }], now, "UTC");
    expect(event).toMatchObject({ day: "2027-02-01", projected: false });
  });

  it("leaves out what cannot be dated and what the pace puts past the horizon", () => {
    const unknownPace = item({ id: "service", dueDate: null, kmLeft: 3_000, projection: { reason: "tooFewReadings" } });
    const far = item({
      id: "part:chain",
      dueDate: null,
      kmLeft: 3_000,
      projection: {
        date: new Date(now.getTime() + (calendarFeed.horizonDays + 1) * 86_400_000).toISOString(),
        kmPerDay: 1,
      },
    });
    expect(
      calendarEvents([{ vehicle: { _id: "bike", fullname: "Bici" }, items: [unknownPace, far] }], now, "UTC"),
    ).toEqual([]);
  });

  it("keeps one event per cycle of an item: its uid names the vehicle and the cycle of the item", () => {
    const [event] = calendarEvents([{ vehicle: { _id: "car", fullname: "Mazda" }, items: [item({})] }], now, "UTC");
    expect(event?.uid).toBe("car.insurance@2026-12-20");
  });
});
