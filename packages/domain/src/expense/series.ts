import { expenseLimits } from "./categories.js";
import type { Expense } from "./expense.js";
import { type Occurrence, pendingOccurrences } from "./recurrence.js";

/** A series' payments logged so far. */
const paymentsOf = (series: Expense, expenses: readonly Expense[]) =>
  expenses.filter((expense) => expense.occurrenceOf?.series === series._id);

/** The latest payment of a series (its first expense when none was logged since): what the next is prefilled with. */
export function latestPayment(series: Expense, expenses: readonly Expense[]): Expense {
  return paymentsOf(series, expenses).reduce(
    (latest, expense) => (expense.date > latest.date ? expense : latest),
    series,
  );
}

/** A payment of a recurring expense that has come and waits for the owner. */
export interface PendingPayment {
  series: Expense;
  occurrence: Occurrence;
  /** The series' latest payment: the amount and currency offered. */
  last: Expense;
}

/** Every series' payments that have come and are neither logged nor skipped, oldest first. */
export function pendingPayments(expenses: readonly Expense[], now: Date): PendingPayment[] {
  return expenses
    .filter((expense) => expense.recurrence !== null)
    .flatMap((series) => {
      const indexes = paymentsOf(series, expenses).flatMap((expense) =>
        expense.occurrenceOf ? [expense.occurrenceOf.index] : [],
      );
      const last = latestPayment(series, expenses);
      return pendingOccurrences(series, indexes, now).map((occurrence) => ({ series, occurrence, last }));
    })
    .sort((a, b) => a.occurrence.date.localeCompare(b.occurrence.date));
}

/**
 * Which payments the app logs by itself on `userId`'s device, and which it asks about: a series set
 * to "log each one for me" is logged by its author's own devices (so each payment is theirs), only
 * for payments that came after the series was set up (those before are the owner's to confirm), and
 * a few at a time. Whatever is not logged here is listed to confirm; a payment has one id on every
 * device, so one confirmed here and logged by its author's phone is still one entry.
 */
export function paymentsToLog(
  pending: readonly PendingPayment[],
  userId: string,
): { auto: PendingPayment[]; toConfirm: PendingPayment[] } {
  const auto = pending
    .filter(
      ({ series, occurrence }) =>
        series.recurrence?.autoLog === true && series.createdBy === userId && occurrence.date >= series.createdAt,
    )
    .slice(-expenseLimits.autoLoggedAtOnce);
  return { auto, toConfirm: pending.filter((payment) => !auto.includes(payment)) };
}
