import { z } from "zod";
import type { Country } from "../app/constants.js";
import { addRefusalIssue, type EntryRefusal } from "../maintenance/maintenance.js";
import { mileageConflict, type TimelineNeighbours } from "../maintenance/timeline.js";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, requiredAmount, roundTo, storedNumber } from "../shared/numbers.js";
import { blankableText } from "../shared/text.js";
import { type Currency, currencySchema } from "../units/units.js";
import { canRefuel, type VehicleType } from "../vehicle/catalog.js";
import { fuelTypeSchema } from "../vehicle/catalog-schemas.js";
import { isGasStationOf } from "./gas-stations.js";

export const refuelSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  date: isoDateTimeSchema,
  amount: storedNumber(numberLimits.amount).describe("What was paid, in `currency`."),
  /** What `amount` was paid in; missing on refuels stored before entries had one (dollars). */
  currency: currencySchema
    .optional()
    .describe("ISO 4217 code of `amount`; absent on refuels stored before currencies (US dollars)."),
  fuel: fuelTypeSchema.nullable(),
  quantity: storedNumber(numberLimits.litresPerRefuel).describe("Litres, whatever unit the user reads."),
  displacement: storedNumber(numberLimits.odometerKm).describe("The odometer in km; 0 for no reading."),
  gasStation: z.object({
    name: z.string(),
    location: z.string(),
    pricePerLt: storedNumber(numberLimits.amount).nullable(),
  }),
  /**
   * The tank was filled to the brim (default): fuel economy runs from one full fill to the next.
   * Missing on refuels stored before the flag existed, which counted as full.
   */
  fullTank: z.boolean().optional(),
  /** A fill-up before this one was not logged: the stretch that ends here is left out of economy. */
  missedPrevious: z.boolean().optional(),
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
  /** What the amount was paid in; the user's currency when left out. */
  currency: currencySchema.optional(),
  displacement: optionalAmount(2, numberLimits.odometerKm).transform((km) => km ?? 0),
  fuel: fuelTypeSchema.optional(),
  gasStation: z
    .object({
      name: blankableText(60).default(""),
      location: blankableText(200).default(""),
    })
    .default({ name: "", location: "" }),
  fullTank: z.boolean({ error: "invalidOption" }).default(true),
  missedPrevious: z.boolean({ error: "invalidOption" }).default(false),
});
export type RefuelCreateInput = z.input<typeof refuelCreateSchema>;
export type RefuelCreate = z.output<typeof refuelCreateSchema>;

/** Price per litre, in dollars to three decimals, or null when no litres were given. */
export function pricePerLitre(amount: number, litres: number): number | null {
  return litres > 0 ? roundTo(amount / litres, 3) : null;
}

/** The refuel form's three linked numbers. */
export interface FillNumbers {
  litres?: number | undefined;
  amount?: number | undefined;
  pricePerLitre?: number | undefined;
}

/**
 * The number a fill's other two give (litres × price = amount), rounded to its field's step:
 * amount to cents, litres and price to thousandths. Undefined while either of the two is missing
 * or would divide by zero.
 */
export function fillThird(values: FillNumbers, missing: keyof FillNumbers): number | undefined {
  const { litres, amount, pricePerLitre: price } = values;
  switch (missing) {
    case "amount":
      return litres !== undefined && price !== undefined ? roundTo(litres * price, 2) : undefined;
    case "litres":
      return amount !== undefined && price ? roundTo(amount / price, 3) : undefined;
    case "pricePerLitre":
      return amount !== undefined && litres ? roundTo(amount / litres, 3) : undefined;
  }
}

export interface NewRefuelContext {
  _id: string;
  vehicleId: string;
  authorId: string;
  /** The vehicle's fuel grade, used when the refuel names none. */
  vehicleFuel: Refuel["fuel"];
  /** The author's currency, used when the refuel names none. */
  currency: Currency;
  now: string;
}

export function newRefuel(input: RefuelCreate, context: NewRefuelContext): Refuel {
  return {
    _id: context._id,
    vehicle: context.vehicleId,
    date: input.date,
    amount: input.amount,
    currency: input.currency ?? context.currency,
    fuel: input.fuel ?? context.vehicleFuel,
    quantity: input.quantity,
    displacement: input.displacement,
    gasStation: { ...input.gasStation, pricePerLt: pricePerLitre(input.amount, input.quantity) },
    fullTank: input.fullTank,
    missedPrevious: input.missedPrevious,
    createdBy: context.authorId,
    createdAt: context.now,
  };
}

export interface RefuelVehicleContext {
  vehicleType: VehicleType;
  /** The signed-in user's country, whose station list applies. */
  country: Country;
  /** The readings a reading dated `date` must fit between (see `mileageConflict`). */
  neighboursAt: (date: string) => TimelineNeighbours;
}

/**
 * The rules that need the vehicle and the user: refuelling vehicles only, a station of the
 * country, and an odometer reading that fits the vehicle's timeline.
 */
export function refuelRefusal(
  input: Pick<RefuelCreate, "gasStation" | "displacement" | "date">,
  context: RefuelVehicleContext,
): EntryRefusal<"" | "gasStation.name" | "displacement"> | undefined {
  if (!canRefuel(context.vehicleType)) return { path: "", key: "refuelNotAllowed" };
  if (!isGasStationOf(context.country, input.gasStation.name))
    return { path: "gasStation.name", key: "unknownGasStation" };
  // 0 is "no reading" (SPEC §3's default).
  const conflict = mileageConflict(input.displacement || null, context.neighboursAt(input.date));
  if (conflict) return { path: "displacement", key: "invalidMileage", conflict };
  return undefined;
}

/** The whole rule set for one vehicle and user, as a schema for the add-refuel form. */
export function refuelCreateSchemaFor(context: RefuelVehicleContext) {
  return refuelCreateSchema.superRefine((input, issues) => {
    const refusal = refuelRefusal(input, context);
    if (refusal) addRefusalIssue(issues, refusal, refusal.path === "" ? [] : refusal.path.split("."));
  });
}
