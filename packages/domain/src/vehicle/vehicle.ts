import { z } from "zod";
import { vehiclePowerSchema } from "../energy/energy-schemas.js";
import { integrationNameSchema } from "../integration/integration.js";
import { allResetMaintenanceTypes } from "../maintenance/adjustments.js";
import { shareRoleSchema } from "../share/roles.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { storedNumber } from "../shared/numbers.js";
import { fuelTypeSchema, powerSourceSchema, vehicleSourceSchema, vehicleTypeSchema } from "./catalog-schemas.js";
import { maintenanceIntervalRange } from "./settings.js";
import { workshopVisitSchema } from "./workshop-visit.js";

export const vehicleIntegrationSchema = z.object({
  name: integrationNameSchema,
  status: z.enum(["connected", "disconnected"]),
});

export const storedSettingsSchema = z.object({
  maintenanceInterval: z.number().int().min(maintenanceIntervalRange.min).max(maintenanceIntervalRange.max).nullable(),
  resetMaintenanceType: z.enum(allResetMaintenanceTypes).nullable(),
});

/** Someone who holds a vehicle, as its entries name their author. */
export const vehiclePersonSchema = z.object({ _id: idSchema, name: z.string() });

/**
 * A vehicle as the server sends it and the PWA stores it (SPEC §3 "Vehicle").
 * `displacement` is the odometer in km and moves forward with every higher reading; `initialKm`
 * is the odometer when the vehicle was added, where the maintenance counter starts.
 * `externalDistance` is the linked bike's distance from the fitness service.
 */
export const vehicleSchema = z.object({
  _id: idSchema,
  user: z.object({ _id: idSchema }),
  vehicleType: vehicleTypeSchema,
  fullname: z.string(),
  brand: z.string(),
  manufacture: z.string(),
  model: z.string(),
  plateNumber: z.string().nullable(),
  year: z.number().int().min(numberLimits.year.min).max(numberLimits.year.max).nullable(),
  displacement: storedNumber(numberLimits.odometerKm),
  initialKm: storedNumber(numberLimits.odometerKm),
  /**
   * What the vehicle runs on; absent on vehicles stored before powers existed (read with
   * `powerOf`). `type` and `energyType` are the seed's fields, derived from it.
   */
  power: vehiclePowerSchema.nullable().optional(),
  type: powerSourceSchema.nullable(),
  energyType: fuelTypeSchema.nullable(),
  color: z.string().nullable(),
  passengers: z.number().int().min(numberLimits.passengers.min).max(numberLimits.passengers.max).nullable(),
  bodySerial: z.string().nullable(),
  boughtDate: isoDateTimeSchema.nullable(),
  insuranceDate: isoDateTimeSchema.nullable(),
  taxesDate: isoDateTimeSchema.nullable(),
  extId: z.string().nullable(),
  externalDistance: storedNumber(numberLimits.odometerKm).nullable(),
  from: vehicleSourceSchema,
  settings: storedSettingsSchema,
  integrations: z.array(vehicleIntegrationSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** In a workshop now (absent on rows stored before visits existed). */
  workshopVisit: workshopVisitSchema.nullable().optional(),
  /** Only on a copy shared with someone else: the role it was shared as, and whose it is. */
  access: z.object({ role: shareRoleSchema, ownerName: z.string() }).optional(),
  /**
   * On the owner's and the household's copies of a shared vehicle: everyone who holds it, by name,
   * so an entry says who logged it ("Logged by María"). Absent while it is shared with nobody.
   */
  people: z.array(vehiclePersonSchema).optional(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
export type VehiclePerson = z.infer<typeof vehiclePersonSchema>;

/** Brand and full name follow the manufacture and model the user typed. */
export function vehicleNames(manufacture: string, model: string): Pick<Vehicle, "brand" | "fullname"> {
  return { brand: manufacture, fullname: `${manufacture} ${model}`.trim() };
}

/** A bicycle imported from Strava with a bike id counts as connected (SPEC §4 "Integration state"). */
export function isConnectedToIntegration(vehicle: Pick<Vehicle, "vehicleType" | "from" | "extId">): boolean {
  return vehicle.vehicleType === "bicycle" && vehicle.from === "strava" && Boolean(vehicle.extId);
}

/**
 * What a vehicle card shows under the name: the plate for engines, the model for bicycles (SPEC §2).
 * An engine without a plate shows its model, unless the name already says it ("Subaru Outback"
 * over "Outback" read twice in the user test of 2026-11-26).
 */
export function vehicleCardSubtitle(
  vehicle: Pick<Vehicle, "vehicleType" | "plateNumber" | "model" | "fullname">,
): string | null {
  if (vehicle.vehicleType === "bicycle") return vehicle.model;
  if (vehicle.plateNumber) return vehicle.plateNumber;
  return vehicle.fullname.toLocaleLowerCase().includes(vehicle.model.toLocaleLowerCase()) ? null : vehicle.model;
}
