/**
 * The largest value each kind of number Odo keeps may take. Every numeric field of the domain's
 * schemas is bounded by one of these, so the PWA's forms and the server refuse the same values:
 * a number must be finite and plausible before it is stored (a km reading of 1e307 once rounded
 * to Infinity and locked the owner out of logging any km).
 */
export const numberLimits = {
  /** An odometer or a km reading: no road vehicle reaches two million kilometres. */
  odometerKm: 2_000_000,
  /** Litres in one refuel: a road train's tanks hold about 1,500 L. */
  litresPerRefuel: 2_000,
  /** One amount of money, in whatever currency it was paid. */
  amount: 10_000_000,
  /** Seats in one vehicle, a double-decker bus included. */
  passengers: { min: 1, max: 200 },
  /** Model years; a year above next year is refused by `isModelYearAccepted`. */
  year: { min: 1900, max: 2100 },
} as const;

/** A reading this far above the vehicle's highest one is probably a typo: the app asks first. */
export const implausibleJumpKm = 100_000;

/** Whether a new km reading is far enough above the odometer that the user should confirm it. */
export function isImplausibleJump(km: number | null | undefined, currentKm: number): boolean {
  return km !== null && km !== undefined && km - currentKm > implausibleJumpKm;
}

/** Next year's models are on sale now; a later year is a typo. `now` is the caller's clock. */
export function latestModelYear(now: Date): number {
  return now.getUTCFullYear() + 1;
}

export function isModelYearAccepted(year: number | null | undefined, now: Date): boolean {
  return year === null || year === undefined || year <= latestModelYear(now);
}
