import { z } from "zod";
import { dateInputSchema } from "../shared/dates.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, requiredAmount } from "../shared/numbers.js";
import { blankableText } from "../shared/text.js";
import { currencySchema } from "../units/units.js";
import { fuelTypeSchema } from "../vehicle/catalog-schemas.js";
import { pricePerLitre, type Refuel, type RefuelCreate, refuelCreateSchema } from "./refuel.js";

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
    fuel: fuelTypeSchema.optional(),
    gasStation: z.object({ name: blankableText(60).optional(), location: blankableText(200).optional() }).optional(),
    fullTank: z.boolean({ error: "invalidOption" }).optional(),
    missedPrevious: z.boolean({ error: "invalidOption" }).optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type RefuelUpdate = z.output<typeof refuelUpdateSchema>;
export type RefuelUpdateInput = z.input<typeof refuelUpdateSchema>;

/** What a stored refuel was typed as: the create input its mutation carries, or a patch applies to. */
export function refuelAsInput(refuel: Refuel) {
  return {
    date: refuel.date,
    quantity: refuel.quantity,
    amount: refuel.amount,
    currency: refuel.currency,
    displacement: refuel.displacement,
    fuel: refuel.fuel ?? undefined,
    gasStation: { name: refuel.gasStation.name, location: refuel.gasStation.location },
    fullTank: refuel.fullTank !== false,
    missedPrevious: refuel.missedPrevious === true,
  };
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
  return {
    ...refuel,
    date: fields.date,
    quantity: fields.quantity,
    amount: fields.amount,
    ...(fields.currency ? { currency: fields.currency } : {}),
    displacement: fields.displacement,
    fuel: fields.fuel ?? refuel.fuel,
    gasStation: { ...fields.gasStation, pricePerLt: pricePerLitre(fields.amount, fields.quantity) },
    fullTank: fields.fullTank,
    missedPrevious: fields.missedPrevious,
  };
}

/** The patch an edit form sends: only the fields whose value changed. */
export function refuelChanges(refuel: Refuel, edited: RefuelCreate): RefuelUpdate {
  const before = refuelAsInput(refuel);
  const patch: Record<string, unknown> = {};
  for (const field of ["date", "quantity", "amount", "displacement", "fullTank", "missedPrevious"] as const) {
    if (edited[field] !== before[field]) patch[field] = edited[field];
  }
  if (edited.fuel !== undefined && edited.fuel !== before.fuel) patch.fuel = edited.fuel;
  if (edited.currency !== undefined && edited.currency !== before.currency) patch.currency = edited.currency;
  const station: Record<string, string> = {};
  if (edited.gasStation.name !== before.gasStation.name) station.name = edited.gasStation.name;
  if (edited.gasStation.location !== before.gasStation.location) station.location = edited.gasStation.location;
  if (Object.keys(station).length > 0) patch.gasStation = station;
  return patch as RefuelUpdate;
}
