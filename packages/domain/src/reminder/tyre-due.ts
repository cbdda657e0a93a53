import { z } from "zod";
import type { Country } from "../app/regions.js";
import { addMonths } from "../format/calendar.js";
import { type AdjustmentKey, fourWheelTireKeys, twoWheelTireKeys } from "../maintenance/adjustments.js";
import type { Pace } from "../maintenance/pace.js";
import { isoDateTimeSchema, toTime } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { parseDotDate } from "../tyre/dot.js";
import { axleOf, type TyrePosition, tyrePositionSchema } from "../tyre/positions.js";
import type { TreadReading } from "../tyre/tread-reading.js";
import { tyreLimits } from "../tyre/tread-rules.js";
import type { TyreEvent } from "../tyre/tyre-event.js";
import { type TyreSetState, tyreReport } from "../tyre/tyre-report.js";
import { type TyreSet, tyreSeasonSchema } from "../tyre/tyre-set.js";
import type { VehicleType } from "../vehicle/catalog.js";
import type { DueItem, DueLevel } from "./due.js";

/**
 * What the due list knows of a vehicle's tyres, as a history holds them (by table); where a set is
 * known, it replaces the km count per tyre.
 */
export interface TyreHistory {
  tyreSets?: readonly TyreSet[];
  tyreEvents?: readonly TyreEvent[];
  treadReadings?: readonly TreadReading[];
  /** The owner's country: its law sets the minimum tread ("none": the default minimum). */
  country?: Country;
  /** The owner's age limit for tyres, in years. */
  tyreAgeWarningYears?: number;
}

/** Which tyres a tyre item is about. */
export const dueTyresSchema = z.object({
  set: idSchema,
  season: tyreSeasonSchema,
  /** The axle whose tyres reach their minimum (1 is the front); null for an age warning. */
  axle: z.number().int().nullable(),
  positions: z.array(tyrePositionSchema),
  minimumMm: z.number().nullable(),
  ageYears: z.number().nullable(),
  projectedDate: isoDateTimeSchema.nullable(),
});

/**
 * A tyre's minimum is a purchase to plan, not a service to book: soon three months (or 3,000 km)
 * ahead, due one month (or 1,000 km) ahead; an age limit soon half a year before it is reached.
 */
export const tyreDueThresholds = { soonDays: 90, dueDays: 30, soonKm: 3_000, dueKm: 1_000, ageSoonDays: 182 } as const;

/** Whether the vehicle has a tyre set still in use: then its sets replace the km count per tyre. */
export const knowsTyreSets = (history: TyreHistory): boolean => (history.tyreSets ?? []).some((set) => !set.retired);

function treadLevel(kmLeft: number, daysLeft: number | null): DueLevel {
  if (kmLeft <= 0) return "overdue";
  if (kmLeft <= tyreDueThresholds.dueKm || (daysLeft !== null && daysLeft <= tyreDueThresholds.dueDays)) return "due";
  if (kmLeft <= tyreDueThresholds.soonKm || (daysLeft !== null && daysLeft <= tyreDueThresholds.soonDays))
    return "soon";
  return "ok";
}

const tireKeyOf: Partial<Record<TyrePosition, AdjustmentKey>> = {
  frontLeft: fourWheelTireKeys[0],
  frontRight: fourWheelTireKeys[1],
  rearLeft: fourWheelTireKeys[2],
  rearRight: fourWheelTireKeys[3],
  front: twoWheelTireKeys[0],
  rear: twoWheelTireKeys[1],
};

/** The tyres maintenance that replaces tyres at `positions`; null for a heavy vehicle's axles (no catalogue keys). */
function replacementEntry(positions: readonly TyrePosition[]): DueItem["entry"] {
  const adjustments = positions.flatMap((position) => tireKeyOf[position] ?? []);
  return adjustments.length > 0 ? { type: "tires", adjustments } : null;
}

