import type { Energy } from "../units/energies.js";
import { defaultFuelType, type FuelType, hasEngine, type PowerSource, type VehicleType } from "../vehicle/catalog.js";

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

/** The powers a vehicle type may have: a bicycle none, or electric for an e-bike's battery. */
export function powersFor(vehicleType: VehicleType): readonly VehiclePower[] {
  return hasEngine(vehicleType) ? vehiclePowers : ["electric"];
}

/** The power a type may keep: what was chosen when allowed, else the type's default. */
export function allowedPower(vehicleType: VehicleType, chosen: VehiclePower | null | undefined): VehiclePower | null {
  if (chosen === null) return hasEngine(vehicleType) ? defaultPower(vehicleType) : null;
  if (chosen !== undefined && powersFor(vehicleType).includes(chosen)) return chosen;
  return defaultPower(vehicleType);
}

type PoweredVehicle = {
  vehicleType: VehicleType;
  /** Absent on vehicles stored before powers existed: read from the seed's fields then. */
  power?: VehiclePower | null | undefined;
  type: PowerSource | null;
  energyType: FuelType | null;
};

/** What a vehicle runs on, for one stored before powers existed too. */
export function powerOf(vehicle: PoweredVehicle): VehiclePower | null {
  if (vehicle.power !== undefined) return vehicle.power;
  return hasEngine(vehicle.vehicleType) ? powerFromWire(vehicle.type, vehicle.energyType) : null;
}

/** The energies a vehicle logs, the one it takes most first; none for a bicycle without a battery. */
export function energiesOfVehicle(vehicle: PoweredVehicle): readonly Energy[] {
  const power = powerOf(vehicle);
  return power === null ? [] : energiesOf(power);
}

/** Whether the vehicle logs refuels or charges at all (the "Add" buttons, the statistics' energy part). */
export const logsEnergy = (vehicle: PoweredVehicle): boolean => energiesOfVehicle(vehicle).length > 0;

/**
 * The seed's two fields as SPEC §7's clients read them, from the vehicle's power and grade: a
 * vehicle that burns gasoline has a grade (95 unless chosen), a diesel "diesel", an electric none.
 */
export function wirePowerFields(
  power: VehiclePower | null,
  grade: FuelType | null,
): { type: PowerSource | null; energyType: FuelType | null } {
  if (power === null) return { type: null, energyType: null };
  if (power === "electric") return { type: "electric", energyType: null };
  if (power === "diesel") return { type: "gasoline", energyType: "diesel" };
  return { type: "gasoline", energyType: grade === null || grade === "diesel" ? defaultFuelType : grade };
}

/** A vehicle stored before powers existed, or sent by a client that knows only the seed's fields. */
export function powerFromWire(type: PowerSource | null, energyType: FuelType | null): VehiclePower | null {
  if (type === null) return null;
  if (type === "electric") return "electric";
  return energyType === "diesel" ? "diesel" : "gasoline";
}
