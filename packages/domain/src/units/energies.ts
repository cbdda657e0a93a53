/** What a refuel delivers, each measured in its own way. */
export const energies = ["fuel", "electricity", "cng", "lpg"] as const;
export type Energy = (typeof energies)[number];

/** Whether a cost's kind or a category is one of the energies (and not work or an expense). */
export const isEnergy = (kind: string): kind is Energy => (energies as readonly string[]).includes(kind);

/**
 * How each energy is measured, and the unit it is stored in: fuel and LPG by volume (litres; a
 * user may read gallons), electricity in kWh, compressed natural gas by mass (kg).
 */
export const energyMeasures = {
  fuel: { measure: "volume", storedIn: "litre" },
  electricity: { measure: "energy", storedIn: "kWh" },
  cng: { measure: "mass", storedIn: "kg" },
  lpg: { measure: "volume", storedIn: "litre" },
} as const satisfies Record<Energy, { measure: string; storedIn: string }>;
