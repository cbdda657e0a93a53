import { type FuelType, hasEngine, type PowerSource, type VehicleType } from "../vehicle/catalog.js";

/**
 * What a vehicle runs on. The seed's `type` (gasoline | electric) and `energyType` (95, 91,
 * diesel) stay on the wire for SPEC §7's clients, derived from this (`wirePowerFields`).
 */
export const vehiclePowers = [
  "gasoline",
  "diesel",
  "electric",
  /** Self-charging: it takes fuel only. */
  "hybrid",
  "plugInHybrid",
  "cngBiFuel",
  "lpgBiFuel",
  "flexFuel",
] as const;
export type VehiclePower = (typeof vehiclePowers)[number];

/** What a refuel delivers, each measured in its own way. */
export const energies = ["fuel", "electricity", "cng", "lpg"] as const;
export type Energy = (typeof energies)[number];

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

const energiesByPower: Record<VehiclePower, readonly Energy[]> = {
  gasoline: ["fuel"],
  diesel: ["fuel"],
  electric: ["electricity"],
  hybrid: ["fuel"],
  plugInHybrid: ["fuel", "electricity"],
  cngBiFuel: ["cng", "fuel"],
  lpgBiFuel: ["lpg", "fuel"],
  flexFuel: ["fuel"],
};

/** The energies a vehicle takes, the one it takes most first (what "Add" offers first). */
export function energiesOf(power: VehiclePower): readonly Energy[] {
  return energiesByPower[power];
}

/** Whether the vehicle burns fuel: an oil change, a fuel filter and injectors are its work. */
export const burnsFuel = (power: VehiclePower): boolean => power !== "electric";

/** A new vehicle's power before the owner says otherwise: none for a bicycle, else gasoline. */
export function defaultPower(vehicleType: VehicleType): VehiclePower | null {
  return hasEngine(vehicleType) ? "gasoline" : null;
}

/** The seed's two fields as SPEC §7's clients read them, from the vehicle's power and grade. */
export function wirePowerFields(
  power: VehiclePower | null,
  grade: FuelType | null,
): { type: PowerSource | null; energyType: FuelType | null } {
  if (power === null) return { type: null, energyType: null };
  if (power === "electric") return { type: "electric", energyType: null };
  if (power === "diesel") return { type: "gasoline", energyType: "diesel" };
  return { type: "gasoline", energyType: grade };
}

/** A vehicle stored before powers existed, or sent by a client that knows only the seed's fields. */
export function powerFromWire(type: PowerSource | null, energyType: FuelType | null): VehiclePower | null {
  if (type === null) return null;
  if (type === "electric") return "electric";
  return energyType === "diesel" ? "diesel" : "gasoline";
}
