import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toTime } from "../shared/dates.js";
import {
  mileageConflict,
  odometerAfterChange,
  type TimelineEntry,
  type TimelineVehicle,
  timelineNeighbours,
  undatedReadingDate,
} from "./timeline.js";

const addedToday = "2026-11-20T10:00:00.000Z";
/** A used car added today at 84,000 km. */
const usedCar: TimelineVehicle = {
  displacement: 84_000,
  initialKm: 84_000,
  createdAt: addedToday,
  updatedAt: addedToday,
};

const check = (
  candidate: { _id?: string; date: string; km: number },
  entries: TimelineEntry[],
  vehicle: TimelineVehicle = usedCar,
) => mileageConflict(candidate.km, timelineNeighbours(candidate, vehicle, entries));

describe("the odometer timeline", () => {
  it("backfills a used car's past between its readings, and names the one a reading clashes with", () => {
    const march = { _id: "m1", date: "2025-03-02T12:00:00.000Z", km: 61_200 };
    expect(check(march, [])).toBeUndefined();
    expect(check({ date: "2025-01-01T12:00:00.000Z", km: 70_000 }, [march])).toEqual({
      side: "after",
      date: march.date,
      km: 61_200,
    });
    expect(check({ date: "2025-06-01T12:00:00.000Z", km: 60_000 }, [march])).toEqual({
      side: "before",
      date: march.date,
      km: 61_200,
    });
    expect(check({ date: "2025-06-01T12:00:00.000Z", km: 70_000 }, [march])).toBeUndefined();
    // Above the car's own reading when it was added: not in the past.
    expect(check({ date: "2025-06-01T12:00:00.000Z", km: 90_000 }, [march])).toEqual({
      side: "after",
      date: addedToday,
      km: 84_000,
    });
  });

  it("takes a car added without a reading as having none, not as 0 km when it was added", () => {
    const noReading: TimelineVehicle = { displacement: 0, initialKm: 0, createdAt: addedToday, updatedAt: addedToday };
    // Last month's refuel at 50,000 km, logged after the car was added with no km.
    expect(check({ date: "2026-10-20T10:00:00.000Z", km: 50_000 }, [], noReading)).toBeUndefined();
    const october = { _id: "r1", date: "2026-10-20T10:00:00.000Z", km: 50_000 };
    expect(check({ date: "2026-09-01T10:00:00.000Z", km: 48_000 }, [october], noReading)).toBeUndefined();
    expect(check({ date: "2026-09-01T10:00:00.000Z", km: 52_000 }, [october], noReading)).toMatchObject({
      side: "after",
      km: 50_000,
    });
  });

  it("keeps SPEC §5's rule for a reading dated after every other: not below the odometer", () => {
    const later = "2026-11-21T10:00:00.000Z";
    expect(check({ date: later, km: 83_999 }, [])).toEqual({ side: "odometer", date: addedToday, km: 84_000 });
    expect(check({ date: later, km: 84_000 }, [])).toBeUndefined();
    // The odometer counts the km typed on the vehicle and a linked bike's distance too.
    const typedHigher = { ...usedCar, displacement: 90_000, updatedAt: later };
    expect(check({ date: "2026-11-22T10:00:00.000Z", km: 89_000 }, [], typedHigher)).toEqual({
      side: "odometer",
      date: later,
      km: 90_000,
    });
    expect(mileageConflict(null, { odometer: { date: later, km: 1 } })).toBeUndefined();
  });

  it("counts a reading typed in the minute the vehicle was added as after it, not before", () => {
    const addedAt = { ...usedCar, createdAt: "2026-11-20T10:05:42.310Z", updatedAt: "2026-11-20T10:05:42.310Z" };
    const sameMinute = "2026-11-20T10:05:00.000Z";
    expect(check({ date: sameMinute, km: 85_000 }, [], addedAt)).toBeUndefined();
    expect(check({ date: sameMinute, km: 83_000 }, [], addedAt)).toEqual({
      side: "odometer",
      date: "2026-11-20T10:05:00.000Z",
      km: 84_000,
    });
    expect(check({ date: "2026-11-20T10:04:00.000Z", km: 85_000 }, [], addedAt)?.side).toBe("after");
  });

  it("lets the newest reading be corrected downwards when it was a typo", () => {
    const typo: TimelineEntry = { _id: "t1", date: "2026-11-22T10:00:00.000Z", km: 900_000 };
    const vehicle = { ...usedCar, displacement: 900_000 };
    expect(check({ _id: "t1", date: typo.date, km: 84_500 }, [typo], vehicle)).toBeUndefined();
    expect(check({ date: "2026-11-23T10:00:00.000Z", km: 84_500 }, [typo], vehicle)?.km).toBe(900_000);
  });
});

