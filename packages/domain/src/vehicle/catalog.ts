import type { z } from "zod";
import { oneOf } from "../shared/one-of.js";

export const vehicleTypes = ["bicycle", "car", "truck", "bus", "moto"] as const;
export const vehicleTypeSchema = oneOf(vehicleTypes);
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

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
export const powerSourceSchema = oneOf(powerSources);
export type PowerSource = z.infer<typeof powerSourceSchema>;
export const defaultPowerSource: PowerSource = "gasoline";

/** "energyType" on the vehicle: the fuel grade, asked only for gasoline (SPEC §5). */
export const fuelTypes = ["95", "91", "diesel"] as const;
export const fuelTypeSchema = oneOf(fuelTypes);
export type FuelType = z.infer<typeof fuelTypeSchema>;
export const defaultFuelType: FuelType = "95";

/** Where a vehicle came from: typed in, or imported from a fitness service. */
export const vehicleSources = ["manual", "strava"] as const;
export const vehicleSourceSchema = oneOf(vehicleSources);
export type VehicleSource = z.infer<typeof vehicleSourceSchema>;

/** Year bounds accepted on a vehicle. */
export const yearRange = { min: 1886, max: 2100 } as const;
