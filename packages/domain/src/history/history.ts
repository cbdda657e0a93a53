import type { ExpenseCategory } from "../expense/categories.js";
import type { Expense } from "../expense/expense.js";
import { dayKey, monthKey } from "../format/calendar.js";
import type { AdjustmentKey, MaintenanceType } from "../maintenance/adjustments.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import { refuelReading } from "../refuel/reading.js";
import type { Refuel } from "../refuel/refuel.js";
import { energyOf } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { foldedText } from "../shared/text.js";
import { type Energy, energies } from "../units/energies.js";
import { type Currency, currencyOf, totalsByCurrency } from "../units/units.js";

/** What the history can be filtered by: refuels, one maintenance type, or expenses. */
export const historyKinds = ["refuel", "general", "tires", "battery", "expense"] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** One row of a vehicle's history: a refuel or a maintenance, with what every row shows. */
export type HistoryEntry =
  | {
      kind: "refuel";
      _id: string;
      date: string;
      amount: number | null;
      currency: Currency;
      km: number | null;
      refuel: Refuel;
    }
  | {
      kind: MaintenanceType;
      _id: string;
      date: string;
      amount: number | null;
      currency: Currency;
      km: number | null;
      maintenance: Maintenance;
    }
  | {
      kind: "expense";
      _id: string;
      date: string;
      amount: number | null;
      currency: Currency;
      km: number | null;
      expense: Expense;
    };

/** Every maintenance, refuel and expense, newest first (the same instant: the higher reading first). */
export function historyEntries(
  maintenances: readonly Maintenance[],
  refuels: readonly Refuel[],
  expenses: readonly Expense[] = [],
): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    ...maintenances.map((maintenance) => ({
      kind: maintenance.type,
      _id: maintenance._id,
      date: maintenance.date,
      amount: maintenance.amount,
      currency: currencyOf(maintenance),
      km: maintenance.kms,
      maintenance,
    })),
    ...refuels.map((refuel) => ({
      kind: "refuel" as const,
      _id: refuel._id,
      date: refuel.date,
      amount: refuel.amount,
      currency: currencyOf(refuel),
      km: refuelReading(refuel),
      refuel,
    })),
    ...expenses.map((expense) => ({
      kind: "expense" as const,
      _id: expense._id,
      date: expense.date,
      amount: expense.amount,
      currency: expense.currency,
      km: expense.km,
      expense,
    })),
  ];
  return entries.sort((a, b) => toTime(b.date) - toTime(a.date) || (b.km ?? 0) - (a.km ?? 0));
}

/**
 * The `count` newest entries, exactly as `historyEntries(...).slice(0, count)` gives them, without
 * building and sorting the whole history (a vehicle page shows three of ten thousand).
 */
export function latestHistoryEntries(
  maintenances: readonly Maintenance[],
  refuels: readonly Refuel[],
  count: number,
  expenses: readonly Expense[] = [],
): HistoryEntry[] {
  const newestMaintenances = newest(maintenances, count, (maintenance) => maintenance.kms);
  const newestRefuels = newest(refuels, count, refuelReading);
  const newestExpenses = newest(expenses, count, (expense) => expense.km);
  return historyEntries(newestMaintenances, newestRefuels, newestExpenses).slice(0, count);
}

/** The first `count` items in history order (newest, then higher reading, then as given). */
function newest<T extends { date: string }>(items: readonly T[], count: number, kmOf: (item: T) => number | null): T[] {
  const top: { item: T; time: number; km: number }[] = [];
  for (const item of items) {
    const time = toTime(item.date);
    const km = kmOf(item) ?? 0;
    let at = top.length;
    // Only a strictly newer entry moves ahead: equal ones keep their order, as a stable sort does.
    while (at > 0) {
      const before = top[at - 1];
      if (!before || time < before.time || (time === before.time && km <= before.km)) break;
      at -= 1;
    }
    if (at >= count) continue;
    top.splice(at, 0, { item, time, km });
    if (top.length > count) top.pop();
  }
  return top.map(({ item }) => item);
}

/** Lower case and without accents ("Batería" → "bateria"): what search compares. */
export const searchable = foldedText;

