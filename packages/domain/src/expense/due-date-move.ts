import { addMonths } from "../format/calendar.js";
import { toTime } from "../shared/dates.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { dueDateFieldOf, type ExpenseCategory, expenseLimits } from "./categories.js";
import type { Recurrence } from "./recurrence.js";

/** What a payment says about the period it paid for. */
export interface PaidPeriod {
  category: ExpenseCategory;
  date: string;
  coversMonths?: number | null | undefined;
  recurrence?: Pick<Recurrence, "everyMonths"> | null | undefined;
}

/** The months a payment paid for: as said, else its recurrence's period, else a year. */
export function monthsPaid(payment: Omit<PaidPeriod, "category" | "date">): number {
  return payment.coversMonths ?? payment.recurrence?.everyMonths ?? expenseLimits.defaultCoverMonths;
}

/**
 * The vehicle's due date after an insurance or tax payment: the period paid added to the date it
 * was due (paid early, the cover runs on from there), or to the day of payment when that date had
 * already passed or was never set. Null for a category no due date follows.
 */
export function dueDateAfterPayment(
  vehicle: Pick<Vehicle, "insuranceDate" | "taxesDate">,
  payment: PaidPeriod,
): { field: "insuranceDate" | "taxesDate"; date: string } | null {
  const field = dueDateFieldOf(payment.category);
  if (!field) return null;
  const current = vehicle[field];
  const from = current && toTime(current) > toTime(payment.date) ? current : payment.date;
  return { field, date: addMonths(from, monthsPaid(payment)) };
}
