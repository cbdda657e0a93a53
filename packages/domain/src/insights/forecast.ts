import type { ExpenseCategory } from "../expense/categories.js";
import type { Expense } from "../expense/expense.js";
import { occurrencesBetween } from "../expense/recurrence.js";
import { latestPayment, pendingPayments } from "../expense/series.js";
import { addMonths, monthKey } from "../format/calendar.js";
import type { MaintenanceType } from "../maintenance/adjustments.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { Pace } from "../maintenance/pace.js";
import type { DueItem } from "../reminder/due.js";
import { dayMs, toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";
import { type Energy, isEnergy } from "../units/energies.js";
import { type Currency, currencyOf, totalsByCurrency } from "../units/units.js";
import { type OwnershipEntries, ownershipCost } from "./ownership-cost.js";

/** The forecast looks this many months ahead, and prices energy from this many months back. */
export const forecastMonths = 12;
/** Past work of a kind averaged to price the next one: the latest few, in the latest currency. */
const pastWorkAveraged = 3;

/** One figure of a month of the forecast, with what it is made of. */
export type ForecastLine =
  | { source: "energy"; energy: Energy; currency: Currency; amount: number; km: number; perKm: number }
  | {
      source: "maintenance";
      item: DueItem;
      date: string;
      /** The work's average cost on this vehicle before; null when no such work was paid before. */
      amount: number | null;
      currency: Currency | null;
      /** How many past entries the amount averages. */
      pastEntries: number;
    }
  | {
      source: "expense";
      category: ExpenseCategory;
      date: string;
      amount: number;
      currency: Currency;
      recurring: boolean;
      /** A payment that has come and waits for the owner to confirm it: counted this month. */
      pending?: boolean;
    };

export interface ForecastMonth {
  /** `yyyy-mm` (UTC). */
  month: string;
  lines: ForecastLine[];
  totals: { currency: Currency; total: number }[];
}

export interface Forecast {
  months: ForecastMonth[];
  totals: { currency: Currency; total: number }[];
  /** Km a day the energy figures assume; null when the vehicle's pace is not known (no energy figures). */
  kmPerDay: number | null;
  /**
   * Energy was bought but its cost per km is not known yet (no stretch between two full fills):
   * no energy figure rather than one fill over every km, said on the screen.
   */
  energyUnknown: boolean;
  /** Work coming due that no past entry prices: counted in no total, said on the screen. */
  unpriced: number;
  /** Km-based work whose date cannot be told without a pace: listed apart. */
  undated: DueItem[];
}

export interface ForecastInput {
  entries: {
    refuels: OwnershipEntries["refuels"];
    maintenances: readonly Pick<Maintenance, "date" | "amount" | "currency" | "kms" | "type">[];
    expenses: readonly Expense[];
  };
  due: readonly DueItem[];
  pace: Pace;
  now: Date;
  /** The energies the vehicle takes (a plug-in hybrid's two), for the consumption the cost per km follows. */
  energies?: readonly Energy[];
}

/** Lines' amounts per currency; an unpriced line (no amount, no currency) counts in none. */
const totalsOf = (lines: readonly ForecastLine[]) =>
  totalsByCurrency(lines.map((line) => ({ amount: line.amount, currency: line.currency ?? undefined })));

/** What the last few entries of a maintenance type cost, in the currency of the latest. */
function pastCost(
  maintenances: ForecastInput["entries"]["maintenances"],
  type: MaintenanceType,
): { amount: number | null; currency: Currency | null; pastEntries: number } {
  const paid = maintenances
    .filter((entry) => entry.type === type && entry.amount !== null && entry.amount > 0)
    .sort((a, b) => toTime(b.date) - toTime(a.date));
  const latest = paid[0];
  if (!latest) return { amount: null, currency: null, pastEntries: 0 };
  const currency = currencyOf(latest);
  const same = paid.filter((entry) => currencyOf(entry) === currency).slice(0, pastWorkAveraged);
  const amount = roundTo(same.reduce((sum, entry) => sum + (entry.amount ?? 0), 0) / same.length, 2);
  return { amount, currency, pastEntries: same.length };
}

/**
 * The next twelve months of a vehicle, month by month (this month's rest first): energy at its
 * recent pace and cost per km (the last twelve months' consumption stretches, as `ownershipCost`
 * has it; none until there is one), payments waiting to be confirmed this month,
 * the maintenance coming due priced at what the same work cost this vehicle before (or unpriced,
 * said so), and each recurring expense's occurrences at its latest amount. An insurance or tax due
 * date without a recurring payment is priced at the last payment of its kind. Nothing is converted
 * between currencies.
 */
export function costForecast({ entries, due, pace, now, energies }: ForecastInput): Forecast {
  const end = new Date(addMonths(`${monthKey(now)}-01T00:00:00.000Z`, forecastMonths));
  const monthKeys = Array.from({ length: forecastMonths }, (_, index) =>
    monthKey(new Date(addMonths(`${monthKey(now)}-01T00:00:00.000Z`, index))),
  );
  const lines = new Map<string, ForecastLine[]>(monthKeys.map((key) => [key, []]));
  // Anything already due is paid this month.
  const place = (date: string, line: ForecastLine) => {
    const key = toTime(date) < now.getTime() ? monthKeys[0] : monthKey(new Date(date));
    if (key !== undefined) lines.get(key)?.push(line);
  };

  const kmPerDay = "kmPerDay" in pace ? pace.kmPerDay : null;
  const recent = ownershipCost(entries, addMonths(now.toISOString(), -forecastMonths), now, energies);
  const energyRows = recent.rows.filter((row) => isEnergy(row.kind));
  const energyUnknown = energyRows.length > 0 && energyRows.every((row) => row.perKm === null);
  if (kmPerDay !== null) {
    for (const [index, key] of monthKeys.entries()) {
      const from = index === 0 ? now.getTime() : toTime(`${key}-01T00:00:00.000Z`);
      const to = toTime(addMonths(`${key}-01T00:00:00.000Z`, 1));
      const km = roundTo((kmPerDay * (to - from)) / dayMs, 0);
      for (const row of recent.rows) {
        if (row.perKm === null || !isEnergy(row.kind)) continue;
        const amount = roundTo(km * row.perKm, 2);
        lines.get(key)?.push({
          source: "energy",
          energy: row.kind,
          currency: row.currency,
          amount,
          km,
          perKm: row.perKm,
        });
      }
    }
  }

  // Payments that have come and wait to be confirmed are this month's: the owner still pays them.
  for (const { series, occurrence, last } of pendingPayments(entries.expenses, now)) {
    place(occurrence.date, {
      source: "expense",
      category: series.category,
      date: occurrence.date,
      amount: last.amount,
      currency: last.currency,
      recurring: true,
      pending: true,
    });
  }
  const series = entries.expenses.filter((expense) => expense.recurrence !== null);
  const recurringCategories = new Set(series.map((expense) => expense.category));
  for (const start of series) {
    const latest = latestPayment(start, entries.expenses);
    for (const occurrence of occurrencesBetween(start, now, end)) {
      place(occurrence.date, {
        source: "expense",
        category: start.category,
        date: occurrence.date,
        amount: latest.amount,
        currency: latest.currency,
        recurring: true,
      });
    }
  }

  const undated: DueItem[] = [];
  let unpriced = 0;
  for (const item of due) {
    if (item.kind === "insurance" || item.kind === "taxes") {
      const category = item.kind;
      if (recurringCategories.has(category) || !item.dueDate || toTime(item.dueDate) >= end.getTime()) continue;
      const last = entries.expenses
        .filter((expense) => expense.category === category)
        .sort((a, b) => toTime(b.date) - toTime(a.date))[0];
      if (!last) unpriced++;
      place(item.dueDate, {
        source: "maintenance",
        item,
        date: item.dueDate,
        amount: last?.amount ?? null,
        currency: last?.currency ?? null,
        pastEntries: last ? 1 : 0,
      });
      continue;
    }
    const date =
      item.dueDate ??
      (item.projection && "date" in item.projection ? item.projection.date : null) ??
      (item.level === "overdue" ? now.toISOString() : null);
    if (date === null) {
      if (item.dueKm !== null) undated.push(item);
      continue;
    }
    if (toTime(date) >= end.getTime()) continue;
    const cost = item.entry
      ? pastCost(entries.maintenances, item.entry.type)
      : { amount: null, currency: null, pastEntries: 0 };
    if (cost.amount === null) unpriced++;
    place(date, { source: "maintenance", item, date, ...cost });
  }

  const months = monthKeys.map((month) => {
    const monthLines = lines.get(month) ?? [];
    return { month, lines: monthLines, totals: totalsOf(monthLines) };
  });
  return { months, totals: totalsOf([...lines.values()].flat()), kmPerDay, energyUnknown, unpriced, undated };
}
