import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aMaintenance, aRefuel, aVehicle, ids, nextId } from "../testing/fixtures.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { type DueItem, dueItems, dueItemsFor, lastServiceEntry, pressingItems } from "./due.js";
import { completedReminder, newReminder, type Reminder, type ReminderCreate } from "./reminder.js";

const now = new Date("2026-11-23T15:00:00.000Z");
const day = 86_400_000;
const daysFromNow = (days: number) => new Date(now.getTime() + days * day).toISOString();

/** A car added on 1 Jan at 10,000 km, serviced every 10,000 km from its last general maintenance. */
const car = (overrides: Partial<Vehicle> = {}) => aVehicle({ displacement: 10_000, initialKm: 10_000, ...overrides });

const reminder = (input: ReminderCreate, createdAt = "2026-01-01T12:00:00.000Z"): Reminder =>
  newReminder(input, { _id: nextId(), vehicleId: ids.vehicle, authorId: ids.owner, now: createdAt });

/**
 * The service its owner logged when adding it (a used car's last service is otherwise unknown and
 * nothing is due): at the km it was added at, the moment it was added.
 */
const serviceWhenAdded = (vehicle: Vehicle) =>
  aMaintenance({ _id: "added", kms: vehicle.initialKm ?? 0, date: vehicle.createdAt });

const itemsOf = (
  vehicle: Vehicle,
  maintenances = [] as ReturnType<typeof aMaintenance>[],
  reminders: Reminder[] = [],
  at = now,
  refuels = [] as ReturnType<typeof aRefuel>[],
) => dueItems(vehicle, { maintenances: [serviceWhenAdded(vehicle), ...maintenances], refuels }, reminders, at);

const byId = (items: DueItem[], id: string) => items.find((item) => item.id === id);

describe("the service interval", () => {
  it("is soon from 75 %, due from 90 % and overdue at 100 % of the interval", () => {
    const level = (odometer: number) => byId(itemsOf(car({ displacement: odometer })), "service")?.level;
    expect(level(17_499)).toBe("ok");
    expect(level(17_500)).toBe("soon");
    expect(level(18_999)).toBe("soon");
    expect(level(19_000)).toBe("due");
    expect(level(19_999)).toBe("due");
    expect(level(20_000)).toBe("overdue");
    const late = byId(itemsOf(car({ displacement: 20_400 })), "service");
    expect(late).toMatchObject({ kmLeft: -400, dueKm: 20_000, occurrence: "service@10000" });
  });

  it("counts from the last maintenance that resets it, which starts a new occurrence", () => {
    const service = byId(itemsOf(car({ displacement: 26_000 }), [aMaintenance({ kms: 25_000 })]), "service");
    expect(service).toMatchObject({ level: "ok", kmLeft: 9_000, occurrence: "service@25000" });
    expect(service?.entry).toEqual({ type: "general", adjustments: [] });
  });

  it("prefills the maintenance that resets it", () => {
    const oil = car({ settings: { maintenanceInterval: 5_000, resetMaintenanceType: "oil" } });
    expect(byId(itemsOf(oil), "service")?.entry).toEqual({ type: "general", adjustments: ["changeOil"] });
  });

  it("is absent without an interval", () => {
    expect(byId(itemsOf(car({ settings: { maintenanceInterval: null, resetMaintenanceType: null } })), "service")).toBe(
      undefined,
    );
  });
});

describe("parts", () => {
  it("follows only parts with a known replacement, each from its own", () => {
    const items = itemsOf(car({ displacement: 60_000 }), [aMaintenance({ adjustments: ["changeBrake"], kms: 25_000 })]);
    expect(items.filter((item) => item.kind === "part").map((item) => item.id)).toEqual(["part:brakes"]);
    // 35,000 of the brakes' 40,000 km: 87.5 %.
    expect(byId(items, "part:brakes")).toMatchObject({ level: "soon", kmLeft: 5_000 });
    expect(byId(items, "part:brakes")?.entry).toEqual({ type: "general", adjustments: ["changeBrake"] });
  });
});

