import { z } from "zod";
import { vehiclePowerSchema } from "../energy/energy-schemas.js";
import { allowedPower, powerFromWire, wirePowerFields } from "../energy/power.js";
import type { ExternalVehicle } from "../integration/integration.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, optionalInteger } from "../shared/numbers.js";
import { capitalise, optionalText, requiredText } from "../shared/text.js";
import { defaultPowerSource, hasEngine } from "./catalog.js";
import { fuelTypeSchema, powerSourceSchema, vehicleSourceSchema, vehicleTypeSchema } from "./catalog-schemas.js";
import { type Vehicle, vehicleNames } from "./vehicle.js";
import { storedBodySerial } from "./vin.js";

/**
 * `POST /vehicles`, the `vehicle.create` mutation and the add form share this schema, which also
 * applies SPEC §5's send-time normalisation: manufacture and model trimmed and capitalised, plate
 * trimmed and upper-cased, year and displacement read as numbers, plate and energy dropped for
 * bicycles (but an e-bike's battery), the fuel grade kept only for a vehicle that burns gasoline. Normalising twice gives the same result.
 */
export const vehicleCreateSchema = z
  .object({
    _id: idSchema.optional(),
    vehicleType: vehicleTypeSchema,
    manufacture: requiredText(60).transform(capitalise),
    model: requiredText(60).transform(capitalise),
    plateNumber: optionalText(20).transform((plate) => plate?.toUpperCase()),
    /** The VIN (or a frame number): read on the device to fill the make and year. */
    bodySerial: optionalText(40).transform((serial) => (serial === undefined ? undefined : storedBodySerial(serial))),
    year: optionalInteger(numberLimits.year.min, numberLimits.year.max, "yearRange"),
    displacement: optionalAmount(2, numberLimits.odometerKm),
    /** What the vehicle runs on; a client of SPEC §7 may send the seed's `type` and `energyType` instead. */
    power: vehiclePowerSchema.optional(),
    type: powerSourceSchema.optional(),
    energyType: fuelTypeSchema.optional(),
    extId: optionalText(100),
    from: vehicleSourceSchema.default("manual"),
  })
  .refine((input) => input.from === "manual" || input.extId !== undefined, {
    error: "selectVehicle",
    path: ["extId"],
  })
  .transform(({ plateNumber, type, energyType, power, ...input }) => {
    const seedSays = type !== undefined || energyType !== undefined;
    const chosen = power ?? (seedSays ? powerFromWire(type ?? defaultPowerSource, energyType ?? null) : undefined);
    const resolved = allowedPower(input.vehicleType, chosen);
    const wire = wirePowerFields(resolved, energyType ?? null);
    // Left out rather than null, so a normalised payload passes through unchanged.
    return {
      ...input,
      plateNumber: hasEngine(input.vehicleType) ? plateNumber : undefined,
      power: resolved ?? undefined,
      type: wire.type ?? undefined,
      energyType: wire.energyType ?? undefined,
    };
  });
export type VehicleCreateInput = z.input<typeof vehicleCreateSchema>;
export type VehicleCreate = z.output<typeof vehicleCreateSchema>;

/**
 * The add payload built from a bike picked in the fitness service's list (SPEC §5). The name is
 * the brand and the nickname the model; without a nickname, "Specialized Rockhopper" reads as
 * brand "Specialized" and model "Rockhopper" rather than repeating the name.
 */
export function vehicleCreateFromExternal(bike: ExternalVehicle): VehicleCreateInput {
  const nickname = bike.nickname?.trim();
  const [brand = bike.name, ...rest] = bike.name.trim().split(/\s+/);
  const split = !nickname && rest.length > 0;
  return {
    vehicleType: "bicycle",
    manufacture: split ? brand : bike.name,
    model: nickname || (split ? rest.join(" ") : bike.name),
    year: bike.year ?? undefined,
    displacement: bike.converted_distance,
    extId: bike.id,
    from: "strava",
  };
}

export interface NewVehicleContext {
  _id: string;
  ownerId: string;
  /** ISO time of creation, read from the caller's clock. */
  now: string;
}

/** The full vehicle row for a validated create: the server stores it, the PWA shows it at once. */
export function newVehicle(input: VehicleCreate, context: NewVehicleContext): Vehicle {
  const odometer = input.displacement ?? 0;
  return {
    _id: context._id,
    user: { _id: context.ownerId },
    vehicleType: input.vehicleType,
    ...vehicleNames(input.manufacture, input.model),
    manufacture: input.manufacture,
    model: input.model,
    plateNumber: input.plateNumber ?? null,
    year: input.year ?? null,
    displacement: odometer,
    initialKm: odometer,
    power: input.power ?? null,
    type: input.type ?? null,
    energyType: input.energyType ?? null,
    color: null,
    passengers: null,
    bodySerial: input.bodySerial ?? null,
    boughtDate: null,
    insuranceDate: null,
    taxesDate: null,
    extId: input.extId ?? null,
    externalDistance: input.from === "strava" ? odometer : null,
    from: input.from,
    settings: { maintenanceInterval: null, resetMaintenanceType: null },
    integrations: input.from === "strava" ? [{ name: "strava", status: "connected" }] : [],
    createdAt: context.now,
    updatedAt: context.now,
  };
}
