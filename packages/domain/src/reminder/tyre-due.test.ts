import { describe, expect, it } from "vitest";
import { dueItemFromParams, dueNoticeParams } from "../notification/due-notice.js";
import { comingDueWithin } from "../shop/coming-due.js";
import { aMaintenance, aRefuel, aVehicle, ids } from "../testing/fixtures.js";
import type { TreadReading } from "../tyre/tread-reading.js";
import type { TyreEvent } from "../tyre/tyre-event.js";
import type { TyreSet } from "../tyre/tyre-set.js";
import { dueItems, dueItemsFor } from "./due.js";
import { tyreDueItems } from "./tyre-due.js";

const now = new Date("2026-06-01T12:00:00.000Z");
const stamp = "2026-01-01T12:00:00.000Z";
const setId = "01900000-0000-7000-8000-00000000e001";
const corners = ["frontLeft", "frontRight", "rearLeft", "rearRight"] as const;

const summerSet: TyreSet = {
  _id: setId,
  vehicle: ids.vehicle,
  brand: "Michelin",
  model: "Primacy 4",
  size: "205/55 R16 91V",
  season: "summer",
  tyres: corners.map((_, index) => ({ key: `t${index + 1}`, dot: "0519", newTreadMm: 8, retired: false })),
  price: 480,
  currency: "EUR",
  place: "",
  boughtOn: null,
  minimumTreadMm: null,
  ageWarningYears: null,
  notes: "",
  retired: false,
  createdBy: ids.owner,
  createdAt: stamp,
  updatedAt: stamp,
};
const mounted: TyreEvent = {
  _id: "01900000-0000-7000-8000-00000000e002",
  vehicle: ids.vehicle,
  date: stamp,
  km: 10_000,
  moves: corners.map((to, index) => ({ set: setId, tyre: `t${index + 1}`, to })),
  notes: "",
  createdBy: ids.owner,
  createdAt: stamp,
  updatedAt: stamp,
};
/** At 20,000 km the front tyres read 3 mm (0.5 mm per 1,000 km), the rear 6.5 mm. */
const measured: TreadReading = {
  _id: "01900000-0000-7000-8000-00000000e003",
  vehicle: ids.vehicle,
  date: "2026-06-01T10:00:00.000Z",
  km: 20_000,
  depths: corners.map((position, index) => ({
    set: setId,
    tyre: `t${index + 1}`,
    position,
    treadMm: position.startsWith("front") ? 3 : 6.5,
    pressureKpa: null,
  })),
  notes: "",
  createdBy: ids.owner,
  loggedByShop: "Taller Sur",
  createdAt: stamp,
  updatedAt: stamp,
};

/** Driven 2,000 km in the 31 days to today, a tyres maintenance logged at 10,000 km. */
const history = {
  maintenances: [
    aMaintenance({ _id: "tires", type: "tires", adjustments: ["tireLeftFront"], kms: 10_000, date: stamp }),
  ],
  refuels: [
    aRefuel({ _id: "r1", displacement: 18_000, date: "2026-05-01T12:00:00.000Z" }),
    aRefuel({ _id: "r2", displacement: 20_000, date: "2026-06-01T11:00:00.000Z" }),
  ],
  tyreSets: [summerSet],
  tyreEvents: [mounted],
  treadReadings: [measured],
  country: "spain" as const,
};
const car = aVehicle({ displacement: 20_000, initialKm: 10_000, createdAt: stamp });