describe("insurance and taxes", () => {
  it("is soon within 30 days, due within 7 and overdue once passed", () => {
    const level = (days: number) => byId(itemsOf(car({ insuranceDate: daysFromNow(days) })), "insurance")?.level;
    expect(level(31)).toBe("ok");
    expect(level(30)).toBe("soon");
    expect(level(8)).toBe("soon");
    expect(level(7)).toBe("due");
    expect(level(0.1)).toBe("due");
    expect(level(-0.1)).toBe("overdue");
    expect(byId(itemsOf(car({ taxesDate: daysFromNow(-3) })), "taxes")).toMatchObject({
      level: "overdue",
      daysLeft: -3,
    });
  });

  it("takes the inspection's date from the newest inspection certificate, shown to the owner and the household", () => {
    const certificate = (expiresOn: string, createdAt: string) => ({
      purpose: "paper" as const,
      paper: "inspection" as const,
      expiresOn,
      createdAt,
    });
    const papers = [
      certificate(daysFromNow(-200), "2025-01-01T12:00:00.000Z"),
      certificate(daysFromNow(5), "2026-01-01T12:00:00.000Z"),
      {
        purpose: "paper" as const,
        paper: "insurance" as const,
        expiresOn: daysFromNow(1),
        createdAt: "2026-02-01T12:00:00.000Z",
      },
    ];
    const items = dueItems(car(), { maintenances: [], refuels: [], attachments: papers }, [], now);
    expect(byId(items, "inspection")).toMatchObject({ kind: "inspection", level: "due", daysLeft: 5 });
    expect(byId(dueItems(car(), { maintenances: [], refuels: [] }, [], now), "inspection")).toBeUndefined();
    expect(dueItemsFor("household", items).some((item) => item.kind === "inspection")).toBe(true);
    expect(dueItemsFor("insuranceBroker", items).some((item) => item.kind === "inspection")).toBe(false);
  });
});

describe("the user's reminders", () => {
  it("reminds a one-off km: soon within 1,000 km, due within 250, and ends with the maintenance it asks for", () => {
    const belt = reminder({ title: "Timing belt", adjustment: "changeOther", dueKm: 12_000 });
    const level = (odometer: number) =>
      byId(itemsOf(car({ displacement: odometer }), [], [belt]), `reminder:${belt._id}`)?.level;
    expect(level(10_999)).toBe("ok");
    expect(level(11_000)).toBe("soon");
    expect(level(11_749)).toBe("soon");
    expect(level(11_750)).toBe("due");
    expect(level(12_000)).toBe("overdue");
    const done = aMaintenance({ adjustments: ["changeOther"], date: "2026-06-01T12:00:00.000Z" });
    expect(byId(itemsOf(car(), [done], [belt]), `reminder:${belt._id}`)).toBeUndefined();
  });

  it("brings a recurring one back from the maintenance that matches it, whichever of km or months comes first", () => {
    const oil = reminder({ adjustment: "changeOil", everyKm: 5_000, everyMonths: 6 });
    const lastChange = aMaintenance({ adjustments: ["changeOil"], kms: 12_000, date: "2026-07-01T12:00:00.000Z" });
    const item = byId(itemsOf(car({ displacement: 13_000 }), [lastChange], [oil]), `reminder:${oil._id}`);
    // 1,000 of 5,000 km used; six months from the July change fall on 1 January.
    expect(item).toMatchObject({ dueKm: 17_000, dueDate: "2027-01-01T12:00:00.000Z", kmLeft: 4_000, level: "ok" });
    expect(item?.entry).toEqual({ type: "general", adjustments: ["changeOil"] });
    const later = byId(
      itemsOf(car({ displacement: 13_000 }), [lastChange], [oil], new Date("2026-12-26T12:00:00.000Z")),
      `reminder:${oil._id}`,
    );
    expect(later?.level).toBe("due");
  });

  it("moves a completed recurring reminder forward, and ends a completed one-off one", () => {
    const rotate = reminder({ title: "Rotate tyres", everyKm: 10_000 });
    const first = byId(itemsOf(car({ displacement: 19_500 }), [], [rotate]), `reminder:${rotate._id}`);
    expect(first).toMatchObject({ dueKm: 20_000, level: "due" });
    const done = completedReminder(rotate, { _id: rotate._id, km: 19_500, date: now.toISOString() }, now.toISOString());
    const next = byId(itemsOf(car({ displacement: 19_500 }), [], [done]), `reminder:${rotate._id}`);
    expect(next).toMatchObject({ dueKm: 29_500, level: "ok" });
    expect(next?.occurrence).not.toBe(first?.occurrence);

    const once = reminder({ title: "Inspection", dueDate: "2026-11-30" });
    const ended = completedReminder(once, { _id: once._id, date: now.toISOString() }, now.toISOString());
    expect(itemsOf(car(), [], [ended]).some((item) => item.kind === "reminder")).toBe(false);
  });

  it("keeps a snoozed reminder listed but not pressing, and drops a dismissed one", () => {
    const soon = reminder({ title: "Wipers", dueDate: daysFromNow(3).slice(0, 10) });
    const snoozed = { ...soon, snoozedUntil: daysFromNow(7) };
    const items = itemsOf(car(), [], [snoozed]);
    expect(byId(items, `reminder:${soon._id}`)).toMatchObject({ level: "due", snoozed: true });
    expect(pressingItems(items).some((item) => item.kind === "reminder")).toBe(false);
    expect(itemsOf(car(), [], [{ ...soon, dismissed: true }]).some((item) => item.kind === "reminder")).toBe(false);
  });
});