describe("odometerAfterChange", () => {
  const readings = [{ date: "2026-01-01T00:00:00.000Z", km: 86_000 }];
  it("moves back when the changed entry held the odometer, and keeps a km typed on the vehicle", () => {
    expect(odometerAfterChange({ ...usedCar, displacement: 900_000 }, 900_000, readings)).toBe(86_000);
    expect(odometerAfterChange({ ...usedCar, displacement: 95_000 }, 86_500, readings)).toBe(95_000);
    expect(odometerAfterChange({ ...usedCar, displacement: 86_000 }, null, [])).toBe(86_000);
    expect(odometerAfterChange({ ...usedCar, displacement: 86_000 }, 86_000, [])).toBe(84_000);
  });
});

type Operation =
  | { kind: "add"; day: number; km: number }
  | { kind: "edit"; pick: number; day: number; km: number }
  | { kind: "remove"; pick: number };

const day = (n: number) => new Date(Date.parse("2024-01-01T00:00:00.000Z") + n * 86_400_000).toISOString();

describe("the timeline under any history", () => {
  it("never goes backwards, whatever is added, edited or removed, in any order", () => {
    const operation: fc.Arbitrary<Operation> = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), day: fc.nat(1_500), km: fc.nat(200_000) }),
      fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(), day: fc.nat(1_500), km: fc.nat(200_000) }),
      fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.nat(150_000), fc.nat(1_500), fc.array(operation, { maxLength: 60 }), (start, addedOn, ops) => {
        let vehicle: TimelineVehicle = {
          displacement: start,
          initialKm: start,
          createdAt: day(addedOn),
          updatedAt: day(addedOn),
        };
        let entries: TimelineEntry[] = [];
        let next = 0;
        for (const op of ops) {
          if (op.kind === "remove") {
            const gone = entries[op.pick % Math.max(entries.length, 1)];
            if (!gone) continue;
            entries = entries.filter((entry) => entry._id !== gone._id);
            vehicle = { ...vehicle, displacement: odometerAfterChange(vehicle, gone.km, entries) };
            continue;
          }
          const edited = op.kind === "edit" ? entries[op.pick % Math.max(entries.length, 1)] : undefined;
          if (op.kind === "edit" && !edited) continue;
          next += 1;
          const candidate = { _id: edited?._id ?? `e${next}`, date: day(op.day), km: op.km };
          if (mileageConflict(candidate.km, timelineNeighbours(candidate, vehicle, entries))) continue;
          const others = entries.filter((entry) => entry._id !== candidate._id);
          entries = [...others, candidate];
          const displacement = edited ? odometerAfterChange(vehicle, edited.km, entries) : vehicle.displacement;
          vehicle = { ...vehicle, displacement: Math.max(displacement, candidate.km) };
        }
        // A car added without km has no reading of its own (see `creationReading`).
        const readings = [
          ...(vehicle.initialKm ? [{ time: toTime(vehicle.createdAt), km: vehicle.initialKm }] : []),
          ...entries.map((entry) => ({ time: toTime(entry.date), km: entry.km ?? 0 })),
        ];
        for (const a of readings) {
          for (const b of readings) {
            if (a.time < b.time) expect(a.km).toBeLessThanOrEqual(b.km);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("a reading recorded without its day", () => {
  const now = new Date("2026-11-26T15:00:00.000Z");
  const usedCarOf2018 = { ...usedCar, createdAt: "2026-11-26T10:24:00.000Z", year: 2018 };

  it("goes where its km belongs, and never blocks the past that is logged after it", () => {
    // "Register your parts": brakes at 72,000 km, day left blank, on a car added at 84,000 km.
    const placed = undatedReadingDate(72_000, usedCarOf2018, [], now);
    expect(toTime(placed)).toBeLessThan(toTime(usedCarOf2018.createdAt));
    expect(toTime(placed)).toBeGreaterThan(Date.UTC(2018, 0, 1));
    const brakes: TimelineEntry = { _id: "brakes", date: placed, km: 72_000, undated: true };
    // The real oil change of last June at 79,500 km is accepted.
    const june = { date: "2026-06-15T12:00:00.000Z", km: 79_500 };
    expect(check(june, [brakes], usedCarOf2018)).toBeUndefined();
  });

  it("is placed above every reading at now, never below the odometer", () => {
    expect(undatedReadingDate(90_000, usedCarOf2018, [], now)).toBe(now.toISOString());
  });

  const history = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 3_000 })), {
      minLength: 1,
      maxLength: 12,
    })
    .map((steps) => {
      // Readings that only rise, a few days apart, ending before the car was added at 84,000 km.
      let time = Date.parse("2020-01-01T12:00:00.000Z");
      let km = 10_000;
      return steps.map(([days, more], index): TimelineEntry => {
        time += days * 86_400_000;
        km += more;
        return { _id: `r${index}`, date: new Date(time).toISOString(), km: Math.min(km, 84_000) };
      });
    });

  it("is placed where it fits the dated readings, before the first one that reaches its km", () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 84_000 }), (dated, km) => {
        const placed = undatedReadingDate(km, usedCarOf2018, dated, now);
        expect(toTime(placed)).toBeLessThanOrEqual(now.getTime());
        expect(check({ date: placed, km }, dated, usedCarOf2018)).toBeUndefined();
      }),
    );
  });

  it("changes no verdict on a dated reading, wherever it was placed", () => {
    fc.assert(
      fc.property(
        history,
        fc.array(fc.integer({ min: 0, max: 84_000 }), { maxLength: 4 }),
        fc.integer({ min: Date.parse("2019-01-01"), max: now.getTime() }),
        fc.integer({ min: 0, max: 100_000 }),
        (dated, undatedKms, time, km) => {
          const undated = undatedKms.map(
            (reading, index): TimelineEntry => ({
              _id: `u${index}`,
              date: undatedReadingDate(reading, usedCarOf2018, dated, now),
              km: reading,
              undated: true,
            }),
          );
          const candidate = { date: new Date(time).toISOString(), km };
          expect(check(candidate, [...dated, ...undated], usedCarOf2018)).toEqual(
            check(candidate, dated, usedCarOf2018),
          );
        },
      ),
    );
  });
});

