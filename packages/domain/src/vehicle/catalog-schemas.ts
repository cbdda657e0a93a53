import { oneOf } from "../shared/one-of.js";
import { fuelTypes, powerSources, vehicleSources, vehicleTypes } from "./catalog.js";

export const vehicleTypeSchema = oneOf(vehicleTypes);
export const powerSourceSchema = oneOf(powerSources);
export const fuelTypeSchema = oneOf(fuelTypes);
export const vehicleSourceSchema = oneOf(vehicleSources);