describe("a workshop's next service", () => {
  it("is the service item, not a second one beside it, and says no 'no date yet' beside its date", () => {
    const vehicle = car({ settings: { maintenanceInterval: 5_000, resetMaintenanceType: "oil" } });
    const next = {
      ...reminder(
        {
          title: "Cambio de aceite",
          maintenanceType: "general",
          dueKm: 15_000,
          dueDate: daysFromNow(170).slice(0, 10),
        },
        daysFromNow(-1),
      ),
      setByShop: "Taller Martínez",
    };
    const items = itemsOf(vehicle, [], [next]);
    // The user test's M10: "Servicio · en 5,000 km" was listed beside the workshop's own.
    expect(items.map((item) => item.kind)).not.toContain("service");
    const item = byId(items, `reminder:${next._id}`);
    expect(item).toMatchObject({ kmLeft: 5_000, daysLeft: 170 });
    // Its date says when; "log the km twice" would contradict it.
    expect(item?.projection).toBeNull();
    // The owner's own reminder leaves the service as it is.
    expect(itemsOf(vehicle, [], [{ ...next, setByShop: null }]).map((item) => item.kind)).toContain("service");
  });
});

describe("the projected date", () => {
  const refuel = (km: number, daysAgo: number) => aRefuel({ displacement: km, date: daysFromNow(-daysAgo) });

  it("says when a km is reached at the pace of the last 180 days", () => {
    // 600 km over 20 days: 30 km a day; 300 km left, so ten days from now.
    const items = itemsOf(car({ displacement: 10_000 }), [], [], now, [refuel(19_100, 20), refuel(19_700, 0)]);
    expect(byId(items, "service")?.projection).toEqual({ date: daysFromNow(10), kmPerDay: 30 });
  });

  it("says why there is none: too few readings, too close together, or a vehicle not moving", () => {
    const vehicle = car({ createdAt: daysFromNow(-300) });
    const projection = (refuels: ReturnType<typeof aRefuel>[]) =>
      byId(itemsOf(vehicle, [], [], now, refuels), "service")?.projection;
    expect(projection([])).toEqual({ reason: "tooFewReadings" });
    expect(projection([refuel(11_000, 10), refuel(11_500, 0)])).toEqual({ reason: "tooFewReadings" });
    expect(projection([refuel(11_000, 30), refuel(11_000, 0)])).toEqual({ reason: "notMoving" });
    // Readings older than 180 days say nothing about today's pace.
    expect(projection([refuel(10_500, 400), refuel(11_000, 200)])).toEqual({ reason: "tooFewReadings" });
  });
});

describe("order and roles", () => {
  it("puts the most pressing first", () => {
    const items = itemsOf(car({ displacement: 19_500, insuranceDate: daysFromNow(-1), taxesDate: daysFromNow(20) }));
    expect(items.map((item) => [item.id, item.level])).toEqual([
      ["insurance", "overdue"],
      ["service", "due"],
      ["taxes", "soon"],
    ]);
  });

  it("shows a broker the insurance, a customer the status, a workshop the status and reminders", () => {
    const items = itemsOf(car({ insuranceDate: daysFromNow(3) }), [], [reminder({ title: "Wash", dueKm: 12_000 })]);
    expect(dueItemsFor("insuranceBroker", items).map((item) => item.kind)).toEqual(["insurance"]);
    expect(dueItemsFor("customer", items).map((item) => item.kind)).toEqual(["service"]);
    expect(
      dueItemsFor("workshop", items)
        .map((item) => item.kind)
        .sort(),
    ).toEqual(["reminder", "service"]);
    expect(dueItemsFor("owner", items)).toHaveLength(3);
  });
});

