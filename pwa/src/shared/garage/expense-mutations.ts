import {
  dueDateFieldOf,
  type Expense,
  type ExpenseCreate,
  expenseChanges,
  type Occurrence,
  occurrenceId,
  preferredUnits,
  type User,
  type Vehicle,
} from "@odo/domain";
import type { OdoDatabase } from "../sync/db.js";
import { type CommitOptions, runMutation } from "../sync/mutations.js";
import { newId } from "../sync/new-id.js";

/**
 * The shared `expense.create`, with the id and the currency fixed here so the server writes the
 * same; an occurrence of a series takes the id every device gives it.
 */
export function addExpense(
  db: OdoDatabase,
  vehicle: Vehicle,
  author: User,
  input: ExpenseCreate,
  moveDueDate: boolean,
  options: CommitOptions = {},
): Promise<Expense> {
  const of = input.occurrenceOf;
  const expense = {
    ...input,
    _id: of ? occurrenceId(of.series, of.index) : newId(),
    currency: input.currency ?? preferredUnits(author).currency,
  };
  return runMutation(db, "expense.create", { vehicleId: vehicle._id, expense, moveDueDate }, options);
}

/** Sends only the fields the edit changed; nothing when nothing did. */
export async function updateExpense(
  db: OdoDatabase,
  before: Expense,
  edited: ExpenseCreate,
  options: CommitOptions = {},
): Promise<void> {
  const patch = expenseChanges(before, edited);
  if (Object.keys(patch).length === 0) return;
  await runMutation(db, "expense.update", { _id: before._id, patch }, options);
}

export async function deleteExpense(db: OdoDatabase, expense: Expense): Promise<void> {
  await runMutation(db, "expense.delete", { _id: expense._id });
}

/**
 * Logs an occurrence of a recurring expense at `amount` (the last one's, unless the owner changed
 * it); an insurance or tax payment moves its due date forward by the series' period.
 */
export function logOccurrence(
  db: OdoDatabase,
  vehicle: Vehicle,
  author: User,
  series: Expense,
  occurrence: Occurrence,
  amount: number,
  currency = series.currency,
): Promise<Expense> {
  const input: ExpenseCreate = {
    category: series.category,
    amount,
    currency,
    date: occurrence.date,
    place: series.place,
    notes: "",
    recurrence: null,
    occurrenceOf: { series: series._id, index: occurrence.index },
  };
  return addExpense(db, vehicle, author, input, dueDateFieldOf(series.category) !== null);
}

/** The owner says an occurrence did not happen: it is not asked for again. */
export async function skipOccurrence(db: OdoDatabase, series: Expense, occurrence: Occurrence): Promise<void> {
  if (!series.recurrence) return;
  const skipped = [...new Set([...series.recurrence.skipped, occurrence.index])];
  await runMutation(db, "expense.update", {
    _id: series._id,
    patch: { recurrence: { ...series.recurrence, skipped } },
  });
}
