import { type Energy, isEnergy } from "../energy/power.js";
import type { ExpenseCategory } from "../expense/categories.js";
import type { Expense } from "../expense/expense.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import { energyOf, type Refuel } from "../refuel/refuel.js";
import { todayHorizon, toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";
import { type Currency, currencyOf, totalsByCurrency } from "../units/units.js";
import { kmDrivenIn } from "./period-costs.js";

/** What a vehicle's money went on: each energy, maintenance, and each kind of expense. */
export type CostKind = Energy | "maintenance" | ExpenseCategory;

export interface OwnershipEntries {
  refuels: readonly Pick<Refuel, "date" | "amount" | "currency" | "energy" | "displacement">[];
  maintenances: readonly Pick<Maintenance, "date" | "amount" | "currency" | "kms">[];
  expenses: readonly Pick<Expense, "date" | "amount" | "currency" | "category" | "km">[];
}

export interface CostRow {
  kind: CostKind;
  currency: Currency;
  total: number;
  /** Per month of the period. */
  perMonth: number;
  /** Per km driven in the period; null while its readings show no distance. */
  perKm: number | null;
}

export interface OwnershipCost {
  /** Each kind in each currency, energies first, then maintenance, then expenses; largest first within. */
  rows: CostRow[];
  /** Every kind together, per currency (never added across currencies). */
  totals: Omit<CostRow, "kind">[];
  /** The distance the period's readings span, and the months it lasts. */
  km: number;
  months: number;
}

const dayMs = 86_400_000;
/** The average Gregorian month, to turn a span of days into months. */
const monthDays = 365.2425 / 12;

const kindOrder = (kind: CostKind) => (isEnergy(kind) ? 0 : kind === "maintenance" ? 1 : 2);

/**
 * What owning the vehicle cost between `from` (null: since its first entry) and `to`: per kind and
 * currency, per month of the period (from its first entry at the earliest) and per km driven in
 * it, and every kind together. The true
 * cost: energy and maintenance, and insurance, tax, tolls, parking, fines and payments.
 */
export function ownershipCost(entries: OwnershipEntries, from: string | null, to: Date): OwnershipCost {
  const end = todayHorizon(to);
  const inside = <T extends { date: string }>(rows: readonly T[]) =>
    rows.filter((row) => toTime(row.date) <= end && (from === null || toTime(row.date) >= toTime(from)));
  const within: OwnershipEntries = {
    refuels: inside(entries.refuels),
    maintenances: inside(entries.maintenances),
    expenses: inside(entries.expenses),
  };
  // The period starts no earlier than the vehicle's first entry: a car logged for two months is
  // not averaged over twelve.
  const dates = [...entries.refuels, ...entries.maintenances, ...entries.expenses]
    .map((row) => toTime(row.date))
    .filter((time) => time <= end);
  const first = dates.length > 0 ? Math.min(...dates) : to.getTime();
  const start = from === null ? first : Math.max(toTime(from), first);
  const months = Math.max(1, roundTo((to.getTime() - start) / dayMs / monthDays, 1));
  const km = kmDrivenIn(within.maintenances, within.refuels, within.expenses);
  const rows = new Map<string, CostRow>();
  const add = (kind: CostKind, currency: Currency, amount: number | null) => {
    if (!amount) return;
    const key = `${kind}|${currency}`;
    const row = rows.get(key) ?? { kind, currency, total: 0, perMonth: 0, perKm: null };
    row.total = roundTo(row.total + amount, 2);
    rows.set(key, row);
  };
  for (const refuel of within.refuels) add(energyOf(refuel), currencyOf(refuel), refuel.amount);
  for (const maintenance of within.maintenances) add("maintenance", currencyOf(maintenance), maintenance.amount);
  for (const expense of within.expenses) add(expense.category, expense.currency, expense.amount);
  const rated = <R extends { total: number }>(row: R) => ({
    ...row,
    perMonth: roundTo(row.total / months, 2),
    perKm: km > 0 ? roundTo(row.total / km, 4) : null,
  });
  const byKind = [...rows.values()]
    .map(rated)
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || b.total - a.total);
  const totals = totalsByCurrency(byKind.map((row) => ({ amount: row.total, currency: row.currency })));
  return {
    rows: byKind,
    totals: totals.map((total) => rated({ ...total, perMonth: 0, perKm: null })),
    km,
    months,
  };
}
