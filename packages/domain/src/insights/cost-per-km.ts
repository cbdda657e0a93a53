import { roundTo } from "../shared/numbers.js";

/**
 * What each kilometre has cost since the vehicle was added: everything spent (maintenance and
 * fuel) over the distance driven. Null until the vehicle has moved.
 */
export function costPerKm(amounts: readonly (number | null)[], startKm: number, odometerKm: number): number | null {
  const distance = odometerKm - startKm;
  if (distance <= 0) return null;
  const spent = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  return roundTo(spent / distance, 3);
}
