import { describe, expect, it } from "vitest";
import { setKmAt, tyreEventConflicts, tyreFitment } from "./fitment.js";
import type { TyrePosition } from "./positions.js";
import type { TreadReading } from "./tread-reading.js";
import {
  formatPressure,
  formatTread,
  legalTreadMinimumMm,
  pressureFromUnit,
  treadFromUnit,
  treadInUnit,
} from "./tread-rules.js";
import type { TyreEvent } from "./tyre-event.js";
import { tyreReport } from "./tyre-report.js";
import type { TyreSet } from "./tyre-set.js";

const corners: TyrePosition[] = ["frontLeft", "frontRight", "rearLeft", "rearRight"];
const stamp = "2020-01-01T00:00:00.000Z";
const kmPerDay = 40;
const start = { date: Date.UTC(2020, 3, 1), km: 10_000 };
const kmOn = (date: number) => Math.round(start.km + ((date - start.date) / 86_400_000) * kmPerDay);
const iso = (date: number) => new Date(date).toISOString();

function set(id: string, season: TyreSet["season"], newTreadMm: number, price: number): TyreSet {
  return {
    _id: id,
    vehicle: "car",
    brand: "Michelin",
    model: id,
    size: "205/55 R16 91V",
    season,
    tyres: corners.map((_, index) => ({ key: `t${index + 1}`, dot: "2319", newTreadMm, retired: false })),
    price,
    currency: "EUR",
    place: "",
    boughtOn: null,
    minimumTreadMm: null,
    ageWarningYears: null,
    notes: "",
    retired: false,
    createdBy: "owner",
    createdAt: stamp,
    updatedAt: stamp,
  };
}

let serial = 0;
function event(date: number, moves: TyreEvent["moves"]): TyreEvent {
  serial += 1;
  const at = iso(date);
  return {
    _id: `e${serial}`,
    vehicle: "car",
    date: at,
    km: kmOn(date),
    moves,
    notes: "",
    createdBy: "owner",
    createdAt: at,
    updatedAt: at,
  };
}
const on = (setId: string) => corners.map((to, index) => ({ set: setId, tyre: `t${index + 1}`, to }));
const off = (setId: string) => corners.map((_, index) => ({ set: setId, tyre: `t${index + 1}`, to: null }));

/** Two sets swapped every April and November from 2020 to the end of 2022; tread read monthly on the set that is on. */
function simulatedCar(until: number) {
  const summer = set("summer", "summer", 8, 480);
  const winter = set("winter", "winter", 9, 560);
  const events: TyreEvent[] = [event(start.date, on("summer"))];
  for (const year of [2020, 2021, 2022]) {
    const november = Date.UTC(year, 10, 1);
    const april = Date.UTC(year + 1, 3, 1);
    if (november <= until) events.push(event(november, [...off("summer"), ...on("winter")]));
    if (april <= until) events.push(event(april, [...off("winter"), ...on("summer")]));
  }
  const fitment = tyreFitment(events);
  const readings: TreadReading[] = [];
  const wearPerKm = { summer: 1 / 10_000, winter: 1.5 / 10_000 };
  for (let date = start.date + 30 * 86_400_000; date <= until; date += 30 * 86_400_000) {
    const km = kmOn(date);
    const upTo = tyreFitment(events.filter((each) => Date.parse(each.date) <= date));
    const depths = [...upTo.mounted.entries()].map(([position, tyre]) => {
      const [setId = "", key = ""] = tyre.split("/");
      const season = setId as "summer" | "winter";
      const rolled = setKmAt(upTo, setId, km);
      return {
        set: setId,
        tyre: key,
        position,
        treadMm: (season === "summer" ? 8 : 9) - wearPerKm[season] * rolled,
        pressureKpa: null,
      };
    });
    serial += 1;
    readings.push({
      _id: `r${serial}`,
      vehicle: "car",
      date: iso(date),
      km,
      depths,
      notes: "",
      createdBy: "owner",
      createdAt: iso(date),
      updatedAt: iso(date),
    });
  }
  return { sets: [summer, winter], events, readings, fitment };
}

