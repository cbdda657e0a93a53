import { type Pace, projectedDate } from "../maintenance/pace.js";
import type { Fitment, TyreId, TyreStint } from "./fitment.js";
import { tyreKmAt } from "./fitment.js";
import type { TreadReading } from "./tread-reading.js";

/** A tread reading may read this much above an earlier one of the same tyre: a gauge's own error. */
export const treadGaugeToleranceMm = 0.5;
/** A wear rate is read from readings at least this many km of the tyre's own rolling apart. */
export const minWearSpanKm = 500;

/** One measured point of a tyre's tread, at the km the tyre itself had rolled. */
export interface TreadPoint {
  date: string;
  tyreKm: number;
  treadMm: number;
  /** Deeper than an earlier reading by more than a gauge's error: shown, and left out of the wear rate. */
  rises: boolean;
  /** The workshop that measured it, when one did. */
  byShop: string | null;
}

/** A tyre's tread over its own km, oldest first; readings without a km say nothing of wear and are left out. */
export function treadPoints(tyre: TyreId, stints: readonly TyreStint[] | undefined, readings: readonly TreadReading[]) {
  const points: TreadPoint[] = [];
  const sorted = [...readings].sort((a, b) => a.date.localeCompare(b.date) || (a.km ?? 0) - (b.km ?? 0));
  let lowest = Number.POSITIVE_INFINITY;
  for (const reading of sorted) {
    if (reading.km === null) continue;
    const depth = reading.depths.find((each) => `${each.set}/${each.tyre}` === tyre);
    if (!depth) continue;
    const rises = depth.treadMm > lowest + treadGaugeToleranceMm;
    if (!rises) lowest = Math.min(lowest, depth.treadMm);
    points.push({
      date: reading.date,
      tyreKm: tyreKmAt(stints, reading.km),
      treadMm: depth.treadMm,
      rises,
      byShop: reading.loggedByShop ?? null,
    });
  }
  return points;
}

/**
 * mm of tread lost per km rolled, by least squares over the points (and the tread when new, at 0
 * km, when known); null when they span under `minWearSpanKm` or show no wear.
 */
export function wearRateMmPerKm(points: readonly TreadPoint[], newTreadMm: number | null): number | null {
  const used = points.filter((point) => !point.rises).map((point) => [point.tyreKm, point.treadMm] as const);
  if (newTreadMm !== null) used.unshift([0, newTreadMm]);
  if (used.length < 2) return null;
  const kms = used.map(([km]) => km);
  if (Math.max(...kms) - Math.min(...kms) < minWearSpanKm) return null;
  const meanKm = kms.reduce((sum, km) => sum + km, 0) / used.length;
  const meanMm = used.reduce((sum, [, mm]) => sum + mm, 0) / used.length;
  let covariance = 0;
  let variance = 0;
  for (const [km, mm] of used) {
    covariance += (km - meanKm) * (mm - meanMm);
    variance += (km - meanKm) ** 2;
  }
  const rate = -covariance / variance;
  return rate > 0 ? rate : null;
}

/** Where a tyre's tread is going. */
export interface TreadProjection {
  /** The tread now, estimated from the last reading and the km rolled since. */
  treadNowMm: number;
  rateMmPerKm: number;
  /** Km the tyre can still roll before it reaches the minimum (0 when it has). */
  kmLeft: number;
  /** When that is, at the vehicle's pace; null for a tyre in storage (it wears only once on again) or no pace. */
  date: string | null;
}

/**
 * When a tyre reaches `minimumMm`: from its wear rate over its own km, so a set in storage keeps
 * the km it has left until it goes on again. Null without a rate or a reading.
 */
export function treadProjection(input: {
  tyre: TyreId;
  fitment: Fitment;
  points: readonly TreadPoint[];
  newTreadMm: number | null;
  minimumMm: number;
  odometerKm: number;
  pace: Pace;
  now: Date;
}): TreadProjection | null {
  const rate = wearRateMmPerKm(input.points, input.newTreadMm);
  const last = input.points.filter((point) => !point.rises).at(-1);
  if (rate === null || !last) return null;
  const stints = input.fitment.stints.get(input.tyre);
  const rolledSince = Math.max(tyreKmAt(stints, input.odometerKm) - last.tyreKm, 0);
  const treadNowMm = Math.max(last.treadMm - rate * rolledSince, 0);
  const kmLeft = Math.max((treadNowMm - input.minimumMm) / rate, 0);
  const onVehicle = [...input.fitment.mounted.values()].includes(input.tyre);
  const date = onVehicle && "kmPerDay" in input.pace ? projectedDate(kmLeft, input.pace, input.now) : null;
  return { treadNowMm, rateMmPerKm: rate, kmLeft, date };
}

/** The two sides of an axle differ by this much tread or more: worth an alignment check. */
export const unevenWearMm = 1.5;

/** Whether two tyres of one axle, measured at the same time, wore unevenly. */
export const wearsUnevenly = (leftMm: number, rightMm: number): boolean =>
  Math.abs(leftMm - rightMm) >= unevenWearMm - 1e-9;

/** What a set cost per 1,000 km it rolled; null before it rolled a thousand or without a price. */
export function costPerThousandKm(price: number | null, setKm: number): number | null {
  return price === null || setKm < 1_000 ? null : (price / setKm) * 1_000;
}
