/** A refuel's odometer reading: 0 is "no reading" (SPEC §3's default), so it holds no place on the timeline. */
export function refuelReading(refuel: { displacement: number }): number | null {
  return refuel.displacement > 0 ? refuel.displacement : null;
}
