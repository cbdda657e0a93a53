import { dueDateFieldOf, type ExpenseCategory, expenseLimits } from "../expense/categories.js";
import type { Expense } from "../expense/expense.js";
import { addMonths } from "../format/calendar.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import { refuelReading } from "../refuel/reading.js";
import { energyOf, type Refuel } from "../refuel/refuel.js";
import { dayMs, todayHorizon, toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";
import { type Energy, isEnergy } from "../units/energies.js";
import { type Currency, currencyOf } from "../units/units.js";
import { energyCostPerKm, vehicleEconomies } from "./energy-economy.js";
import { kmDrivenIn } from "./period-costs.js";

/** What a vehicle's money went on: each energy, maintenance, and each kind of expense. */
export type CostKind = Energy | "maintenance" | ExpenseCategory;

export interface OwnershipEntries {
  refuels: readonly (Pick<
    Refuel,
    "date" | "amount" | "energy" | "displacement" | "quantity" | "fullTank" | "missedPrevious" | "socStart" | "socEnd"
  > &
    Partial<Pick<Refuel, "currency">>)[];
  maintenances: readonly (Pick<Maintenance, "date" | "amount" | "kms"> &
    Partial<Pick<Maintenance, "currency" | "dateUnknown">>)[];
  expenses: readonly Pick<
    Expense,
    "_id" | "date" | "amount" | "currency" | "category" | "km" | "coversMonths" | "recurrence" | "occurrenceOf"
  >[];
}

export interface CostRow {
  kind: CostKind;
  currency: Currency;
  /** What was paid in the period. */
  total: number;
  /** Per month of the period; a payment that covers months counts over those months. */
  perMonth: number;
  /**
   * Per km driven in the period; an energy's over the same stretches as its consumption. Null
   * while there is not enough data: no distance yet, or no stretch between two full fills.
   */
  perKm: number | null;
  /** Whether the figures spread payments over the months they pay for (insurance, tax, a series). */
  spread: boolean;
}

export interface OwnershipCost {
  /** Each kind in each currency, energies first, then maintenance, then expenses; largest first within. */
  rows: CostRow[];
  /** Every kind together, per currency (never added across currencies); per km null unless every kind has one. */
  totals: Omit<CostRow, "kind">[];
  /** The distance the period's readings span, and the months it lasts. */
  km: number;
  months: number;
}

/** The average Gregorian month, to turn a span of days into months. */
const monthMs = (365.2425 / 12) * dayMs;

const kindOrder = (kind: CostKind) => (isEnergy(kind) ? 0 : kind === "maintenance" ? 1 : 2);

type CostExpense = OwnershipEntries["expenses"][number];

/**
 * The months a payment pays for: as the owner said, else its series' period, else a year for
 * insurance and tax (as `monthsPaid` moves their due date); null for a one-off cost (a fine, a toll).
 */
export function monthsCovered(expense: CostExpense, seriesById: ReadonlyMap<string, CostExpense>): number | null {
  if (expense.coversMonths) return expense.coversMonths;
  const series = expense.occurrenceOf ? seriesById.get(expense.occurrenceOf.series) : expense;
  if (series?.recurrence) return series.recurrence.everyMonths;
  return dueDateFieldOf(expense.category) ? expenseLimits.defaultCoverMonths : null;
}

/**
 * What owning the vehicle cost between `from` (null: since its first entry) and `to`: per kind and
 * currency, per month of the period (from its first entry at the earliest) and per km driven in
 * it, and every kind together. The true cost: energy and maintenance, and insurance, tax, tolls,
 * parking, fines and payments.
 *
 * Figures a person can act on: a yearly insurance paid in March is a twelfth a month, not its whole
 * amount over the few months logged so far; an energy's cost per km counts the same fills as its
 * consumption, so a first fill's tank is not charged to the km driven before it; and where that
 * takes more data than there is, per km is null for the screen to say so.
 */
export function ownershipCost(
  entries: OwnershipEntries,
  from: string | null,
  to: Date,
  energies?: readonly Energy[],
): OwnershipCost {
  const end = todayHorizon(to);
  const inside = <T extends { date: string }>(rows: readonly T[]) =>
    rows.filter((row) => toTime(row.date) <= end && (from === null || toTime(row.date) >= toTime(from)));
  const within = {
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
  const months = Math.max(1, roundTo((to.getTime() - start) / monthMs, 1));
  // The window payments are spread over: from the first entry to a day past the latest (today's
  // entries are dated at noon: a policy paid today, read just after midnight, still costs its share).
  const latest = Math.max(to.getTime(), ...dates);
  const windowEnd = latest + dayMs;
  const windowStart = Math.min(start, latest);
  const km = kmDrivenIn(within.maintenances, within.refuels, within.expenses);
  // The pace the readings show: their km over the time between the first and the last of them (a
  // payment dated before the first reading does not thin it out); the whole period when they share a day.
  const readingTimes = [
    ...within.maintenances.filter((row) => row.kms !== null),
    ...within.refuels.filter((row) => refuelReading(row) !== null),
    ...within.expenses.filter((row) => row.km !== null),
  ].map((row) => toTime(row.date));
  const readingSpan = readingTimes.length < 2 ? 0 : Math.max(...readingTimes) - Math.min(...readingTimes);
  const kmPerMonth =
    km / (readingSpan >= dayMs ? readingSpan / monthMs : Math.max(1, (to.getTime() - start) / monthMs));

  const rows = new Map<string, CostRow & { rateTime: number; covered: [number, number][] }>();
  const rowOf = (kind: CostKind, currency: Currency, spread = false) => {
    const key = `${kind}|${currency}`;
    const row = rows.get(key) ?? {
      ...{ kind, currency, total: 0, perMonth: 0, perKm: null, spread },
      ...{ rateTime: 0, covered: [] },
    };
    row.spread ||= spread;
    rows.set(key, row);
    return row;
  };
  const paid = (kind: CostKind, currency: Currency, amount: number | null) => {
    if (!amount) return;
    const row = rowOf(kind, currency);
    row.total = roundTo(row.total + amount, 2);
  };
  for (const refuel of within.refuels) paid(energyOf(refuel), currencyOf(refuel), refuel.amount);
  for (const maintenance of within.maintenances) paid("maintenance", currencyOf(maintenance), maintenance.amount);

  const seriesById = new Map(entries.expenses.map((expense) => [expense._id, expense]));
  const paidInside = new Set(within.expenses);
  for (const expense of entries.expenses) {
    const cover = monthsCovered(expense, seriesById);
    const isInside = paidInside.has(expense);
    if (cover === null) {
      if (isInside) paid(expense.category, expense.currency, expense.amount);
      continue;
    }
    // Spread: the part of the months it pays for that falls in the window counts, wherever it was paid.
    const coverStart = toTime(expense.date);
    const coverEnd = toTime(addMonths(expense.date, cover));
    const overlap: [number, number] = [Math.max(coverStart, windowStart), Math.min(coverEnd, windowEnd)];
    if (!isInside && overlap[1] <= overlap[0]) continue;
    const row = rowOf(expense.category, expense.currency, true);
    if (isInside) row.total = roundTo(row.total + expense.amount, 2);
    if (overlap[1] > overlap[0]) {
      // Its monthly share (a twelfth of a yearly policy) for as long as it covers the window.
      row.rateTime += (expense.amount / cover) * (overlap[1] - overlap[0]);
      row.covered.push(overlap);
    }
  }

  const economies = vehicleEconomies(
    energies ?? [...new Set(within.refuels.map((refuel) => energyOf(refuel)))],
    within.maintenances,
    within.refuels,
  );
  const energyRates = new Map<string, number>(
    economies.flatMap((economy) =>
      energyCostPerKm(economy).map(({ currency, perKm }) => [`${economy.energy}|${currency}`, perKm] as const),
    ),
  );
  const byKind: CostRow[] = [...rows.entries()]
    .map(([key, { rateTime, covered, ...row }]) => {
      // A payment spread over its months costs its share a month while it covers the vehicle, and
      // per km that share over the km a month the period's readings show.
      const coveredTime = unionLength(covered);
      const perMonth = row.spread ? (coveredTime > 0 ? rateTime / coveredTime : 0) : row.total / months;
      const perKm = isEnergy(row.kind)
        ? (energyRates.get(key) ?? null)
        : km > 0
          ? roundTo(row.spread ? perMonth / kmPerMonth : row.total / km, 4)
          : null;
      return { ...row, perMonth: roundTo(perMonth, 2), perKm };
    })
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || b.total - a.total || b.perMonth - a.perMonth);
  return { rows: byKind, totals: totalsOf(byKind), km, months };
}

/** The time the intervals cover together, overlaps counted once. */
function unionLength(intervals: readonly [number, number][]): number {
  let length = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(from, reached);
    if (to > start) length += to - start;
    reached = Math.max(reached, to);
  }
  return length;
}

/** Each currency's kinds together: per km only when every kind in it has one. */
function totalsOf(rows: readonly CostRow[]): Omit<CostRow, "kind">[] {
  const byCurrency = new Map<Currency, CostRow[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
  return [...byCurrency]
    .map(([currency, kinds]) => ({
      currency,
      total: roundTo(
        kinds.reduce((sum, row) => sum + row.total, 0),
        2,
      ),
      perMonth: roundTo(
        kinds.reduce((sum, row) => sum + row.perMonth, 0),
        2,
      ),
      perKm: kinds.every((row) => row.perKm !== null)
        ? roundTo(
            kinds.reduce((sum, row) => sum + (row.perKm ?? 0), 0),
            4,
          )
        : null,
      spread: kinds.some((row) => row.spread),
    }))
    .sort((a, b) => b.total - a.total);
}
