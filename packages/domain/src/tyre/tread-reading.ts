import { z } from "zod";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, requiredAmount, storedNumber } from "../shared/numbers.js";
import { createdFields } from "../shared/record-fields.js";
import { blankableText } from "../shared/text.js";
import { tyrePositionSchema } from "./positions.js";
import { tyreLimits } from "./tread-rules.js";
import { treadSealSchema } from "./tread-seal-schema.js";
import { madeFields, type NewTyreRowContext, tyreKeySchema } from "./tyre-set.js";

/** One tyre's tread (and pressure, when taken), where it was when measured. */
export const treadDepthSchema = z.object({
  set: idSchema,
  tyre: tyreKeySchema,
  position: tyrePositionSchema.nullable(),
  treadMm: storedNumber(tyreLimits.treadMm.max),
  pressureKpa: storedNumber(tyreLimits.pressureKpa.max).nullable(),
});
export type TreadDepth = z.infer<typeof treadDepthSchema>;

/**
 * Tread measured at one moment, tyre by tyre: by the owner with a gauge or by a workshop at a
 * visit (then it names the shop, as its other work does). Stored in mm, shown in the user's unit.
 */
export const treadReadingSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  date: isoDateTimeSchema,
  km: storedNumber(numberLimits.odometerKm).nullable().describe("The odometer in km when known: a reading."),
  depths: z.array(treadDepthSchema).min(1).max(tyreLimits.tyresPerSet),
  notes: z.string(),
  createdBy: idSchema.nullable(),
  loggedByShop: z.string().nullable().optional(),
  /** The workshop's signature, written by the server alone when it accepts a workshop's reading. */
  seal: treadSealSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type TreadReading = z.infer<typeof treadReadingSchema>;

const depthInputSchema = z
  .object({
    set: idSchema,
    tyre: tyreKeySchema,
    position: tyrePositionSchema.nullable().default(null),
    treadMm: requiredAmount(2, "required", tyreLimits.treadMm.max),
    pressureKpa: optionalAmount(0, tyreLimits.pressureKpa.max).transform((value) => value ?? null),
  })
  .strict();

const depthsInputSchema = z
  .array(depthInputSchema, { error: "required" })
  .min(1, { error: "required" })
  .max(tyreLimits.tyresPerSet, { error: "numberTooLarge" })
  .refine((depths) => new Set(depths.map((depth) => `${depth.set}/${depth.tyre}`)).size === depths.length, {
    error: "invalidOption",
  });

/** `POST /vehicles/{id}/tyres/readings` and `treadReading.create`. */
export const treadReadingCreateSchema = z
  .object({
    _id: idSchema.optional(),
    date: dateInputSchema,
    km: optionalAmount(2, numberLimits.odometerKm),
    depths: depthsInputSchema,
    notes: blankableText(tyreLimits.notesChars, "multi").default(""),
  })
  .strict();
export type TreadReadingCreateInput = z.input<typeof treadReadingCreateSchema>;
export type TreadReadingCreate = z.output<typeof treadReadingCreateSchema>;

/** `treadReading.update`: changed fields; null clears the km. */
export const treadReadingUpdateSchema = z
  .object({
    date: dateInputSchema.optional(),
    km: z.null().or(optionalAmount(2, numberLimits.odometerKm)),
    depths: depthsInputSchema.optional(),
    notes: blankableText(tyreLimits.notesChars, "multi").optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type TreadReadingUpdate = z.output<typeof treadReadingUpdateSchema>;

export function newTreadReading(input: TreadReadingCreate, context: NewTyreRowContext): TreadReading {
  return {
    ...(createdFields(treadReadingCreateSchema, treadReadingSchema, input) as Pick<
      TreadReading,
      "date" | "km" | "depths" | "notes"
    >),
    ...madeFields(context),
  };
}
