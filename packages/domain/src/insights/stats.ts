import { z } from "zod";
import type { Expense } from "../expense/expense.js";
import { inMonthOf, monthKey } from "../format/calendar.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { Refuel } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";
import { currencySchema, totalsByCurrency } from "../units/units.js";

/**
 * SPEC §3 "Maintenance stats", the insights on the vehicle page. `spentMonthly` is what the
 * vehicle cost this calendar month, maintenance and fuel together (both are what an owner
 * spends on it); the two parts are given as well.
 */
export const maintenanceStatsSchema = z.object({
  /** SPEC §3's figures add amounts up whatever their currency: right while entries share one. */
  spentMonthly: z.number(),
  spentMonthlyMaintenance: z.number(),
  spentMonthlyRefuels: z.number(),
  /** What the vehicle cost this month, one total per currency, never added together. */
  spentMonthlyByCurrency: z.array(z.object({ currency: currencySchema, total: z.number() })),
  quantity: z.number().int(),
  batteryDate: z.string().nullable(),
  tiresDate: z.string().nullable(),
});
export type MaintenanceStats = z.infer<typeof maintenanceStatsSchema>;

/** The day of the latest maintenance of a type; one recorded without its day has none to tell. */
function latestDateOf(
  maintenances: readonly Pick<Maintenance, "type" | "date" | "dateUnknown">[],
  type: Maintenance["type"],
): string | null {
  let latest: string | null = null;
  for (const maintenance of maintenances) {
    if (maintenance.dateUnknown) continue;
    if (maintenance.type === type && (latest === null || toTime(maintenance.date) > toTime(latest))) {
      latest = maintenance.date;
    }
  }
  return latest;
}

function sumInMonth(
  items: readonly { date: string; amount: number | null }[],
  inMonth: (iso: string) => boolean,
): number {
  const total = items.filter((item) => inMonth(item.date)).reduce((sum, item) => sum + (item.amount ?? 0), 0);
  return roundTo(total, 2);
}

/**
 * `expenses` (insurance, tolls...) count in `spentMonthlyByCurrency`, what the vehicle cost this
 * month; SPEC §3's own figures stay maintenance and fuel.
 */
export function maintenanceStats(
  maintenances: readonly Pick<Maintenance, "type" | "date" | "amount" | "currency" | "dateUnknown">[],
  refuels: readonly Pick<Refuel, "date" | "amount" | "currency">[],
  now: Date,
  timeZone = "UTC",
  expenses: readonly Pick<Expense, "date" | "amount" | "currency">[] = [],
): MaintenanceStats {
  const inMonth = inMonthOf(monthKey(now, timeZone), timeZone);
  const spentMonthlyMaintenance = sumInMonth(maintenances, inMonth);
  const spentMonthlyRefuels = sumInMonth(refuels, inMonth);
  const thisMonth = [...maintenances, ...refuels, ...expenses].filter((entry) => inMonth(entry.date));
  return {
    spentMonthly: roundTo(spentMonthlyMaintenance + spentMonthlyRefuels, 2),
    spentMonthlyMaintenance,
    spentMonthlyRefuels,
    spentMonthlyByCurrency: totalsByCurrency(thisMonth),
    quantity: maintenances.length,
    batteryDate: latestDateOf(maintenances, "battery"),
    tiresDate: latestDateOf(maintenances, "tires"),
  };
}

export interface MonthlySpending {
  /** `yyyy-mm` */
  month: string;
  maintenance: number;
  refuels: number;
  /** Insurance, tax, tolls, parking and the rest. */
  expenses: number;
}

/**
 * Spending per calendar month, oldest first, for the stacked chart: from the first month with
 * spending through the last (or `through`, the month of today), months with nothing included.
 */
export function monthlySpending(
  maintenances: readonly Pick<Maintenance, "date" | "amount">[],
  refuels: readonly Pick<Refuel, "date" | "amount">[],
  timeZone = "UTC",
  through?: Date,
  expenses: readonly Pick<Expense, "date" | "amount">[] = [],
): MonthlySpending[] {
  const months = new Map<string, MonthlySpending>();
  const add = (date: string, amount: number | null, part: "maintenance" | "refuels" | "expenses") => {
    if (!amount) return;
    const month = monthKey(new Date(date), timeZone);
    const row = months.get(month) ?? { month, maintenance: 0, refuels: 0, expenses: 0 };
    row[part] = roundTo(row[part] + amount, 2);
    months.set(month, row);
  };
  for (const maintenance of maintenances) add(maintenance.date, maintenance.amount, "maintenance");
  for (const refuel of refuels) add(refuel.date, refuel.amount, "refuels");
  for (const expense of expenses) add(expense.date, expense.amount, "expenses");
  const keys = [...months.keys()].sort();
  const [first] = keys;
  if (first === undefined) return [];
  const lastSpent = keys.at(-1) ?? first;
  const last = through && monthKey(through, timeZone) > lastSpent ? monthKey(through, timeZone) : lastSpent;
  // A month with nothing spent is an empty bar, so the months on the axis follow each other.
  const all: MonthlySpending[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    all.push(months.get(month) ?? { month, maintenance: 0, refuels: 0, expenses: 0 });
  }
  return all;
}

/** The month after a `YYYY-MM` key. */
function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}
