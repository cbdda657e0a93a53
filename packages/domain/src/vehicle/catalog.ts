/**
 * Vehicle kinds and their traits, as plain data: the first screen of the app reads these without
 * loading the schema library (the schemas are in catalog-schemas.ts).
 */
export const vehicleTypes = ["bicycle", "car", "truck", "bus", "moto"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/**
 * The add flow offers every type of SPEC §3: the landing advertises trucks and buses, and workshops
 * service them.
 */
export const addableVehicleTypes = ["car", "moto", "bicycle", "truck", "bus"] as const satisfies readonly VehicleType[];

/**
 * Vehicles with a fuel tank log refuels: SPEC §1 and §9 name cars and motos, the only engines its
 * add flow offered; trucks and buses, now added too, burn fuel just the same.
 */
export const refuelVehicleTypes = ["car", "moto", "truck", "bus"] as const satisfies readonly VehicleType[];

export function canRefuel(vehicleType: VehicleType): boolean {
  return (refuelVehicleTypes as readonly VehicleType[]).includes(vehicleType);
}

/** Tire positions follow the number of wheels: four for car, truck and bus; two for moto and bicycle. */
export type WheelLayout = "fourWheels" | "twoWheels";

export function wheelLayout(vehicleType: VehicleType): WheelLayout {
  return vehicleType === "moto" || vehicleType === "bicycle" ? "twoWheels" : "fourWheels";
}

/** Bicycles hide the plate and the energy fields (SPEC §5 "Add vehicle"). */
export function hasEngine(vehicleType: VehicleType): boolean {
  return vehicleType !== "bicycle";
}

/** "type" on the vehicle: what moves it. */
export const powerSources = ["gasoline", "electric"] as const;
export type PowerSource = (typeof powerSources)[number];
export const defaultPowerSource: PowerSource = "gasoline";

/** "energyType" on the vehicle: the fuel grade, asked only for gasoline (SPEC §5). */
export const fuelTypes = ["95", "91", "diesel"] as const;
export type FuelType = (typeof fuelTypes)[number];
export const defaultFuelType: FuelType = "95";

/**
 * What moves a vehicle and the grade it takes, as stored (SPEC §5): none for a bicycle; gasoline
 * unless chosen; a fuel grade for gasoline only (95 unless chosen), none for electric.
 */
export function powerFields(
  vehicleType: VehicleType,
  type: PowerSource | null | undefined,
  energyType: FuelType | null | undefined,
): { type: PowerSource | null; energyType: FuelType | null } {
  if (!hasEngine(vehicleType)) return { type: null, energyType: null };
  const power = type ?? defaultPowerSource;
  return { type: power, energyType: power === "gasoline" ? (energyType ?? defaultFuelType) : null };
}

/** Where a vehicle came from: typed in, or imported from a fitness service. */
export const vehicleSources = ["manual", "strava"] as const;
export type VehicleSource = (typeof vehicleSources)[number];
