import { describe, expect, it } from "vitest";
import type { Fitment } from "./fitment.js";
import { axleOf, sideOf, tyrePositionsFor } from "./positions.js";
import {
  formatPressure,
  legalTreadMinimumMm,
  pressureInUnit,
  pressureUnitFor,
  treadFromUnit,
  treadUnitFor,
} from "./tread-rules.js";
import { tyreSetUpdateSchema } from "./tyre-set.js";
import {
  costPerThousandKm,
  type TreadPoint,
  treadPoints,
  treadProjection,
  wearRateMmPerKm,
  wearsUnevenly,
} from "./wear.js";

const point = (tyreKm: number, treadMm: number, rises = false): TreadPoint => ({
  date: "2026-01-01T12:00:00.000Z",
  tyreKm,
  treadMm,
  rises,
  byShop: null,
});

describe("where a tyre can be", () => {
  it("lists each kind of vehicle's positions, the spare last", () => {
    expect(tyrePositionsFor("bicycle")).toEqual(["front", "rear"]);
    expect(tyrePositionsFor("car")).toEqual(["frontLeft", "frontRight", "rearLeft", "rearRight", "spare"]);
    expect(tyrePositionsFor("bus")).toHaveLength(4 * 6 + 1);
    expect(tyrePositionsFor("truck").at(-1)).toBe("spare");
  });

  it("names each position's axle and side", () => {
    expect([axleOf("front"), axleOf("rear"), axleOf("rearLeft"), axleOf("axle3RightInner"), axleOf("spare")]).toEqual([
      1,
      2,
      2,
      3,
      null,
    ]);
    expect([sideOf("axle2LeftOuter"), sideOf("frontRight"), sideOf("front"), sideOf("spare")]).toEqual([
      "left",
      "right",
      null,
      null,
    ]);
  });
});

describe("the tread rules", () => {
  it("holds a heavy vehicle's tyres to its country's heavy rule, stricter on the steering axle where the law says", () => {
    expect(legalTreadMinimumMm("colombia", "truck", "axle1Left")).toBe(2);
    expect(legalTreadMinimumMm("spain", "bus", "axle2LeftInner")).toBe(1.6);
    expect(legalTreadMinimumMm("mexico", "bus", "axle1Right")).toBe(3.2);
    expect(legalTreadMinimumMm("none", "moto", "rear")).toBe(1.6);
  });

  it("reads tread and pressure in the user's units", () => {
    expect([treadUnitFor("km"), treadUnitFor("mi")]).toEqual(["mm", "32nds"]);
    expect([pressureUnitFor("mm"), pressureUnitFor("32nds")]).toEqual(["kPa", "psi"]);
    expect(pressureInUnit(229.6, "kPa")).toBe(230);
    expect(treadFromUnit(6.456, "mm")).toBe(6.46);
    expect(formatPressure(230, "kPa", "en-US")).toBe("230 kPa");
  });
});

describe("wear", () => {
  const fitment: Fitment = { stints: new Map(), mounted: new Map() };
  it("says nothing from one point, from points too close, or from tread that did not go down", () => {
    expect(wearRateMmPerKm([point(1_000, 7)], null)).toBeNull();
    expect(wearRateMmPerKm([point(100, 7.9)], 8)).toBeNull();
    expect(wearRateMmPerKm([point(1_000, 8), point(2_000, 8.2)], null)).toBeNull();
    expect(wearRateMmPerKm([point(1_000, 7), point(2_000, 9, true)], 8)).toBeCloseTo(0.001, 6);
  });

  it("projects no date for a tyre off the vehicle or a vehicle with no pace", () => {
    const input = {
      tyre: "s/t1" as const,
      fitment,
      points: [point(10_000, 5)],
      newTreadMm: 8,
      minimumMm: 1.6,
      odometerKm: 40_000,
      now: new Date("2026-11-30T12:00:00Z"),
    };
    expect(treadProjection({ ...input, pace: { kmPerDay: 40 } })).toMatchObject({
      kmLeft: 11_333.333333333334,
      date: null,
    });
    expect(treadProjection({ ...input, points: [], pace: { reason: "tooFewReadings" } })).toBeNull();
  });

  it("flags 1.5 mm between an axle's sides, and prices a set only after a thousand km", () => {
    expect([wearsUnevenly(6, 4.5), wearsUnevenly(6, 4.6)]).toEqual([true, false]);
    expect([costPerThousandKm(null, 5_000), costPerThousandKm(400, 999), costPerThousandKm(400, 8_000)]).toEqual([
      null,
      null,
      50,
    ]);
  });
});

describe("a tyre's tread points", () => {
  it("leaves out a reading without its km and one that did not measure the tyre", () => {
    const reading = (id: string, km: number | null, tyre: string) => ({
      _id: id,
      vehicle: "v",
      date: `2026-0${id}-01T12:00:00.000Z`,
      km,
      depths: [{ set: "s", tyre, position: null, treadMm: 7, pressureKpa: null }],
      notes: "",
      createdBy: "o",
      createdAt: "2026-01-01T12:00:00.000Z",
      updatedAt: "2026-01-01T12:00:00.000Z",
    });
    const stints = [{ position: "frontLeft" as const, fromKm: 1_000, fromDate: "", toKm: null, toDate: null }];
    const points = treadPoints("s/t1", stints, [
      reading("1", null, "t1"),
      reading("2", 3_000, "t2"),
      reading("3", 4_000, "t1"),
    ]);
    expect(points).toEqual([
      { date: "2026-03-01T12:00:00.000Z", tyreKm: 3_000, treadMm: 7, rises: false, byShop: null },
    ]);
  });
});

describe("a set's patch", () => {
  it("refuses a patch that changes nothing", () => {
    expect(tyreSetUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe("nothingToUpdate");
  });
});
