/**
 * Vehicle kinds and their traits, as plain data: the first screen of the app reads these without
 * loading the schema library (the schemas are in catalog-schemas.ts).
 */
export const vehicleTypes = ["bicycle", "car", "truck", "bus", "moto"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** The add flow offers these three (SPEC §2); trucks and buses arrive by transfer or the API. */
export const addableVehicleTypes = ["bicycle", "car", "moto"] as const satisfies readonly VehicleType[];

/** Only cars and motos log refuels (SPEC §1, §9). */
export const refuelVehicleTypes = ["car", "moto"] as const satisfies readonly VehicleType[];

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

/** Where a vehicle came from: typed in, or imported from a fitness service. */
export const vehicleSources = ["manual", "strava"] as const;
export type VehicleSource = (typeof vehicleSources)[number];
