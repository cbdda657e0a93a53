import type { Refuel } from "../refuel/refuel.js";
import { roundTo } from "../shared/numbers.js";
import { stretchEconomy } from "./energy-economy.js";

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

type RefuelReading = Pick<Refuel, "date" | "quantity" | "displacement" | "fullTank" | "missedPrevious" | "energy">;

/**
 * Fuel economy by the full-to-full method every tracker uses: from one full fill to the next, the
 * car burnt the litres of every fill after the first, partial ones included, over the km between
 * the two full fills' readings. A stretch with a missed fill-up (its litres are unknown) is left
 * out, and so is one without readings at both ends or that does not move forward; a full fill
 * without a reading ends the chain. Refuels are taken in time order; charges and gas are not fuel.
 */
export function fuelEconomy(refuels: readonly RefuelReading[]): FuelEconomy {
  const economy = stretchEconomy(refuels, "fuel");
  return {
    points: economy.points.map((point) => ({
      date: point.date,
      distanceKm: point.distanceKm,
      litres: point.quantity,
      litresPer100Km: point.per100Km,
      kmPerLitre: roundTo(point.distanceKm / point.quantity, 2),
    })),
    averageLitresPer100Km: economy.averagePer100Km,
    averageKmPerLitre: economy.averagePer100Km === null ? null : roundTo(100 / economy.averagePer100Km, 2),
    fillsUsed: economy.entriesUsed,
    missedStretches: economy.leftOut.missed,
  };
}