function reportOn(date: number) {
  const car = simulatedCar(date);
  return tyreReport({
    vehicleType: "car",
    country: "spain",
    sets: car.sets,
    events: car.events,
    readings: car.readings,
    odometerKm: kmOn(date),
    pace: { kmPerDay },
    now: new Date(date),
  });
}

describe("tyres across seasonal swaps", () => {
  it("gives each set only the km it rolled", () => {
    const [summer, winter] = reportOn(Date.UTC(2021, 5, 1));
    // Summer: Apr–Nov 2020 (214 days) and Apr–Jun 2021 (61 days); winter: Nov 2020–Apr 2021 (151 days).
    expect(summer?.set._id).toBe("summer");
    expect(summer?.mounted).toBe(true);
    expect(summer?.km).toBe((214 + 61) * kmPerDay);
    expect(winter?.km).toBe(151 * kmPerDay);
    expect(summer?.tyres.map((tyre) => tyre.km)).toEqual(corners.map(() => (214 + 61) * kmPerDay));
    expect(summer?.costPerThousandKm).toBeCloseTo((480 / 11_000) * 1_000, 6);
  });

  it("keeps a stored set's projection still while it is stored, and moves the mounted one's", () => {
    const december = reportOn(Date.UTC(2021, 11, 1));
    const march = reportOn(Date.UTC(2022, 2, 1));
    const stored = (report: typeof december) =>
      report.find((state) => state.set._id === "summer")?.tyres[0]?.projection;
    const mounted = (report: typeof december) =>
      report.find((state) => state.set._id === "winter")?.tyres[0]?.projection;
    expect(stored(december)?.date).toBeNull();
    expect(stored(march)?.kmLeft).toBeCloseTo(stored(december)?.kmLeft ?? Number.NaN, 6);
    expect(stored(december)?.rateMmPerKm).toBeCloseTo(1 / 10_000, 8);
    expect(mounted(march)?.kmLeft).toBeLessThan(mounted(december)?.kmLeft ?? 0);
    expect(mounted(march)?.rateMmPerKm).toBeCloseTo(1.5 / 10_000, 8);
    // The winter set is on: its date comes from the pace.
    const winter = mounted(march);
    if (!winter?.date) throw new Error("no date for a mounted tyre");
    const days = (Date.parse(winter.date) - Date.UTC(2022, 2, 1)) / 86_400_000;
    expect(days).toBeCloseTo(winter.kmLeft / kmPerDay, 3);
  });

  it("projects to the legal minimum from the wear on the tyre's own km", () => {
    const [winter] = reportOn(Date.UTC(2022, 0, 15));
    const tyre = winter?.tyres[0];
    expect(tyre?.minimumMm).toBe(1.6);
    // 9 mm new, 1.5 mm per 10,000 km: 7.4 mm of wear is 49,333 km of the tyre's own.
    expect((tyre?.km ?? 0) + (tyre?.projection?.kmLeft ?? 0)).toBeCloseTo(49_333, -1);
  });

  it("flags a reading that rises and leaves it out of the wear rate", () => {
    const car = simulatedCar(Date.UTC(2020, 8, 1));
    const last = car.readings.at(-1);
    if (!last) throw new Error("no readings");
    car.readings.push({
      ...last,
      _id: "rises",
      date: iso(Date.UTC(2020, 8, 2)),
      depths: last.depths.map((d) => ({ ...d, treadMm: 8.5 })),
    });
    const [summer] = tyreReport({
      vehicleType: "car",
      country: "spain",
      sets: car.sets,
      events: car.events,
      readings: car.readings,
      odometerKm: kmOn(Date.UTC(2020, 8, 2)),
      pace: { kmPerDay },
      now: new Date(Date.UTC(2020, 8, 2)),
    });
    const points = summer?.tyres[0]?.points ?? [];
    expect(points.at(-1)?.rises).toBe(true);
    expect(points.slice(0, -1).every((point) => !point.rises)).toBe(true);
    expect(summer?.tyres[0]?.projection?.rateMmPerKm).toBeCloseTo(1 / 10_000, 8);
  });

  it("flags an axle whose two sides wore apart", () => {
    const car = simulatedCar(Date.UTC(2020, 6, 1));
    const last = car.readings.at(-1);
    if (!last) throw new Error("no readings");
    last.depths = last.depths.map((depth) =>
      depth.position === "frontLeft" ? { ...depth, treadMm: depth.treadMm - 2 } : depth,
    );
    const [summer] = tyreReport({
      vehicleType: "car",
      country: "spain",
      sets: car.sets,
      events: car.events,
      readings: car.readings,
      odometerKm: kmOn(Date.UTC(2020, 6, 1)),
      pace: { kmPerDay },
      now: new Date(Date.UTC(2020, 6, 1)),
    });
    expect(summer?.unevenAxles).toEqual([1]);
  });

  it("warns of a tyre older than the owner's limit", () => {
    const [summer] = reportOn(Date.UTC(2026, 0, 10));
    expect(summer?.tyres[0]?.ageYears).toBe(6);
    expect(summer?.tyres[0]?.tooOld).toBe(true);
  });
});

