import { addMonths } from "../format/calendar.js";
import type { MaintenanceType } from "../maintenance/adjustments.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import { refuelReading } from "../refuel/reading.js";
import type { Refuel } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";
import { type Currency, currencyOf } from "../units/units.js";

/** The statistics screen's periods: the last 3, 6 or 12 months, or everything. */
export const statsPeriods = ["3", "6", "12", "all"] as const;
export type StatsPeriod = (typeof statsPeriods)[number];

/** When a period starts (null: from the first entry). */
export function periodStart(period: StatsPeriod, now: Date): string | null {
  return period === "all" ? null : addMonths(now.toISOString(), -Number(period));
}

/** The entries dated within the period, up to now. */
export function inPeriod<T extends { date: string }>(entries: readonly T[], period: StatsPeriod, now: Date): T[] {
  const start = periodStart(period, now);
  const from = start === null ? Number.NEGATIVE_INFINITY : toTime(start);
  const to = now.getTime();
  return entries.filter((entry) => {
    const time = toTime(entry.date);
    return time >= from && time <= to;
  });
}

/** Km driven within the period: from the lowest reading to the highest dated in it. */
export function kmDrivenIn(
  maintenances: readonly Pick<Maintenance, "kms">[],
  refuels: readonly Pick<Refuel, "displacement">[],
): number {
  const readings = [
    ...maintenances.flatMap((maintenance) => (maintenance.kms === null ? [] : [maintenance.kms])),
    ...refuels.flatMap((refuel) => refuelReading(refuel) ?? []),
  ];
  return readings.length < 2 ? 0 : Math.max(...readings) - Math.min(...readings);
}

/** One row of "what each km cost": a maintenance type or fuel, in one currency. */
export interface CategoryCost {
  category: MaintenanceType | "fuel";
  currency: Currency;
  total: number;
  /** Per km driven in the period; null while the readings show no distance. */
  perKm: number | null;
}

/**
 * What the vehicle cost in the period per category (fuel, and each maintenance type), each
 * currency apart, with its cost per km over the distance the period's readings span. Largest
 * first.
 */
export function costsByCategory(
  maintenances: readonly Pick<Maintenance, "type" | "amount" | "currency" | "kms">[],
  refuels: readonly Pick<Refuel, "amount" | "currency" | "displacement">[],
): CategoryCost[] {
  const km = kmDrivenIn(maintenances, refuels);
  const totals = new Map<string, CategoryCost>();
  const add = (category: CategoryCost["category"], currency: Currency, amount: number | null) => {
    if (!amount) return;
    const key = `${category}|${currency}`;
    const row = totals.get(key) ?? { category, currency, total: 0, perKm: null };
    row.total = roundTo(row.total + amount, 2);
    totals.set(key, row);
  };
  for (const refuel of refuels) add("fuel", currencyOf(refuel), refuel.amount);
  for (const maintenance of maintenances) add(maintenance.type, currencyOf(maintenance), maintenance.amount);
  return [...totals.values()]
    .map((row) => ({ ...row, perKm: km > 0 ? roundTo(row.total / km, 4) : null }))
    .sort((a, b) => b.total - a.total);
}

/** A fuel price at a fill-up, per litre, in what it was paid in. */
export interface FuelPricePoint {
  date: string;
  currency: Currency;
  pricePerLitre: number;
}

/** Fuel price per litre over time, oldest first, one series per currency (never mixed). */
export function fuelPriceSeries(
  refuels: readonly Pick<Refuel, "date" | "amount" | "quantity" | "currency">[],
): Map<Currency, FuelPricePoint[]> {
  const series = new Map<Currency, FuelPricePoint[]>();
  const dated = [...refuels].sort((a, b) => toTime(a.date) - toTime(b.date));
  for (const refuel of dated) {
    if (refuel.quantity <= 0 || refuel.amount <= 0) continue;
    const currency = currencyOf(refuel);
    const points = series.get(currency) ?? [];
    points.push({ date: refuel.date, currency, pricePerLitre: roundTo(refuel.amount / refuel.quantity, 3) });
    series.set(currency, points);
  }
  return series;
}