/** Names in the user's language, which search matches as well as the stored text. */
export interface HistoryLabels {
  kind: (kind: HistoryKind) => string;
  adjustment: (key: AdjustmentKey) => string;
  /** What a refuel of an energy is called ("Charge", "Carga" for electricity). */
  energy: (energy: Energy) => string;
  expenseCategory: (category: ExpenseCategory) => string;
}

/** Everything a search may match in an entry (SPEC §5 matched type or description). */
function searchableText(entry: HistoryEntry, labels: HistoryLabels): string[] {
  if (entry.kind === "refuel") {
    const { gasStation } = entry.refuel;
    return [labels.kind("refuel"), labels.energy(energyOf(entry.refuel)), gasStation.name, gasStation.location];
  }
  if (entry.kind === "expense") {
    const { expense } = entry;
    return [labels.kind("expense"), labels.expenseCategory(expense.category), expense.place, expense.notes];
  }
  const { maintenance } = entry;
  return [
    maintenance.type,
    labels.kind(entry.kind),
    maintenance.description ?? "",
    ...maintenance.adjustments.map((key) => labels.adjustment(key)),
  ];
}

export interface HistoryFilter {
  /** Kinds to show; empty shows them all. */
  kinds?: readonly HistoryKind[] | undefined;
  /** First and last calendar day shown (`yyyy-mm-dd`, in `timeZone`), each optional. */
  from?: string | undefined;
  to?: string | undefined;
  /** Text to find, case- and accent-insensitively; blank finds everything. */
  query?: string | undefined;
}

export function filterHistory(
  entries: readonly HistoryEntry[],
  filter: HistoryFilter,
  labels: HistoryLabels,
  timeZone = "UTC",
): HistoryEntry[] {
  const needle = searchable(filter.query?.trim() ?? "");
  const kinds = filter.kinds && filter.kinds.length > 0 ? new Set(filter.kinds) : undefined;
  return entries.filter((entry) => {
    if (kinds && !kinds.has(entry.kind)) return false;
    if (filter.from || filter.to) {
      const day = dayKey(new Date(entry.date), timeZone);
      if (filter.from && day < filter.from) return false;
      if (filter.to && day > filter.to) return false;
    }
    return needle === "" || searchableText(entry, labels).some((text) => searchable(text).includes(needle));
  });
}

export interface HistoryMonth {
  /** `yyyy-mm` in the user's zone. */
  month: string;
  /** What the month's entries cost, one total per currency (never added together). */
  totals: { currency: Currency; total: number }[];
  entries: HistoryEntry[];
}

/** Entries (newest first) grouped by calendar month, each month with its total. */
export function historyByMonth(entries: readonly HistoryEntry[], timeZone = "UTC"): HistoryMonth[] {
  const months: HistoryMonth[] = [];
  for (const entry of entries) {
    const month = monthKey(new Date(entry.date), timeZone);
    let current = months.at(-1);
    if (current?.month !== month) {
      current = { month, totals: [], entries: [] };
      months.push(current);
    }
    current.entries.push(entry);
  }
  for (const month of months) month.totals = totalsByCurrency(month.entries);
  return months;
}

export interface HistoryTotals {
  count: number;
  /** One total per currency, largest first. */
  amounts: { currency: Currency; total: number }[];
  refuels: number;
  /** What the refuels delivered, per energy in its stored unit (litres, kWh, kg), in `energies` order. */
  quantities: { energy: Energy; quantity: number }[];
  maintenances: number;
  expenses: number;
}

/** What the entries shown add up to. */
export function historyTotals(entries: readonly HistoryEntry[]): HistoryTotals {
  const totals = { count: entries.length, refuels: 0, maintenances: 0, expenses: 0 };
  const quantities = new Map<Energy, number>();
  for (const entry of entries) {
    if (entry.kind === "refuel") {
      totals.refuels += 1;
      const energy = energyOf(entry.refuel);
      quantities.set(energy, (quantities.get(energy) ?? 0) + entry.refuel.quantity);
    } else if (entry.kind === "expense") {
      totals.expenses += 1;
    } else {
      totals.maintenances += 1;
    }
  }
  return {
    ...totals,
    amounts: totalsByCurrency(entries),
    quantities: energies.flatMap((energy) => {
      const quantity = quantities.get(energy);
      return quantity === undefined ? [] : [{ energy, quantity: Math.round(quantity * 1000) / 1000 }];
    }),
  };
}
