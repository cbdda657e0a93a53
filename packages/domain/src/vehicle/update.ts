import { z } from "zod";
import { vehiclePowerSchema } from "../energy/energy-schemas.js";
import { allowedPower, powerFromWire, powerOf, type VehiclePower, wirePowerFields } from "../energy/power.js";
import { dateInputSchema } from "../shared/dates.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, optionalInteger, requiredAmount, requiredInteger } from "../shared/numbers.js";
import { capitalise, optionalText, requiredText } from "../shared/text.js";
import { type FuelType, hasEngine, type PowerSource, type VehicleType } from "./catalog.js";
import { fuelTypeSchema, powerSourceSchema, vehicleTypeSchema } from "./catalog-schemas.js";
import { type Vehicle, vehicleNames } from "./vehicle.js";

const { year: yearRange, passengers: passengersRange } = numberLimits;

const manufacture = requiredText(60).transform(capitalise);
const model = requiredText(60).transform(capitalise);
const plateNumber = requiredText(20).transform((plate) => plate.toUpperCase());
const color = requiredText(40);
const bodySerial = requiredText(40);

/**
 * `PATCH /vehicles/{id}` and the `vehicle.update` mutation: a patch of the fields that change.
 * Patches carry only what the user touched, so two devices editing different fields both win.
 */
export const vehicleUpdateSchema = z
  .object({
    vehicleType: vehicleTypeSchema.optional(),
    manufacture: manufacture.optional(),
    model: model.optional(),
    plateNumber: plateNumber.nullable().optional(),
    year: optionalInteger(yearRange.min, yearRange.max, "yearRange").nullable(),
    displacement: optionalAmount(2, numberLimits.odometerKm),
    power: vehiclePowerSchema.nullable().optional(),
    type: powerSourceSchema.nullable().optional(),
    energyType: fuelTypeSchema.nullable().optional(),
    color: color.nullable().optional(),
    passengers: optionalInteger(passengersRange.min, passengersRange.max, "invalidNumber").nullable(),
    bodySerial: bodySerial.nullable().optional(),
    boughtDate: dateInputSchema.nullable().optional(),
    insuranceDate: dateInputSchema.nullable().optional(),
    taxesDate: dateInputSchema.nullable().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;

type DatedField = "boughtDate" | "insuranceDate" | "taxesDate";

/**
 * The edit form of SPEC §5 "Vehicle edit": color, passengers, type, body serial, year, km,
 * manufacture, model and plate are required, numbers are read as numbers, and a date left empty
 * keeps the stored one or becomes `now`. Bicycles have no plate, so theirs stays optional. What
 * moves the vehicle and its fuel grade change as on the add form (SPEC §2: the edit form changes them).
 */
export function vehicleEditFormSchema(existing: Pick<Vehicle, "vehicleType" | DatedField>, now: string) {
  const keepOrNow = (field: DatedField) =>
    z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? (existing[field] ?? now) : value),
      dateInputSchema,
    );
  return z
    .object({
      vehicleType: vehicleTypeSchema,
      manufacture,
      model,
      plateNumber: hasEngine(existing.vehicleType)
        ? plateNumber
        : optionalText(20).transform((plate) => plate?.toUpperCase()),
      year: requiredInteger(yearRange.min, yearRange.max, "yearRange"),
      displacement: requiredAmount(2, "required", numberLimits.odometerKm),
      color,
      passengers: requiredInteger(passengersRange.min, passengersRange.max, "invalidNumber"),
      bodySerial,
      boughtDate: keepOrNow("boughtDate"),
      insuranceDate: keepOrNow("insuranceDate"),
      taxesDate: keepOrNow("taxesDate"),
      power: vehiclePowerSchema.nullable().optional(),
      energyType: fuelTypeSchema.nullable().optional(),
    })
    .transform((form) => ({ ...form, ...resolvedPower(form.vehicleType, form.power, form.energyType ?? null) }));
}

/** A vehicle's power as a type allows it, with the seed's two fields that follow from it. */
function resolvedPower(
  vehicleType: VehicleType,
  chosen: VehiclePower | null | undefined,
  grade: FuelType | null,
): { power: VehiclePower | null; type: PowerSource | null; energyType: FuelType | null } {
  const power = allowedPower(vehicleType, chosen);
  return { power, ...wirePowerFields(power, grade) };
}

/** The vehicle after a validated patch, with brand and full name following the new names. */
export function applyVehicleUpdate(vehicle: Vehicle, patch: VehicleUpdate, now: string): Vehicle {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const next: Vehicle = { ...vehicle, ...defined, updatedAt: now };
  // A client of SPEC §7 changes `type`; Odo's own clients change `power`. Either way the other follows.
  const chosen =
    patch.power !== undefined
      ? patch.power
      : patch.type !== undefined
        ? powerFromWire(patch.type, next.energyType)
        : powerOf(vehicle);
  const power = resolvedPower(next.vehicleType, chosen, next.energyType);
  return { ...next, ...power, ...vehicleNames(next.manufacture, next.model) };
}
