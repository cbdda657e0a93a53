import { z } from "zod";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, optionalInteger, storedNumber } from "../shared/numbers.js";
import { changedFields, createdFields, editableFields } from "../shared/record-fields.js";
import { blankableText } from "../shared/text.js";
import { type Currency, currencySchema } from "../units/units.js";
import { formatTyreSize, parseTyreSize } from "./size.js";
import { tyreLimits } from "./tread-rules.js";

export const tyreSeasons = ["summer", "winter", "allSeason"] as const;
export type TyreSeason = (typeof tyreSeasons)[number];
export const tyreSeasonSchema = z.enum(tyreSeasons, { error: "invalidOption" });

/** A tyre's key within its set ("t1"): events and readings name a tyre by its set and this key. */
export const tyreKeySchema = z.string().regex(/^[a-z0-9]{1,8}$/, { error: "invalidId" });

/** One tyre of a set: its DOT code as written on it, its tread when new, and whether it left the set (a puncture). */
export const setTyreSchema = z.object({
  key: tyreKeySchema,
  dot: z.string().nullable(),
  newTreadMm: storedNumber(tyreLimits.treadMm.max).nullable(),
  retired: z.boolean(),
});
export type SetTyre = z.infer<typeof setTyreSchema>;

/**
 * A set of tyres a vehicle owns (issue "Tyres done right"): on the vehicle or in storage, which
 * its mount and dismount events say. `minimumTreadMm` is the owner's own minimum (a winter tyre's
 * 4 mm), null for the law's (`legalTreadMinimumMm`).
 */
export const tyreSetSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  brand: z.string(),
  model: z.string(),
  size: z.string().describe('The size as Odo writes it ("205/55 R16 91V", "25-622" for a bicycle).'),
  season: tyreSeasonSchema,
  tyres: z.array(setTyreSchema).min(1).max(tyreLimits.tyresPerSet),
  price: storedNumber(numberLimits.amount).nullable().describe("What the set cost, in `currency`."),
  currency: currencySchema,
  place: z.string(),
  boughtOn: isoDateTimeSchema.nullable(),
  minimumTreadMm: storedNumber(tyreLimits.treadMm.max).nullable(),
  /** Years from its tyres' make date after which the set is worth a warning; null for the default. */
  ageWarningYears: z.number().int().min(tyreLimits.ageWarningYears.min).max(tyreLimits.ageWarningYears.max).nullable(),
  notes: z.string(),
  /** Thrown away or sold: kept for its history and costs, offered no more. */
  retired: z.boolean(),
  createdBy: idSchema.nullable(),
  loggedByShop: z.string().nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type TyreSet = z.infer<typeof tyreSetSchema>;

/** A size as typed, written back the one way Odo writes it; "invalidTyreSize" when it is none. */
export const tyreSizeInputSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(tyreLimits.sizeChars, { error: "maxLength" })
  .transform((text, context) => {
    const size = parseTyreSize(text);
    if (size) return formatTyreSize(size);
    context.addIssue({ code: "custom", message: "invalidTyreSize", input: text });
    return z.NEVER;
  });

const tyreInputSchema = z
  .object({
    key: tyreKeySchema,
    dot: z.preprocess(
      (value) => (value === "" ? null : value),
      blankableText(tyreLimits.dotChars).nullable().default(null),
    ),
    newTreadMm: optionalAmount(2, tyreLimits.treadMm.max).transform((value) => value ?? null),
    retired: z.boolean().default(false),
  })
  .strict();

const tyresInputSchema = z
  .array(tyreInputSchema, { error: "required" })
  .min(1, { error: "required" })
  .max(tyreLimits.tyresPerSet, { error: "numberTooLarge" })
  .refine((tyres) => new Set(tyres.map((tyre) => tyre.key)).size === tyres.length, { error: "invalidId" });

const optionalDate = z.preprocess((value) => (value === "" ? null : value), dateInputSchema.nullable().default(null));

