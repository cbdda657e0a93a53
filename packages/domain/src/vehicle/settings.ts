import { z } from "zod";
import { type ResetMaintenanceType, resetMaintenanceTypesFor } from "../maintenance/adjustments.js";
import { requiredInteger } from "../shared/numbers.js";
import { oneOf } from "../shared/one-of.js";
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

export const defaultResetMaintenanceType: ResetMaintenanceType = "general";

export const maintenanceIntervalSchema = requiredInteger(
  maintenanceIntervalRange.min,
  maintenanceIntervalRange.max,
  "intervalRange",
).refine((km) => km % maintenanceIntervalRange.step === 0, { error: "intervalStep" });

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
export function settingsFormDefaults(vehicleType: VehicleType, stored: VehicleSettings | undefined) {
  return {
    maintenanceInterval: stored?.maintenanceInterval ?? defaultMaintenanceIntervalKm[vehicleType],
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
