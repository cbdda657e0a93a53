import type { Pace } from "../maintenance/pace.js";
import { mileageConflict, type TimelineNeighbours } from "../maintenance/timeline.js";
import { dayMs } from "../shared/dates.js";
import { isImplausibleJump, numberLimits } from "../shared/limits.js";

/** A photo's reading further ahead of the last one than this many times the vehicle's pace is doubted. */
export const odometerPaceFactor = 3;

/** An odometer read from a photo: filled, or shown beside the field with why it was not. */
export type OdometerVerdict =
  | { fill: number }
  | { shown: number; reason: "offTimeline" | "beyondPace" }
  | { shown: null; reason: "unreadable" };

/**
 * Whether a reading from a photo may fill the km (issue "Snap to log"): it must fit the vehicle's
 * timeline where the refuel is dated, as a typed one must, and be no further from the reading
 * before it than three times the vehicle's pace over the days between (at least one day's worth:
 * a second fill the same day). Without a known pace, a jump the form would question
 * (`isImplausibleJump`) is not filled either.
 */
export function odometerVerdict(
  km: number | null,
  at: { date: string; neighbours: TimelineNeighbours; pace: Pace },
): OdometerVerdict {
  if (km === null || !Number.isFinite(km) || km <= 0 || km > numberLimits.odometerKm) {
    return { shown: null, reason: "unreadable" };
  }
  if (mileageConflict(km, at.neighbours)) return { shown: km, reason: "offTimeline" };
  const before = at.neighbours.before ?? at.neighbours.odometer;
  if (!before) return { fill: km };
  if ("kmPerDay" in at.pace) {
    const days = Math.max((Date.parse(at.date) - Date.parse(before.date)) / dayMs, 1);
    if (km - before.km > odometerPaceFactor * at.pace.kmPerDay * days) return { shown: km, reason: "beyondPace" };
  } else if (isImplausibleJump(km, before.km)) {
    // No pace known: a jump the form itself would question is not filled either.
    return { shown: km, reason: "beyondPace" };
  }
  return { fill: km };
}
