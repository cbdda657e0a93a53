/** Where a charge was taken: its cost is read apart (home against public charging). */
export const chargePlaces = ["home", "work", "public"] as const;
export type ChargePlace = (typeof chargePlaces)[number];

/** A charge's optional details, beside the kWh, amount and odometer every energy has. */
export const chargeLimits = {
  /** State of charge, in percent. */
  soc: { min: 0, max: 100 },
  /** The fastest public chargers deliver about 400 kW; trucks' megawatt chargers, 1,200. */
  chargerKw: 1_500,
  /** A day and a half: a slow home charge of a large battery. */
  durationMinutes: 2_160,
} as const;
