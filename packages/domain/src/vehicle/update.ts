import { z } from "zod";
import { vehiclePowerSchema } from "../energy/energy-schemas.js";
import { allowedPower, powerFromWire, powerOf, type VehiclePower, wirePowerFields } from "../energy/power.js";
import { dateInputSchema } from "../shared/dates.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, optionalInteger, requiredInteger } from "../shared/numbers.js";
import { capitalise, requiredText } from "../shared/text.js";
import { type FuelType, hasEngine, type PowerSource, type VehicleType } from "./catalog.js";
import { fuelTypeSchema, powerSourceSchema, vehicleTypeSchema } from "./catalog-schemas.js";
import { type Vehicle, vehicleNames } from "./vehicle.js";
import { storedBodySerial } from "./vin.js";

const { year: yearRange, passengers: passengersRange } = numberLimits;

const manufacture = requiredText(60).transform(capitalise);
const model = requiredText(60).transform(capitalise);
const plateNumber = requiredText(20).transform((plate) => plate.toUpperCase());
const color = requiredText(40);
const bodySerial = requiredText(40).transform(storedBodySerial);

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

/**
 * The edit form. SPEC §5 "Vehicle edit" asked for every field and filled an empty date with now;
 * Odo now warns about due dates, and that rule made a blank tax date "taxes due today". So only
 * brand and model are required (a plate where the type has one is still asked by the add form,
 * not here): a field left blank is cleared (null), a blank date stays unset, and km left blank
 * keeps the reading. See docs/architecture.md "Vehicle edit".
 */
export function vehicleEditFormSchema(existing: Pick<Vehicle, "vehicleType">) {
  const cleared = <T extends z.ZodType>(schema: T) =>
    z.preprocess(
      (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
      schema.nullable(),
    );
  return z
    .object({
      vehicleType: vehicleTypeSchema,
      manufacture,
      model,
      plateNumber: cleared(plateNumber),
      year: cleared(requiredInteger(yearRange.min, yearRange.max, "yearRange")),
      displacement: optionalAmount(2, numberLimits.odometerKm),
      color: cleared(color),
      passengers: cleared(requiredInteger(passengersRange.min, passengersRange.max, "invalidNumber")),
      bodySerial: cleared(bodySerial),
      boughtDate: cleared(dateInputSchema),
      insuranceDate: cleared(dateInputSchema),
      taxesDate: cleared(dateInputSchema),
      power: vehiclePowerSchema.nullable().optional(),
      energyType: fuelTypeSchema.nullable().optional(),
    })
    .transform((form) => ({
      ...form,
      // A bicycle has no plate to keep.
      plateNumber: hasEngine(existing.vehicleType) || hasEngine(form.vehicleType) ? form.plateNumber : null,
      ...resolvedPower(form.vehicleType, form.power, form.energyType ?? null),
    }));
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

/**
 * A seed client that sends `energyType` alone changes what the engine burns: "diesel" makes a
 * diesel, a gasoline grade turns a diesel back to gasoline; other powers keep theirs with the grade.
 */
function powerTakingGrade(power: VehiclePower | null, grade: FuelType | null): VehiclePower | null {
  if (power === null || power === "electric" || grade === null) return power;
  if (grade === "diesel") return "diesel";
  return power === "diesel" ? "gasoline" : power;
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
        : patch.energyType !== undefined
          ? powerTakingGrade(powerOf(vehicle), patch.energyType)
          : powerOf(vehicle);
  const power = resolvedPower(next.vehicleType, chosen, next.energyType);
  return { ...next, ...power, ...vehicleNames(next.manufacture, next.model) };
}
