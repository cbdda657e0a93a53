import { z } from "zod";
import type { Country } from "../app/constants.js";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import type { MessageKey } from "../shared/message-keys.js";
import { optionalAmount, requiredAmount, roundTo, storedNumber } from "../shared/numbers.js";
import { blankableText } from "../shared/text.js";
import { canRefuel, type VehicleType } from "../vehicle/catalog.js";
import { fuelTypeSchema } from "../vehicle/catalog-schemas.js";
import { isGasStationOf } from "./gas-stations.js";

export const refuelSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  date: isoDateTimeSchema,
  amount: storedNumber(numberLimits.amount),
  fuel: fuelTypeSchema.nullable(),
  quantity: storedNumber(numberLimits.litresPerRefuel),
  displacement: storedNumber(numberLimits.odometerKm),
  gasStation: z.object({
    name: z.string(),
    location: z.string(),
    pricePerLt: storedNumber(numberLimits.amount).nullable(),
  }),
  createdBy: idSchema,
  createdAt: isoDateTimeSchema,
});
export type Refuel = z.infer<typeof refuelSchema>;

/**
 * SPEC §5 "Refuel" and §3: litres and amount are required (each with its own key), date, odometer,
 * station and location are optional. Litres and amount step 0.001, odometer 0.01. The station's
 * name defaults to empty and the location is trimmed.
 */
export const refuelCreateSchema = z.object({
  _id: idSchema.optional(),
  date: dateInputSchema,
  quantity: requiredAmount(3, "vehicle.refuels.add.error.quantity", numberLimits.litresPerRefuel).refine(
    (litres) => litres > 0,
    {
      error: "vehicle.refuels.add.error.quantity",
    },
  ),
  amount: requiredAmount(3, "vehicle.refuels.add.error.amount", numberLimits.amount),
  displacement: optionalAmount(2, numberLimits.odometerKm).transform((km) => km ?? 0),
  fuel: fuelTypeSchema.optional(),
  gasStation: z
    .object({
      name: blankableText(60).default(""),
      location: blankableText(200).default(""),
    })
    .default({ name: "", location: "" }),
});
export type RefuelCreateInput = z.input<typeof refuelCreateSchema>;
export type RefuelCreate = z.output<typeof refuelCreateSchema>;

/** Price per litre, in dollars to three decimals, or null when no litres were given. */
export function pricePerLitre(amount: number, litres: number): number | null {
  return litres > 0 ? roundTo(amount / litres, 3) : null;
}

export interface NewRefuelContext {
  _id: string;
  vehicleId: string;
  authorId: string;
  /** The vehicle's fuel grade, used when the refuel names none. */
  vehicleFuel: Refuel["fuel"];
  now: string;
}

export function newRefuel(input: RefuelCreate, context: NewRefuelContext): Refuel {
  return {
    _id: context._id,
    vehicle: context.vehicleId,
    date: input.date,
    amount: input.amount,
    fuel: input.fuel ?? context.vehicleFuel,
    quantity: input.quantity,
    displacement: input.displacement,
    gasStation: { ...input.gasStation, pricePerLt: pricePerLitre(input.amount, input.quantity) },
    createdBy: context.authorId,
    createdAt: context.now,
  };
}

export interface RefuelVehicleContext {
  vehicleType: VehicleType;
  /** The signed-in user's country, whose station list applies. */
  country: Country;
}

/** The rules that need the vehicle and the user: cars and motos only, a station of the country. */
export function refuelRefusal(
  input: Pick<RefuelCreate, "gasStation">,
  context: RefuelVehicleContext,
): { path: string[]; key: MessageKey } | undefined {
  if (!canRefuel(context.vehicleType)) return { path: [], key: "refuelNotAllowed" };
  if (!isGasStationOf(context.country, input.gasStation.name))
    return { path: ["gasStation", "name"], key: "unknownGasStation" };
  return undefined;
}

/** The whole rule set for one vehicle and user, as a schema for the add-refuel form. */
export function refuelCreateSchemaFor(context: RefuelVehicleContext) {
  return refuelCreateSchema.superRefine((input, issues) => {
    const refusal = refuelRefusal(input, context);
    if (refusal) issues.addIssue({ code: "custom", message: refusal.key, path: refusal.path, input });
  });
}
