import { z } from "zod";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { requiredAmount, storedNumber } from "../shared/numbers.js";
import { createdFields } from "../shared/record-fields.js";
import { blankableText } from "../shared/text.js";
import { tyrePositionSchema } from "./positions.js";
import { tyreLimits } from "./tread-rules.js";
import { madeFields, type NewTyreRowContext, tyreKeySchema } from "./tyre-set.js";

/** One tyre moved: to a position on the vehicle, or off it (`to` null) into storage. */
export const tyreMoveSchema = z.object({ set: idSchema, tyre: tyreKeySchema, to: tyrePositionSchema.nullable() });
export type TyreMove = z.infer<typeof tyreMoveSchema>;

/** At most every position of a four-axle truck, off and on, in one event. */
const movesPerEvent = 2 * tyreLimits.tyresPerSet;

/**
 * Tyres going on, coming off or changing places, at one moment of the vehicle's life (a reading of
 * its odometer, checked as every other): a set mounted, a seasonal swap (the winter set on, the
 * summer set off), a rotation. Each tyre's km are counted from these.
 */
export const tyreEventSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  date: isoDateTimeSchema,
  km: storedNumber(numberLimits.odometerKm).describe("The odometer in km when the tyres moved: a reading."),
  moves: z.array(tyreMoveSchema).min(1).max(movesPerEvent),
  notes: z.string(),
  createdBy: idSchema.nullable(),
  loggedByShop: z.string().nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type TyreEvent = z.infer<typeof tyreEventSchema>;

/** `POST /vehicles/{id}/tyres/events` and `tyreEvent.create`. */
export const tyreEventCreateSchema = z
  .object({
    _id: idSchema.optional(),
    date: dateInputSchema,
    km: requiredAmount(2, "required", numberLimits.odometerKm),
    moves: z
      .array(tyreMoveSchema.strict(), { error: "required" })
      .min(1, { error: "required" })
      .max(movesPerEvent, { error: "numberTooLarge" }),
    notes: blankableText(tyreLimits.notesChars, "multi").default(""),
  })
  .strict();
export type TyreEventCreateInput = z.input<typeof tyreEventCreateSchema>;
export type TyreEventCreate = z.output<typeof tyreEventCreateSchema>;

/** `tyreEvent.update`: a moment's date, km or notes; its moves are deleted and logged again. */
export const tyreEventUpdateSchema = z
  .object({
    date: dateInputSchema.optional(),
    km: requiredAmount(2, "required", numberLimits.odometerKm).optional(),
    notes: blankableText(tyreLimits.notesChars, "multi").optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type TyreEventUpdate = z.output<typeof tyreEventUpdateSchema>;

export function newTyreEvent(input: TyreEventCreate, context: NewTyreRowContext): TyreEvent {
  return {
    ...(createdFields(tyreEventCreateSchema, tyreEventSchema, input) as Pick<
      TyreEvent,
      "date" | "km" | "moves" | "notes"
    >),
    ...madeFields(context),
  };
}

/** What an event did, as its timeline says it: a set put on, taken off, swapped for another, or tyres moved around. */
export type TyreEventAction = "mount" | "dismount" | "swap" | "rotate";

export function tyreEventAction(event: Pick<TyreEvent, "moves">, mountedBefore: ReadonlySet<string>): TyreEventAction {
  const on = event.moves.filter((move) => move.to !== null);
  const off = event.moves.filter((move) => move.to === null);
  if (on.length === 0) return "dismount";
  if (off.length > 0) return "swap";
  return on.every((move) => mountedBefore.has(`${move.set}/${move.tyre}`)) ? "rotate" : "mount";
}
