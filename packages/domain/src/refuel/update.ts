import { z } from "zod";
import { chargeLimits } from "../energy/charge.js";
import { chargePlaceSchema, fuelGradeSchema } from "../energy/energy-schemas.js";
import { dateInputSchema } from "../shared/dates.js";
import { numberLimits } from "../shared/limits.js";
import { clearableAmount, optionalAmount, optionalInteger, requiredAmount } from "../shared/numbers.js";
import { changedFields, editableFields, recordAsInput } from "../shared/record-fields.js";
import { blankableText } from "../shared/text.js";
import { currencySchema } from "../units/units.js";
import {
  chargeDetails,
  pricePerLitre,
  type Refuel,
  type RefuelCreate,
  type RefuelCreateInput,
  refuelCreateSchema,
} from "./refuel.js";

/** A whole number a patch may clear with null. */
const clearableInteger = (min: number, max: number, key: string) => z.null().or(optionalInteger(min, max, key));

/**
 * `PATCH /refuels/{id}` and `refuel.update`: the fields that changed, as typed. The patched refuel
 * must still pass every rule of a new one (`patchedRefuel`).
 */
export const refuelUpdateSchema = z
  .object({
    date: dateInputSchema.optional(),
    quantity: requiredAmount(3, "vehicle.refuels.add.error.quantity", numberLimits.litresPerRefuel).optional(),
    amount: requiredAmount(3, "vehicle.refuels.add.error.amount", numberLimits.amount).optional(),
    currency: currencySchema.optional(),
    /** 0 clears the reading (SPEC §3's "no reading"). */
    displacement: optionalAmount(2, numberLimits.odometerKm),
    fuel: fuelGradeSchema.optional(),
    gasStation: z.object({ name: blankableText(60).optional(), location: blankableText(200).optional() }).optional(),
    fullTank: z.boolean({ error: "invalidOption" }).optional(),
    missedPrevious: z.boolean({ error: "invalidOption" }).optional(),
    // What was delivered stays: a charge is not edited into a fill. Its details change or clear.
    chargePlace: chargePlaceSchema.nullable().optional(),
    socStart: clearableInteger(chargeLimits.soc.min, chargeLimits.soc.max, "socRange"),
    socEnd: clearableInteger(chargeLimits.soc.min, chargeLimits.soc.max, "socRange"),
    chargerKw: clearableAmount(1, chargeLimits.chargerKw),
    chargeMinutes: clearableInteger(0, chargeLimits.durationMinutes, "numberTooLarge"),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type RefuelUpdate = z.output<typeof refuelUpdateSchema>;
export type RefuelUpdateInput = z.input<typeof refuelUpdateSchema>;

const editable = editableFields(refuelCreateSchema, refuelUpdateSchema);

/** What a stored refuel was typed as: the create input its mutation carries, or a patch applies to. */
export function refuelAsInput(refuel: Refuel): RefuelCreateInput & RefuelCreate {
  // The create schema's own fields, so the input has its shape.
  return recordAsInput(refuelCreateSchema, refuel) as RefuelCreateInput & RefuelCreate;
}

/** The refuel after a patch, checked with every rule of a new one. */
export function patchedRefuel(refuel: Refuel, patch: RefuelUpdate) {
  const base = refuelAsInput(refuel);
  const { gasStation, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return refuelCreateSchema.safeParse({
    ...base,
    ...defined,
    gasStation: {
      ...base.gasStation,
      ...Object.fromEntries(Object.entries(gasStation ?? {}).filter(([, v]) => v !== undefined)),
    },
  });
}

/** The stored refuel with checked fields applied; its price per litre follows. */
export function withRefuelFields<R extends Refuel>(refuel: R, fields: RefuelCreate): R {
  const {
    _id: _sameId,
    energy: _sameEnergy,
    currency,
    fuel,
    gasStation,
    chargePlace: _place,
    socStart: _start,
    socEnd: _end,
    chargerKw: _power,
    chargeMinutes: _minutes,
    ...checked
  } = fields;
  return {
    ...refuel,
    ...checked,
    ...(currency ? { currency } : {}),
    fuel: (refuel.energy ?? "fuel") === "fuel" ? (fuel ?? refuel.fuel) : null,
    gasStation: { ...gasStation, pricePerLt: pricePerLitre(fields.amount, fields.quantity) },
    ...chargeDetails({ ...fields, energy: refuel.energy ?? "fuel" }),
  };
}

/** The patch an edit form sends: only the fields whose value changed. */
export function refuelChanges(refuel: Refuel, edited: RefuelCreate): RefuelUpdate {
  // Each field is copied from a checked refuel, so the patch has the update's shape.
  return changedFields(refuelUpdateSchema, editable, refuelAsInput(refuel), edited) as RefuelUpdate;
}