describe("tyre events", () => {
  it("refuses to take off a tyre that is not on, or to put one where another stays", () => {
    const mount = event(start.date, on("summer"));
    const takeOffWinter = event(start.date + 86_400_000, off("winter"));
    expect(tyreEventConflicts(takeOffWinter, [mount]).map((conflict) => conflict.key)).toEqual(
      corners.map(() => "tyreNotMounted"),
    );
    const winterOnTop = event(start.date + 86_400_000, on("winter"));
    expect(tyreEventConflicts(winterOnTop, [mount]).map((conflict) => conflict.key)).toContain("positionTaken");
    const swap = event(start.date + 86_400_000, [...off("summer"), ...on("winter")]);
    expect(tyreEventConflicts(swap, [mount])).toEqual([]);
  });

  it("keeps a tyre's own km through a rotation", () => {
    const mount = event(start.date, on("summer"));
    const rotate = event(start.date + 100 * 86_400_000, [
      { set: "summer", tyre: "t1", to: "rearLeft" },
      { set: "summer", tyre: "t3", to: "frontLeft" },
    ]);
    expect(tyreEventConflicts(rotate, [mount])).toEqual([]);
    const fitment = tyreFitment([mount, rotate]);
    expect(fitment.mounted.get("rearLeft")).toBe("summer/t1");
    expect(fitment.stints.get("summer/t1")?.map((stint) => stint.position)).toEqual(["frontLeft", "rearLeft"]);
  });
});

describe("the legal minimum", () => {
  it("is 1.6 mm in Spain, more on a US truck's steering axle, and none for a bicycle", () => {
    expect(legalTreadMinimumMm("spain", "car", "frontLeft")).toBe(1.6);
    expect(legalTreadMinimumMm("usa", "truck", "axle1Left")).toBe(3.2);
    expect(legalTreadMinimumMm("usa", "truck", "axle2LeftOuter")).toBe(1.6);
    expect(legalTreadMinimumMm("colombia", "moto", "front")).toBe(1);
    expect(legalTreadMinimumMm("panama", "car", "rearRight")).toBe(1.6);
    expect(legalTreadMinimumMm("spain", "bicycle", "front")).toBeNull();
  });

  it("reads and writes 32nds of an inch", () => {
    expect(treadInUnit(1.6, "32nds")).toBe(2);
    expect(treadFromUnit(4, "32nds")).toBe(3.18);
    expect(treadInUnit(7.94, "mm")).toBe(7.9);
    expect(formatTread(1.6, "mm", "es-ES")).toBe("1,6 mm");
    expect(formatTread(1.6, "32nds", "en-US")).toBe("2/32 in");
    expect(formatTread(2.4, "32nds", "en-US")).toBe("3/32 in");
    expect(pressureFromUnit(33, "psi")).toBe(228);
    expect(formatPressure(228, "psi", "en-US")).toBe("33 psi");
    expect(formatPressure(230, "kPa", "es-ES")).toBe("230 kPa");
  });
});
