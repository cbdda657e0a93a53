import { z } from "zod";
import type { Country } from "../app/constants.js";
import { type ChargePlace, chargeLimits } from "../energy/charge.js";
import { chargePlaceSchema, energySchema, fuelGradeSchema } from "../energy/energy-schemas.js";
import type { FuelGrade } from "../energy/fuel-grades.js";
import { addRefusalIssue, type EntryRefusal } from "../maintenance/maintenance.js";
import { mileageConflict, type TimelineNeighbours } from "../maintenance/timeline.js";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, optionalInteger, requiredAmount, roundTo, storedNumber } from "../shared/numbers.js";
import { createdFields } from "../shared/record-fields.js";
import { blankableText } from "../shared/text.js";
import type { Energy } from "../units/energies.js";
import { type Currency, currencySchema } from "../units/units.js";

export const refuelSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  date: isoDateTimeSchema,
  amount: storedNumber(numberLimits.amount).describe("What was paid, in `currency`."),
  /** What `amount` was paid in; missing on refuels stored before entries had one (dollars). */
  currency: currencySchema
    .optional()
    .describe("ISO 4217 code of `amount`; absent on refuels stored before currencies (US dollars)."),
  /** What was delivered; absent on refuels stored before energies existed, which were fuel. */
  energy: energySchema
    .optional()
    .describe("fuel (litres), electricity (kWh), cng (kg) or lpg (litres); absent means fuel."),
  fuel: fuelGradeSchema.nullable().describe("The fuel's grade; null for electricity, CNG and LPG."),
  quantity: storedNumber(numberLimits.litresPerRefuel).describe(
    "In the energy's unit, whatever unit the user reads: litres of fuel or LPG, kWh of electricity, kg of CNG.",
  ),
  displacement: storedNumber(numberLimits.odometerKm).describe("The odometer in km; 0 for no reading."),
  gasStation: z.object({
    /** The station, or for a charge the network or charger's name. */
    name: z.string(),
    location: z.string(),
    /** Price per the energy's unit (litre, kWh or kg), despite the seed's name. */
    pricePerLt: storedNumber(numberLimits.amount).nullable(),
  }),
  /**
   * The tank was filled to the brim, or the battery charged to its usual target (default): economy
   * runs from one full fill to the next. Missing on refuels stored before the flag, which were full.
   */
  fullTank: z.boolean().optional(),
  /** A fill-up before this one was not logged: the stretch that ends here is left out of economy. */
  missedPrevious: z.boolean().optional(),
  /** A charge's details, each null when not known (absent on fills and on entries from before charges). */
  chargePlace: chargePlaceSchema.nullable().optional(),
  socStart: z.number().int().min(chargeLimits.soc.min).max(chargeLimits.soc.max).nullable().optional(),
  socEnd: z.number().int().min(chargeLimits.soc.min).max(chargeLimits.soc.max).nullable().optional(),
  chargerKw: storedNumber(chargeLimits.chargerKw).nullable().optional(),
  chargeMinutes: z.number().int().min(0).max(chargeLimits.durationMinutes).nullable().optional(),
  createdBy: idSchema,
  createdAt: isoDateTimeSchema,
});
export type Refuel = z.infer<typeof refuelSchema>;

/**
 * SPEC §5 "Refuel" and §3: litres and amount are required (each with its own key), date, odometer,
 * station and location are optional. Litres and amount step 0.001, odometer 0.01. The station's
 * name defaults to empty and the location is trimmed.
 */