const fields = {
  brand: blankableText(tyreLimits.brandChars).default(""),
  model: blankableText(tyreLimits.brandChars).default(""),
  size: tyreSizeInputSchema,
  season: tyreSeasonSchema,
  tyres: tyresInputSchema,
  price: optionalAmount(2, numberLimits.amount),
  currency: currencySchema.optional(),
  place: blankableText(tyreLimits.placeChars).default(""),
  boughtOn: optionalDate,
  minimumTreadMm: optionalAmount(2, tyreLimits.treadMm.max),
  ageWarningYears: optionalInteger(tyreLimits.ageWarningYears.min, tyreLimits.ageWarningYears.max, "invalidNumber"),
  notes: blankableText(tyreLimits.notesChars, "multi").default(""),
};

/** `POST /vehicles/{id}/tyres` and `tyreSet.create`. */
export const tyreSetCreateSchema = z.object({ _id: idSchema.optional(), ...fields }).strict();
export type TyreSetCreateInput = z.input<typeof tyreSetCreateSchema>;
export type TyreSetCreate = z.output<typeof tyreSetCreateSchema>;

/** `PATCH /vehicles/{id}/tyres/{setId}` and `tyreSet.update`: changed fields; null clears one. */
export const tyreSetUpdateSchema = z
  .object({
    // Not the create's fields: their defaults would clear a field the patch leaves out.
    brand: blankableText(tyreLimits.brandChars).optional(),
    model: blankableText(tyreLimits.brandChars).optional(),
    size: tyreSizeInputSchema.optional(),
    season: tyreSeasonSchema.optional(),
    tyres: tyresInputSchema.optional(),
    price: z.null().or(fields.price),
    currency: currencySchema.optional(),
    place: blankableText(tyreLimits.placeChars).optional(),
    boughtOn: z.preprocess((value) => (value === "" ? null : value), dateInputSchema.nullable().optional()),
    minimumTreadMm: z.null().or(fields.minimumTreadMm),
    ageWarningYears: z.null().or(fields.ageWarningYears),
    notes: blankableText(tyreLimits.notesChars, "multi").optional(),
    retired: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type TyreSetUpdate = z.output<typeof tyreSetUpdateSchema>;

/** Who makes a new tyre row (a set, a move, a reading) and when: a workshop's rows name its shop. */
export interface NewTyreRowContext {
  _id: string;
  vehicleId: string;
  authorId: string;
  now: string;
  shop?: string | null;
}

/** The fields a new tyre row takes from who makes it, and when. */
export const madeFields = (context: NewTyreRowContext) => ({
  _id: context._id,
  vehicle: context.vehicleId,
  createdBy: context.authorId,
  ...(context.shop ? { loggedByShop: context.shop } : {}),
  createdAt: context.now,
  updatedAt: context.now,
});

/** A new set from its checked fields. */
export function newTyreSet(input: TyreSetCreate, context: NewTyreRowContext & { currency: Currency }): TyreSet {
  return {
    ...(createdFields(tyreSetCreateSchema, tyreSetSchema, input, ["currency"]) as Omit<
      TyreSet,
      "_id" | "vehicle" | "currency" | "retired" | "createdBy" | "createdAt" | "updatedAt"
    >),
    ...madeFields(context),
    currency: input.currency ?? context.currency,
    retired: false,
  };
}

/**
 * The set after a checked patch. A tyre of the set is never dropped by an edit, only retired: its
 * events and readings keep naming it.
 */
export function patchedTyreSet(set: TyreSet, patch: TyreSetUpdate, now: string): TyreSet {
  const next: TyreSet = { ...set, updatedAt: now };
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) (next as Record<string, unknown>)[field] = value;
  }
  if (patch.tyres) {
    const kept = new Set(patch.tyres.map((tyre) => tyre.key));
    next.tyres = [
      ...patch.tyres,
      ...set.tyres.filter((tyre) => !kept.has(tyre.key)).map((t) => ({ ...t, retired: true })),
    ];
  }
  return next;
}

const editable = editableFields(tyreSetCreateSchema, tyreSetUpdateSchema);

/** The fields an edit changed, as a patch. */
export function tyreSetChanges(before: TyreSet, edited: TyreSetCreate): TyreSetUpdate {
  return changedFields(tyreSetUpdateSchema, editable, before, edited) as TyreSetUpdate;
}

/** The tyres of a set still in it. */
export const tyresInSet = (set: Pick<TyreSet, "tyres">): SetTyre[] => set.tyres.filter((tyre) => !tyre.retired);