/** The mounted set's axles, each by its tyre that reaches the minimum first. */
function treadItems(state: TyreSetState, odometer: number, pace: Pace, days: (date: string) => number): DueItem[] {
  const byAxle = new Map<number, TyreSetState["tyres"]>();
  for (const tyre of state.tyres) {
    const axle = tyre.position && axleOf(tyre.position);
    if (!axle || !tyre.projection || tyre.minimumMm === null) continue;
    byAxle.set(axle, [...(byAxle.get(axle) ?? []), tyre]);
  }
  return [...byAxle.entries()].map(([axle, tyres]) => {
    const first = [...tyres].sort((a, b) => (a.projection?.kmLeft ?? 0) - (b.projection?.kmLeft ?? 0))[0];
    const projection = first?.projection ?? null;
    const kmLeft = Math.round(projection?.kmLeft ?? 0);
    const daysLeft = projection?.date ? days(projection.date) : null;
    const positions = tyres.flatMap((tyre) => (tyre.position ? [tyre.position] : []));
    return {
      id: `tyres:${state.set._id}:axle${axle}`,
      occurrence: `tyres:${state.set._id}:axle${axle}`,
      kind: "tyreTread",
      tyres: {
        set: state.set._id,
        season: state.set.season,
        axle,
        positions,
        minimumMm: first?.minimumMm ?? null,
        ageYears: null,
        projectedDate: projection?.date ?? null,
      },
      level: treadLevel(kmLeft, daysLeft),
      kmLeft,
      dueKm: Math.round(odometer + kmLeft),
      daysLeft: null,
      dueDate: null,
      projection: projection?.date && "kmPerDay" in pace ? { date: projection.date, kmPerDay: pace.kmPerDay } : null,
      snoozed: false,
      entry: replacementEntry(positions),
    } satisfies DueItem;
  });
}

/** A set with a tyre at or near its age limit. */
function ageItem(state: TyreSetState, limitYears: number, now: Date, days: (date: string) => number): DueItem | null {
  const made = state.set.tyres
    .filter((tyre) => !tyre.retired && tyre.dot)
    .map((tyre) => parseDotDate(tyre.dot ?? "", now))
    .map((dot) => (dot === null ? null : (dot.madeOn ?? "1999-12-31T00:00:00.000Z")))
    .filter((date): date is string => date !== null)
    .sort()[0];
  if (made === undefined) return null;
  const limitDate = addMonths(made, 12 * limitYears);
  const daysLeft = days(limitDate);
  const level: DueLevel =
    toTime(limitDate) <= now.getTime() ? "due" : daysLeft <= tyreDueThresholds.ageSoonDays ? "soon" : "ok";
  const oldest = Math.max(...state.tyres.map((tyre) => tyre.ageYears ?? 0));
  return {
    id: `tyres:${state.set._id}:age`,
    occurrence: `tyres:${state.set._id}:age@${limitYears}`,
    kind: "tyreAge",
    tyres: {
      set: state.set._id,
      season: state.set.season,
      axle: null,
      positions: [],
      minimumMm: null,
      ageYears: oldest,
      projectedDate: null,
    },
    level,
    kmLeft: null,
    dueKm: null,
    daysLeft,
    dueDate: limitDate,
    projection: null,
    snoozed: false,
    entry: null,
  };
}

/**
 * The tyre items of a vehicle's due list: each axle of the set on the vehicle by when its tyres
 * reach the minimum tread (at the vehicle's pace), and each set in use whose oldest tyre nears or
 * passed the age limit.
 */
export function tyreDueItems(
  vehicleType: VehicleType,
  history: TyreHistory,
  odometer: number,
  pace: Pace,
  now: Date,
  days: (date: string) => number,
): DueItem[] {
  if (!knowsTyreSets(history)) return [];
  const limitYears = history.tyreAgeWarningYears ?? tyreLimits.ageWarningYears.default;
  const report = tyreReport({
    vehicleType,
    country: history.country ?? "none",
    sets: history.tyreSets ?? [],
    events: history.tyreEvents ?? [],
    readings: history.treadReadings ?? [],
    odometerKm: odometer,
    pace,
    now,
    ageWarningYears: limitYears,
  });
  return report
    .filter((state) => !state.set.retired)
    .flatMap((state) => {
      const tread = state.mounted ? treadItems(state, odometer, pace, days) : [];
      const age = ageItem(state, state.set.ageWarningYears ?? limitYears, now, days);
      return age ? [...tread, age] : tread;
    });
}
