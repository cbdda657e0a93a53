import { ApiError } from "../errors/api-error.js";
import { addMonths } from "../format/calendar.js";
import {
  moveOdometer,
  refuseReadingOffTimeline,
  removeEntry,
  settleOdometer,
} from "../maintenance/odometer-effects.js";
import { dateLimits } from "../shared/dates.js";
import type { HeldRow, Mutator } from "../sync/mutator.js";
import { authorSettings, entryToChange, refuseDateAhead, vehicleWith } from "../sync/mutator-access.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import { expenseLimits } from "./categories.js";
import { dueDateAfterPayment } from "./due-date-move.js";
import { type Expense, type ExpenseCreate, type ExpenseUpdate, newExpense, patchedExpense } from "./expense.js";
import { occurrenceId } from "./recurrence.js";

/**
 * An expense's date: with a km it is a reading, dated no later than today; a payment alone may be
 * logged up to a year ahead. A series starts no further back than `expenseLimits.seriesYearsBack`:
 * one dated 1900 made the app log every month since.
 */
function checkDate(expense: Pick<Expense, "date" | "km" | "recurrence">, context: { now: string }): void {
  refuseDateAhead(expense.date, context, expense.km === null ? dateLimits.paymentAheadMs : undefined);
  if (expense.recurrence && expense.date < addMonths(context.now, -12 * expenseLimits.seriesYearsBack)) {
    throw new ApiError("VALIDATION_FAILED", "dateOutOfRange");
  }
}

/** The occurrence's series, which must be a recurring expense of the same vehicle. */
async function checkedOccurrence(tx: WriteTransaction, vehicleId: string, input: ExpenseCreate): Promise<string> {
  const of = input.occurrenceOf;
  if (!of) throw new Error("not an occurrence");
  const series = await tx.get("expenses", of.series);
  if (!series?.recurrence || series.vehicle !== vehicleId) throw new ApiError("EXPENSE_NOT_FOUND");
  const id = occurrenceId(of.series, of.index);
  if (input._id !== undefined && input._id !== id) throw new ApiError("VALIDATION_FAILED", "invalidId");
  return id;
}

/**
 * `expense.create` (and `POST /vehicles/{id}/expenses`): the owner's or a household member's. A km
 * is a reading of the timeline and may move the odometer; an insurance or tax payment may move the
 * vehicle's due date forward by the period paid (`moveDueDate`). An occurrence of a recurring
 * expense has the same id on every device, so one logged twice (two phones offline, or the app's
 * automatic logging) is one entry.
 */
export const createExpense: Mutator<{ vehicleId: string; expense: ExpenseCreate; moveDueDate?: boolean }, Expense> = {
  capability: "addExpenses",
  readAhead: ({ vehicleId, expense }) => ({
    vehicleId,
    ...(expense.km === undefined ? {} : { readingDate: expense.date }),
  }),
  async effect(tx, { vehicleId, expense: input, moveDueDate }, context) {
    const { vehicle } = await vehicleWith(tx, vehicleId, this.capability);
    const _id = input.occurrenceOf ? await checkedOccurrence(tx, vehicleId, input) : (input._id ?? context.newId());
    const logged = input.occurrenceOf && (await tx.get("expenses", _id));
    if (logged) return logged;
    checkDate({ date: input.date, km: input.km ?? null, recurrence: input.recurrence }, context);
    await refuseReadingOffTimeline(tx, vehicle, { date: input.date, km: input.km ?? null });
    const expense = newExpense(input, {
      _id,
      vehicleId,
      authorId: context.actorId,
      currency: (await authorSettings(tx, context)).currency,
      now: context.now,
    });
    await tx.put("expenses", expense);
    await moveOdometer(tx, vehicle, expense.km, context.now);
    const move = moveDueDate ? dueDateAfterPayment(vehicle, expense) : null;
    if (move) {
      const current = (await tx.get("vehicles", vehicleId)) ?? vehicle;
      await tx.put("vehicles", { ...current, [move.field]: move.date, updatedAt: context.now }, current);
    }
    return expense;
  },
};

/**
 * `expense.update`: the owner's edit of any expense, a household member's of their own. A km fits
 * the timeline without the old reading, and the odometer follows.
 */
export const updateExpense: Mutator<{ _id: string; patch: ExpenseUpdate }, HeldRow<"expense">> = {
  capability: "addExpenses",
  async effect(tx, { _id, patch }, context) {
    const { row: before, vehicle, role } = await entryToChange(tx, "expense", _id, "edit", context);
    const next = patchedExpense(before, patch, context.now);
    if (patch.date !== undefined || patch.km !== undefined || patch.recurrence !== undefined) checkDate(next, context);
    await refuseReadingOffTimeline(tx, vehicle, next, { _id, km: before.km });
    await tx.put("expenses", next, before);
    await settleOdometer(tx, vehicle, before.km, context.now);
    return { row: next, vehicle, role };
  },
};

/** `expense.delete` (see `removeEntry`): the owner, any; a household member, their own. */
export const deleteExpense: Mutator<{ _id: string }, void> = {
  capability: "addExpenses",
  effect: (tx, { _id }, context) => removeEntry(tx, "expense", _id, context),
};