describe("tyres in the due list", () => {
  it("says when the front tyres reach the legal minimum, at the vehicle's pace", () => {
    const front = dueItems(car, history, [], now).find((item) => item.id === `tyres:${setId}:axle1`);
    // 3 mm − 1.6 mm at 0.5 mm per 1,000 km: 2,800 km, at the pace of 10,000 km since 1 January.
    expect(front).toMatchObject({
      kind: "tyreTread",
      level: "soon",
      kmLeft: 2_800,
      dueKm: 22_800,
      tyres: { set: setId, axle: 1, positions: ["frontLeft", "frontRight"], minimumMm: 1.6 },
      entry: { type: "tires", adjustments: ["tireLeftFront", "tireRightFront"] },
    });
    const days = (Date.parse(front?.tyres?.projectedDate ?? "") - now.getTime()) / 86_400_000;
    const paceDays = (Date.parse("2026-06-01T11:00:00.000Z") - Date.parse(stamp)) / 86_400_000;
    expect(days).toBeCloseTo(2_800 / (10_000 / paceDays), 3);
  });

  it("replaces the km count per tyre position once a set is known", () => {
    const withSets = dueItems(car, history, [], now).map((item) => item.id);
    expect(withSets.some((id) => id.startsWith("part:tire"))).toBe(false);
    const without = dueItems(car, { ...history, tyreSets: [] }, [], now).map((item) => item.id);
    expect(without).toContain("part:tireLeftFront");
  });

  it("warns of a set past the age limit, and a broker sees none of it", () => {
    const old = {
      ...history,
      tyreSets: [{ ...summerSet, tyres: summerSet.tyres.map((t) => ({ ...t, dot: "0118" })) }],
    };
    const items = dueItems(car, old, [], now);
    expect(items.find((item) => item.id === `tyres:${setId}:age`)).toMatchObject({ kind: "tyreAge", level: "due" });
    expect(dueItemsFor("insuranceBroker", items).some((item) => item.kind.startsWith("tyre"))).toBe(false);
    expect(dueItemsFor("workshop", items).some((item) => item.kind === "tyreAge")).toBe(true);
    // A set whose owner warns at ten years is not yet worth it at eight.
    const patient = { ...old, tyreSets: old.tyreSets.map((set) => ({ ...set, ageWarningYears: 10 })) };
    const later = dueItems(car, patient, [], now).find((item) => item.id === `tyres:${setId}:age`);
    expect(later).toMatchObject({ level: "ok", dueDate: "2028-01-01T00:00:00.000Z" });
  });

  it("joins a workshop's coming-due list inside its window, and reads back from a notification", () => {
    const items = dueItemsFor("workshop", dueItems(car, history, [], now));
    const front = `tyres:${setId}:axle1`;
    // About 42 days ahead: in the 60-day window, not the 30-day one.
    expect(comingDueWithin(items, 60, now).map((item) => item.id)).toContain(front);
    expect(comingDueWithin(items, 30, now).map((item) => item.id)).not.toContain(front);
    const item = items.find((each) => each.id === front);
    if (!item) throw new Error("no front tyres item");
    expect(dueItemFromParams(dueNoticeParams(car, item))).toMatchObject({
      kind: "tyreTread",
      kmLeft: 2_800,
      tyres: { axle: 1, season: "summer", minimumMm: 1.6, positions: ["frontLeft", "frontRight"] },
    });
  });

  it("turns an axle due a month or 1,000 km ahead and overdue past the minimum; a retired set is not followed", () => {
    const at = (treadMm: number) => ({
      ...history,
      treadReadings: [
        {
          ...measured,
          depths: measured.depths.map((depth) => ({
            ...depth,
            treadMm: depth.position?.startsWith("front") ? treadMm : 7,
          })),
        },
      ],
    });
    const front = (treadMm: number) =>
      dueItems(car, at(treadMm), [], now).find((item) => item.id === `tyres:${setId}:axle1`)?.level;
    // 0.5 mm per 1,000 km: 1.6 + 0.4 mm is 800 km; 1.6 + 2 mm is 4,000 km (about 60 days: soon by the date).
    expect([front(2), front(3.6), front(1.2)]).toEqual(["due", "soon", "overdue"]);
    const retired = { ...history, tyreSets: [{ ...summerSet, retired: true }] };
    expect(dueItems(car, retired, [], now).some((item) => item.kind === "tyreTread")).toBe(false);
    expect(dueItems(car, retired, [], now).map((item) => item.id)).toContain("part:tireLeftFront");
  });

  it("warns half a year before a set's age limit, and names no maintenance for a heavy vehicle's axle", () => {
    const young = {
      ...history,
      tyreSets: [{ ...summerSet, tyres: summerSet.tyres.map((t) => ({ ...t, dot: "2321" })) }],
    };
    const age = (years: number) =>
      dueItems(
        car,
        { ...young, tyreSets: young.tyreSets.map((set) => ({ ...set, ageWarningYears: years })) },
        [],
        now,
      ).find((item) => item.kind === "tyreAge")?.level;
    // Made in June 2021: four years is past, five is a week away, eight is far.
    expect([age(4), age(5), age(8)]).toEqual(["due", "soon", "ok"]);
    const truck = { ...car, vehicleType: "truck" as const };
    const axles = ["axle1Left", "axle1Right"] as const;
    const onTruck = {
      ...history,
      tyreEvents: [{ ...mounted, moves: axles.map((to, index) => ({ set: setId, tyre: `t${index + 1}`, to })) }],
      treadReadings: [
        {
          ...measured,
          depths: axles.map((position, index) => ({
            set: setId,
            tyre: `t${index + 1}`,
            position,
            treadMm: 3,
            pressureKpa: null,
          })),
        },
      ],
    };
    const steer = dueItems(truck, onTruck, [], now).find((item) => item.kind === "tyreTread");
    expect(steer).toMatchObject({ tyres: { axle: 1, minimumMm: 1.6 }, entry: null });
  });

  it("reads an old three-digit DOT as past any limit, and a set with no DOT as of no known age", () => {
    const days = () => 0;
    const pace = { reason: "tooFewReadings" as const };
    const withDots = (dot: string | null) => ({
      tyreSets: [{ ...summerSet, tyres: summerSet.tyres.map((tyre) => ({ ...tyre, dot })) }],
      tyreAgeWarningYears: 10,
    });
    expect(tyreDueItems("car", withDots("239"), 20_000, pace, now, days)).toEqual([
      expect.objectContaining({ kind: "tyreAge", level: "due", dueDate: "2009-12-31T00:00:00.000Z" }),
    ]);
    expect(tyreDueItems("car", withDots(null), 20_000, pace, now, days)).toEqual([]);
    expect(tyreDueItems("car", {}, 20_000, pace, now, days)).toEqual([]);
  });
});
