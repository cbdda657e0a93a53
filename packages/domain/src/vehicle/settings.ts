import { z } from "zod";
import type { VehiclePower } from "../energy/power.js";
import { type ResetMaintenanceType, resetMaintenanceTypesFor } from "../maintenance/adjustments.js";
import { requiredInteger } from "../shared/numbers.js";
import { oneOf } from "../shared/one-of.js";
import { type DistanceUnit, distanceFromKm, unitFactors } from "../units/units.js";
import type { VehicleType } from "./catalog.js";

/** SPEC §5/§9: the interval input goes from 100 to 50,000 km in steps of 100. */
export const maintenanceIntervalRange = { min: 100, max: 50_000, step: 100 } as const;

/** SPEC §9: 5,000 km for engines, 1,000 km for bicycles; what the settings form starts from. */
export const defaultMaintenanceIntervalKm: Record<VehicleType, number> = {
  car: 5_000,
  moto: 5_000,
  truck: 5_000,
  bus: 5_000,
  bicycle: 1_000,
};

/** An electric car has no oil to change: its service (tyre rotation, cabin filter, brake fluid) comes every 20,000 km. */
export const electricMaintenanceIntervalKm = 20_000;

/** The interval the settings form starts from, for what the vehicle runs on. */
export function defaultMaintenanceIntervalFor(vehicleType: VehicleType, power?: VehiclePower | null): number {
  return power === "electric" && vehicleType !== "bicycle"
    ? electricMaintenanceIntervalKm
    : defaultMaintenanceIntervalKm[vehicleType];
}

export const defaultResetMaintenanceType: ResetMaintenanceType = "general";

/** The interval's range and step as a user of `unit` types it: 100 to 31,000 mi in miles. */
export function maintenanceIntervalRangeIn(unit: DistanceUnit): { min: number; max: number; step: number } {
  if (unit === "km") return maintenanceIntervalRange;
  const { min, max, step } = maintenanceIntervalRange;
  return { min, max: Math.floor(distanceFromKm(max, unit) / step) * step, step };
}

/** An interval typed in `unit`, in the whole km Odo stores. */
export const maintenanceIntervalToKm = (value: number, unit: DistanceUnit): number =>
  Math.round(value * (unit === "km" ? 1 : unitFactors.kmPerMile));

/** A stored interval as a user of `unit` types it (whole miles). */
export const maintenanceIntervalFromKm = (km: number, unit: DistanceUnit): number =>
  unit === "km" ? km : Math.round(distanceFromKm(km, unit));

/**
 * A whole step in km, or the km of a whole step in miles (5,000 mi is stored as 8,047 km): both
 * kinds of user set intervals a server or another device accepts.
 */
function isIntervalStep(km: number): boolean {
  const { step } = maintenanceIntervalRange;
  if (km % step === 0) return true;
  const miles = Math.round(distanceFromKm(km, "mi") / step) * step;
  return maintenanceIntervalToKm(miles, "mi") === km;
}

export const maintenanceIntervalSchema = requiredInteger(
  maintenanceIntervalRange.min,
  maintenanceIntervalRange.max,
  "intervalRange",
).refine(isIntervalStep, { error: "intervalStep" });

/** The interval field of the settings form, typed in `unit`: checked there, then as stored km. */
export function maintenanceIntervalInputSchema(unit: DistanceUnit) {
  const range = maintenanceIntervalRangeIn(unit);
  return requiredInteger(range.min, range.max, "intervalRange")
    .refine((value) => value % range.step === 0, { error: "intervalStep" })
    .transform((value) => maintenanceIntervalToKm(value, unit));
}

function settingsSchemaOf(vehicleType: VehicleType) {
  return z.object({
    maintenanceInterval: maintenanceIntervalSchema,
    resetMaintenanceType: oneOf(resetMaintenanceTypesFor(vehicleType)),
  });
}

const settingsSchemas = new Map<VehicleType, ReturnType<typeof settingsSchemaOf>>();

/** `PATCH /vehicles/{id}/settings` and the `vehicle.settings` mutation, for a vehicle of this type. */
export function vehicleSettingsSchemaFor(vehicleType: VehicleType) {
  let schema = settingsSchemas.get(vehicleType);
  if (!schema) {
    schema = settingsSchemaOf(vehicleType);
    settingsSchemas.set(vehicleType, schema);
  }
  return schema;
}

/** The settings form of a user of `unit`: the interval typed in that unit, given back in km. */
export function vehicleSettingsFormSchemaFor(vehicleType: VehicleType, unit: DistanceUnit) {
  return z.object({
    maintenanceInterval: maintenanceIntervalInputSchema(unit),
    resetMaintenanceType: oneOf(resetMaintenanceTypesFor(vehicleType)),
  });
}

/** The shape check without the vehicle type (the server refines it once the vehicle is loaded). */
export const vehicleSettingsSchema = z.object({
  maintenanceInterval: maintenanceIntervalSchema,
  resetMaintenanceType: z.string({ error: "required" }).min(1, { error: "required" }),
});

export interface VehicleSettings {
  maintenanceInterval?: number | null | undefined;
  resetMaintenanceType?: ResetMaintenanceType | null | undefined;
}

/** The settings form prefills the stored values, else the defaults for the vehicle type. */
export function settingsFormDefaults(
  vehicleType: VehicleType,
  stored: VehicleSettings | undefined,
  power?: VehiclePower | null,
) {
  return {
    maintenanceInterval: stored?.maintenanceInterval ?? defaultMaintenanceIntervalFor(vehicleType, power),
    resetMaintenanceType: stored?.resetMaintenanceType ?? defaultResetMaintenanceType,
  };
}

/** Save is enabled only when the interval or the reset type differs from the stored one (SPEC §4). */
export function settingsChanged(stored: VehicleSettings | undefined, form: VehicleSettings): boolean {
  return (
    (stored?.maintenanceInterval ?? undefined) !== (form.maintenanceInterval ?? undefined) ||
    (stored?.resetMaintenanceType ?? undefined) !== (form.resetMaintenanceType ?? undefined)
  );
}

/** The settings-required modal opens when either setting is missing (SPEC §4 "Vehicle details"). */
export function settingsRequired(settings: VehicleSettings | undefined): boolean {
  return !settings?.maintenanceInterval || !settings.resetMaintenanceType;
}
