import {
  type Expense,
  type ExpenseCreate,
  type ExpenseUpdate,
  createExpense as sharedCreate,
  deleteExpense as sharedDelete,
  updateExpense as sharedUpdate,
} from "@odo/domain";
import type { AppDeps } from "../deps.js";
import type { Requester } from "../requester.js";
import { vehicleWith } from "../store/access.js";
import { expensesOf } from "../store/expense-rows.js";
import { runMutator } from "../store/run-mutator.js";

/** `GET /vehicles/{id}/expenses`: the owner's and the household's; nobody else sees money. */
export async function listExpenses(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Expense[]> {
  await vehicleWith(deps.db, actor, vehicleId, "viewExpenses");
  return expensesOf(deps.db, vehicleId);
}

/** `POST /vehicles/{id}/expenses`: the shared `expense.create`. */
export function addExpense(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  expense: ExpenseCreate,
  moveDueDate: boolean,
): Promise<Expense> {
  return runMutator(deps, actor, sharedCreate, { vehicleId, expense, moveDueDate });
}

/** `PATCH /expenses/{id}`: the shared `expense.update`. */
export async function updateExpense(
  deps: AppDeps,
  actor: Requester,
  expenseId: string,
  patch: ExpenseUpdate,
): Promise<Expense> {
  return (await runMutator(deps, actor, sharedUpdate, { _id: expenseId, patch })).row;
}

/** `DELETE /expenses/{id}`: the shared `expense.delete`. */
export function deleteExpense(deps: AppDeps, actor: Requester, expenseId: string): Promise<void> {
  return runMutator(deps, actor, sharedDelete, { _id: expenseId });
}