describe("properties", () => {
  const severity = { ok: 0, soon: 1, due: 2, overdue: 3 } as const;
  const vehicleArb = fc.record({
    interval: fc.integer({ min: 1_000, max: 50_000 }),
    serviceKm: fc.integer({ min: 0, max: 100_000 }),
    insuranceDays: fc.integer({ min: -60, max: 400 }),
    reminderKm: fc.integer({ min: 0, max: 150_000 }),
    everyKm: fc.option(fc.integer({ min: 100, max: 30_000 }), { nil: undefined }),
    everyMonths: fc.option(fc.integer({ min: 1, max: 24 }), { nil: undefined }),
  });

  it("never gets less pressing as the vehicle drives on or the days pass", () => {
    fc.assert(
      fc.property(
        vehicleArb,
        fc.integer({ min: 0, max: 120_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 400 }),
        (setup, odometer, moreKm, moreDays) => {
          const vehicle = car({
            initialKm: 0,
            displacement: odometer,
            insuranceDate: daysFromNow(setup.insuranceDays),
            settings: { maintenanceInterval: setup.interval, resetMaintenanceType: "general" },
          });
          const service = [
            aMaintenance({ kms: Math.min(setup.serviceKm, odometer), date: "2026-02-01T12:00:00.000Z" }),
          ];
          const reminders = [
            reminder({
              title: "Check",
              dueKm: setup.reminderKm,
              everyKm: setup.everyKm,
              everyMonths: setup.everyMonths,
            }),
          ];
          const before = itemsOf(vehicle, service, reminders);
          const after = itemsOf(
            { ...vehicle, displacement: odometer + moreKm },
            service,
            reminders,
            new Date(now.getTime() + moreDays * day),
          );
          for (const item of before) {
            const later = byId(after, item.id);
            if (!later || severity[later.level] < severity[item.level]) return false;
          }
          return true;
        },
      ),
    );
  });

  it("moves a recurring reminder forward when it is completed later than it was last done", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 30_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 10_000, max: 200_000 }),
        fc.integer({ min: 0, max: 300 }),
        (everyKm, everyMonths, odometer, daysAgo) => {
          const recurring = reminder({ title: "Service", everyKm, everyMonths });
          const vehicle = car({ displacement: odometer });
          const before = byId(itemsOf(vehicle, [], [recurring]), `reminder:${recurring._id}`);
          const done = completedReminder(
            recurring,
            { _id: recurring._id, km: odometer, date: daysFromNow(-daysAgo) },
            now.toISOString(),
          );
          const after = byId(itemsOf(vehicle, [], [done]), `reminder:${recurring._id}`);
          return (
            before !== undefined &&
            after !== undefined &&
            (after.dueKm ?? 0) >= (before.dueKm ?? 0) &&
            (after.dueDate ?? "") >= (before.dueDate ?? "")
          );
        },
      ),
    );
  });

  it("projects nothing without two readings 14 days apart in the last 180 days", () => {
    fc.assert(
      fc.property(
        // Below the service's 20,000 km, so it is still ahead and has a projection to give.
        fc.array(fc.record({ km: fc.integer({ min: 10_000, max: 19_999 }), daysAgo: fc.integer({ min: 0, max: 13 }) })),
        (readings) => {
          const vehicle = car({ createdAt: daysFromNow(-400) });
          const refuels = readings.map(({ km, daysAgo }) => aRefuel({ displacement: km, date: daysFromNow(-daysAgo) }));
          const projection = byId(itemsOf(vehicle, [], [], now, refuels), "service")?.projection;
          return projection !== null && projection !== undefined && "reason" in projection;
        },
      ),
    );
  });
});

describe("recording a used car's last service", () => {
  it("is the work that restarts its count, or other work when any general maintenance does", () => {
    expect(lastServiceEntry("oil", "car")).toEqual({ type: "general", adjustments: ["changeOil"] });
    expect(lastServiceEntry("tires", "moto")).toEqual({
      type: "tires",
      adjustments: ["bikeTireFront", "bikeTireBack"],
    });
    expect(lastServiceEntry("general", "car")).toEqual({ type: "general", adjustments: ["changeOther"] });
    expect(lastServiceEntry(null, "bicycle")).toEqual({ type: "general", adjustments: ["bikeOther"] });
    expect(lastServiceEntry("battery", "car")).toEqual({ type: "battery", adjustments: ["changeBattery"] });
  });

  it("lists nothing for the service of a used car until it is recorded", () => {
    const used = car({ displacement: 14_600, initialKm: 10_000 });
    const items = dueItems(used, { maintenances: [], refuels: [] }, [], now);
    expect(items.find((item) => item.id === "service")).toBeUndefined();
  });
});
