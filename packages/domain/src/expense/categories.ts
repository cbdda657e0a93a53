import type { z } from "zod";
import { oneOf } from "../shared/one-of.js";

/**
 * What a vehicle costs beyond energy and maintenance (issue "Every cost"). A new category is one
 * word here and its two labels in the app's catalogue.
 */
export const expenseCategories = [
  "insurance",
  "taxes",
  "inspection",
  "parking",
  "tolls",
  "fines",
  "loan",
  "washing",
  "accessories",
  "roadside",
  "other",
] as const;
export const expenseCategorySchema = oneOf(expenseCategories);
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

/** The vehicle's due date a payment of this category pays for, moved forward when the owner says so. */
export const dueDateOfCategory = {
  insurance: "insuranceDate",
  taxes: "taxesDate",
} as const satisfies Partial<Record<ExpenseCategory, string>>;
export type DueDateField = (typeof dueDateOfCategory)[keyof typeof dueDateOfCategory];

export function dueDateFieldOf(category: ExpenseCategory): DueDateField | null {
  return category in dueDateOfCategory ? dueDateOfCategory[category as keyof typeof dueDateOfCategory] : null;
}

export const expenseLimits = {
  placeChars: 120,
  notesChars: 1_000,
  /** A recurrence or a period paid: ten years at most. */
  everyMonthsMax: 120,
  /** What a payment of insurance or tax pays for when the owner names no period: a year. */
  defaultCoverMonths: 12,
  /** Occurrences listed as missed at most: an old series left running does not fill the screen. */
  missedListed: 24,
  /** How far back a recurring series may start. */
  seriesYearsBack: 5,
  /** Payments the app logs by itself at one go; the rest wait to be confirmed. */
  autoLoggedAtOnce: 3,
} as const;
