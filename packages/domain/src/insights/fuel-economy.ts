import type { Refuel } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";

export interface FuelEconomyPoint {
  /** Date of the refuel that closes the stretch. */
  date: string;
  distanceKm: number;
  litres: number;
  litresPer100Km: number;
  kmPerLitre: number;
}

export interface FuelEconomy {
  points: FuelEconomyPoint[];
  /** Over all stretches together, or null with fewer than two readings. */
  averageLitresPer100Km: number | null;
  averageKmPerLitre: number | null;
}

type RefuelReading = Pick<Refuel, "date" | "quantity" | "displacement">;

/**
 * Fuel economy between consecutive refuels, by the full-tank method: the litres put in at a refuel
 * are what the car burnt since the previous one. Refuels without an odometer reading (0) are
 * skipped, and so is a stretch that does not move forward.
 */
export function fuelEconomy(refuels: readonly RefuelReading[]): FuelEconomy {
  const readings = refuels
    .filter((refuel) => refuel.displacement > 0)
    .sort((a, b) => a.displacement - b.displacement || toTime(a.date) - toTime(b.date));
  const points: FuelEconomyPoint[] = [];
  for (let index = 1; index < readings.length; index += 1) {
    const previous = readings[index - 1];
    const current = readings[index];
    if (previous === undefined || current === undefined) continue;
    const distanceKm = current.displacement - previous.displacement;
    if (distanceKm <= 0 || current.quantity <= 0) continue;
    points.push({
      date: current.date,
      distanceKm: roundTo(distanceKm, 2),
      litres: current.quantity,
      litresPer100Km: roundTo((current.quantity / distanceKm) * 100, 2),
      kmPerLitre: roundTo(distanceKm / current.quantity, 2),
    });
  }
  const distance = points.reduce((sum, point) => sum + point.distanceKm, 0);
  const litres = points.reduce((sum, point) => sum + point.litres, 0);
  return {
    points,
    averageLitresPer100Km: distance > 0 ? roundTo((litres / distance) * 100, 2) : null,
    averageKmPerLitre: litres > 0 ? roundTo(distance / litres, 2) : null,
  };
}
