import { z } from "zod";
import { addRefusalIssue } from "../maintenance/maintenance.js";
import { mileageConflict, type TimelineNeighbours } from "../maintenance/timeline.js";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { optionalAmount, optionalInteger, requiredAmount, storedNumber } from "../shared/numbers.js";
import { createdFields } from "../shared/record-fields.js";
import { blankableText } from "../shared/text.js";
import { type Currency, currencySchema } from "../units/units.js";
import { expenseCategorySchema, expenseLimits } from "./categories.js";
import { recurrenceSchema } from "./recurrence.js";

/** An occurrence of a recurring expense: the series' first expense, and which occurrence this is. */
export const occurrenceOfSchema = z.object({ series: idSchema, index: z.number().int().min(1) });
export type OccurrenceOf = z.infer<typeof occurrenceOfSchema>;

/**
 * What a vehicle cost besides energy and maintenance (issue "Every cost"): insurance, tax, tolls,
 * parking, a fine, a loan payment. Only the owner and the household see them: they are money.
 */
export const expenseSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  category: expenseCategorySchema,
  amount: storedNumber(numberLimits.amount).describe("What was paid, in `currency`."),
  currency: currencySchema.describe("ISO 4217 code of `amount`."),
  date: isoDateTimeSchema,
  km: storedNumber(numberLimits.odometerKm).nullable().describe("The odometer in km when known: a reading."),
  place: z.string(),
  notes: z.string(),
  /** Set on the expense that starts a recurring series. */
  recurrence: recurrenceSchema.nullable(),
  /** Set on each later occurrence of a series. */
  occurrenceOf: occurrenceOfSchema.nullable(),
  /** Months of cover an insurance or tax payment paid for, when said. */
  coversMonths: z.number().int().min(1).max(expenseLimits.everyMonthsMax).nullable(),
  createdBy: idSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

/** A recurrence as a form or a request gives it. */
const recurrenceInputSchema = z
  .object({
    everyMonths: optionalInteger(1, expenseLimits.everyMonthsMax, "intervalRange").pipe(
      z.number({ error: "required" }),
    ),
    until: z.preprocess((value) => (value === "" ? null : value), dateInputSchema.nullable().default(null)),
    autoLog: z.boolean({ error: "invalidOption" }).default(false),
    skipped: z.array(z.number().int().min(1)).max(1_000).default([]),
  })
  .strict();
export type RecurrenceInput = z.input<typeof recurrenceInputSchema>;

const createFields = {
  category: expenseCategorySchema,
  amount: requiredAmount(2, "required", numberLimits.amount),
  currency: currencySchema.optional(),
  date: dateInputSchema,
  km: optionalAmount(2, numberLimits.odometerKm),
  place: blankableText(expenseLimits.placeChars).default(""),
  notes: blankableText(expenseLimits.notesChars, "multi").default(""),
  recurrence: recurrenceInputSchema.nullable().default(null),
  coversMonths: optionalInteger(1, expenseLimits.everyMonthsMax, "intervalRange"),
};

/** `POST /vehicles/{id}/expenses` and `expense.create`'s expense. */
export const expenseCreateSchema = z
  .object({ _id: idSchema.optional(), ...createFields, occurrenceOf: occurrenceOfSchema.optional() })
  .strict()
  .refine((input) => !(input.recurrence && input.occurrenceOf), { error: "invalidOption", path: ["recurrence"] });
export type ExpenseCreateInput = z.input<typeof expenseCreateSchema>;
export type ExpenseCreate = z.output<typeof expenseCreateSchema>;

/** `PATCH /expenses/{id}` and `expense.update`: changed fields; null clears km, a recurrence or a period. */
export const expenseUpdateSchema = z
  .object({
    category: expenseCategorySchema.optional(),
    amount: requiredAmount(2, "required", numberLimits.amount).optional(),
    currency: currencySchema.optional(),
    date: dateInputSchema.optional(),
    km: z.null().or(optionalAmount(2, numberLimits.odometerKm)),
    place: blankableText(expenseLimits.placeChars).optional(),
    notes: blankableText(expenseLimits.notesChars, "multi").optional(),
    recurrence: recurrenceInputSchema.nullable().optional(),
    coversMonths: z.null().or(createFields.coversMonths),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>;
export type ExpenseUpdateInput = z.input<typeof expenseUpdateSchema>;

export interface NewExpenseContext {
  _id: string;
  vehicleId: string;
  authorId: string;
  /** The author's currency, used when the expense names none. */
  currency: Currency;
  now: string;
}

export function newExpense(input: ExpenseCreate, context: NewExpenseContext): Expense {
  return {
    ...(createdFields(expenseCreateSchema, expenseSchema, input, ["currency"]) as Omit<
      Expense,
      "_id" | "vehicle" | "currency" | "createdBy" | "createdAt" | "updatedAt"
    >),
    _id: context._id,
    vehicle: context.vehicleId,
    currency: input.currency ?? context.currency,
    createdBy: context.authorId,
    createdAt: context.now,
    updatedAt: context.now,
  };
}

/** The stored expense after a checked patch: undefined keeps a field, null clears it. */
export function patchedExpense(expense: Expense, patch: ExpenseUpdate, now: string): Expense {
  const next: Expense = { ...expense, updatedAt: now };
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) (next as Record<string, unknown>)[field] = value;
  }
  // An occurrence of a series cannot start one of its own.
  if (expense.occurrenceOf) next.recurrence = null;
  return next;
}

/** The form's whole rule set: the fields, and a km that fits the vehicle's timeline. */
export function expenseCreateSchemaFor(neighbours: TimelineNeighbours) {
  return expenseCreateSchema.superRefine((input, context) => {
    const conflict = mileageConflict(input.km, neighbours);
    if (conflict) addRefusalIssue(context, { path: "km", key: "invalidMileage", conflict });
  });
}

const comparedFields = ["category", "amount", "currency", "date", "km", "place", "notes", "coversMonths"] as const;
const clearable = new Set<string>(["km", "coversMonths"]);

/**
 * The patch an edit form sends: each field whose value changed, null where one was cleared. A
 * recurrence goes whole when any of it changed (its skipped occurrences kept as they were).
 */
export function expenseChanges(before: Expense, edited: ExpenseCreate): ExpenseUpdate {
  const patch: Record<string, unknown> = {};
  for (const field of comparedFields) {
    const now = edited[field] ?? null;
    // Only a km and a period paid are cleared; a field left out (a currency not chosen) stays.
    if (now === null && !clearable.has(field)) continue;
    if (JSON.stringify(now) !== JSON.stringify(before[field] ?? null)) patch[field] = now;
  }
  const recurrence = edited.recurrence && { ...edited.recurrence, skipped: before.recurrence?.skipped ?? [] };
  if (!before.occurrenceOf && JSON.stringify(recurrence) !== JSON.stringify(before.recurrence)) {
    patch.recurrence = recurrence;
  }
  // Each value was checked by the create schema, which the update's fields accept.
  return patch as ExpenseUpdate;
}