describe("placing an undated reading without a model year", () => {
  it("goes a minute before the first reading that reaches it when nothing comes before", () => {
    const vehicle = { ...usedCar, createdAt: "2026-11-26T10:24:00.000Z" };
    const placed = undatedReadingDate(72_000, vehicle, [], new Date("2026-11-26T15:00:00.000Z"));
    expect(placed).toBe("2026-11-26T10:23:00.000Z");
  });

  it("goes between two readings in proportion to its km, and never onto either", () => {
    const vehicle = { ...usedCar, createdAt: "2026-11-26T10:24:00.000Z" };
    const readings = [
      { date: "2026-01-01T00:00:00.000Z", km: 70_000 },
      { date: "2026-01-11T00:00:00.000Z", km: 70_000 },
    ];
    // Nothing comes before the first reading of 70,000 km: a minute before it.
    expect(undatedReadingDate(70_000, vehicle, readings, new Date())).toBe("2025-12-31T23:59:00.000Z");
    const spaced = [
      { date: "2026-01-01T00:00:00.000Z", km: 70_000 },
      { date: "2026-01-11T00:00:00.000Z", km: 80_000 },
    ];
    expect(undatedReadingDate(75_000, vehicle, spaced, new Date())).toBe("2026-01-06T00:00:00.000Z");
  });
});
