import type { Refuel } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";

export interface FuelEconomyPoint {
  /** Date of the full fill that closes the stretch. */
  date: string;
  distanceKm: number;
  litres: number;
  litresPer100Km: number;
  kmPerLitre: number;
}

export interface FuelEconomy {
  points: FuelEconomyPoint[];
  /** Over all stretches together, or null without one. */
  averageLitresPer100Km: number | null;
  averageKmPerLitre: number | null;
  /** Refuels whose litres went into a stretch (the full fill that opens the first one included). */
  fillsUsed: number;
  /** Stretches left out because a fill-up in them was missed: the note about them says so only then. */
  missedStretches: number;
}

type RefuelReading = Pick<Refuel, "date" | "quantity" | "displacement" | "fullTank" | "missedPrevious">;

const isFull = (refuel: RefuelReading) => refuel.fullTank !== false;

/**
 * Fuel economy by the full-to-full method every tracker uses: from one full fill to the next, the
 * car burnt the litres of every fill after the first, partial ones included, over the km between
 * the two full fills' readings. A stretch with a missed fill-up (its litres are unknown) is left
 * out, and so is one without readings at both ends or that does not move forward; a full fill
 * without a reading ends the chain. Refuels are taken in time order.
 */
export function fuelEconomy(refuels: readonly RefuelReading[]): FuelEconomy {
  const ordered = [...refuels].sort((a, b) => toTime(a.date) - toTime(b.date) || a.displacement - b.displacement);
  const points: FuelEconomyPoint[] = [];
  const used = new Set<RefuelReading>();
  let opening: RefuelReading | undefined;
  let fills: RefuelReading[] = [];
  let missed = false;
  let missedStretches = 0;
  for (const refuel of ordered) {
    fills.push(refuel);
    if (refuel.missedPrevious === true) missed = true;
    if (!isFull(refuel)) continue;
    const litres = fills.reduce((sum, fill) => sum + fill.quantity, 0);
    const distanceKm = opening && refuel.displacement > 0 ? refuel.displacement - opening.displacement : 0;
    if (opening && missed) missedStretches += 1;
    if (opening && !missed && distanceKm > 0 && litres > 0) {
      points.push({
        date: refuel.date,
        distanceKm: roundTo(distanceKm, 2),
        litres: roundTo(litres, 3),
        litresPer100Km: roundTo((litres / distanceKm) * 100, 2),
        kmPerLitre: roundTo(distanceKm / litres, 2),
      });
      for (const fill of [opening, ...fills]) used.add(fill);
    }
    opening = refuel.displacement > 0 ? refuel : undefined;
    fills = [];
    missed = false;
  }
  const distance = points.reduce((sum, point) => sum + point.distanceKm, 0);
  const litres = points.reduce((sum, point) => sum + point.litres, 0);
  return {
    points,
    averageLitresPer100Km: distance > 0 ? roundTo((litres / distance) * 100, 2) : null,
    averageKmPerLitre: litres > 0 ? roundTo(distance / litres, 2) : null,
    fillsUsed: used.size,
    missedStretches,
  };
}