export const refuelCreateSchema = z
  .object({
    _id: idSchema.optional(),
    /** Fuel unless said: today's clients of `POST /refuels/{vehicleId}` send none. */
    energy: energySchema.default("fuel"),
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
    fuel: fuelGradeSchema.optional(),
    gasStation: z
      .object({
        name: blankableText(60).default(""),
        location: blankableText(200).default(""),
      })
      .default({ name: "", location: "" }),
    fullTank: z.boolean({ error: "invalidOption" }).default(true),
    missedPrevious: z.boolean({ error: "invalidOption" }).default(false),
    chargePlace: chargePlaceSchema.optional(),
    socStart: optionalInteger(chargeLimits.soc.min, chargeLimits.soc.max, "socRange"),
    socEnd: optionalInteger(chargeLimits.soc.min, chargeLimits.soc.max, "socRange"),
    chargerKw: optionalAmount(1, chargeLimits.chargerKw),
    chargeMinutes: optionalInteger(0, chargeLimits.durationMinutes, "numberTooLarge"),
  })
  .refine((input) => input.socStart === undefined || input.socEnd === undefined || input.socEnd >= input.socStart, {
    error: "socOrder",
    path: ["socEnd"],
  });
export type RefuelCreateInput = z.input<typeof refuelCreateSchema>;
export type RefuelCreate = z.output<typeof refuelCreateSchema>;

/** Price per the energy's unit (litre, kWh or kg), to three decimals, or null when no quantity was given. */
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
  /** The vehicle's fuel grade, used when a fill of fuel names none. */
  vehicleFuel: FuelGrade | null;
  /** The author's currency, used when the refuel names none. */
  currency: Currency;
  now: string;
}

/** A charge's details: stored on a charge only. */
const chargeFields = ["chargePlace", "socStart", "socEnd", "chargerKw", "chargeMinutes"] as const;
/** What a refuel's create works out rather than stores as given. */
const derivedOnCreate = ["currency", "fuel", "gasStation", ...chargeFields];
type RefuelGiven = Omit<Refuel, "_id" | "vehicle" | "currency" | "gasStation" | "createdBy" | "createdAt">;

export function newRefuel(input: RefuelCreate, context: NewRefuelContext): Refuel {
  return {
    ...(createdFields(refuelCreateSchema, refuelSchema, input, derivedOnCreate) as RefuelGiven),
    _id: context._id,
    vehicle: context.vehicleId,
    currency: input.currency ?? context.currency,
    fuel: input.energy === "fuel" ? (input.fuel ?? context.vehicleFuel) : null,
    gasStation: { ...input.gasStation, pricePerLt: pricePerLitre(input.amount, input.quantity) },
    ...chargeDetails(input),
    createdBy: context.authorId,
    createdAt: context.now,
  };
}

/** A charge's details as stored: each null when not given, and none at all on a fill of fuel or gas. */
export function chargeDetails(
  input: Pick<RefuelCreate, "energy" | (typeof chargeFields)[number]>,
): Pick<Refuel, (typeof chargeFields)[number]> {
  if (input.energy !== "electricity") return {};
  return Object.fromEntries(chargeFields.map((field) => [field, input[field] ?? null]));
}

/** What a stored refuel delivered: fuel for one stored before energies existed. */
export const energyOf = (refuel: { energy?: Energy | undefined }): Energy => refuel.energy ?? "fuel";

export type { ChargePlace };

export interface RefuelVehicleContext {
  /** The energies the vehicle takes (`energiesOfVehicle`): none for a bicycle without a battery. */
  energies: readonly Energy[];
  /** The signed-in user's country, whose station list applies. */
  country: Country;
  /** The readings a reading dated `date` must fit between (see `mileageConflict`). */
  neighboursAt: (date: string) => TimelineNeighbours;
}

/**
 * The rules that need the vehicle and the user: an energy the vehicle takes, and an odometer
 * reading that fits the vehicle's timeline. A station is any name (the country's list only
 * suggests), as a charge names any network.
 */
export function refuelRefusal(
  input: Pick<RefuelCreate, "energy" | "gasStation" | "displacement" | "date">,
  context: RefuelVehicleContext,
): EntryRefusal<"" | "energy" | "displacement"> | undefined {
  if (context.energies.length === 0) return { path: "", key: "refuelNotAllowed" };
  if (!context.energies.includes(input.energy)) return { path: "energy", key: "energyNotTaken" };
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
