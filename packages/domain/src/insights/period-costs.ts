import { type ChargePlace, chargePlaces } from "../energy/charge.js";
import type { Expense } from "../expense/expense.js";
import { addMonths } from "../format/calendar.js";
import type { MaintenanceType } from "../maintenance/adjustments.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import { refuelReading } from "../refuel/reading.js";
import { energyOf, type Refuel } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";
import { type Energy, isEnergy } from "../units/energies.js";
import { type Currency, currencyOf } from "../units/units.js";
import { type EconomyReading, energyCostPerKm, vehicleEconomies } from "./energy-economy.js";

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

/** Km driven within the period: from the lowest reading to the highest dated in it (an expense's km is one). */
export function kmDrivenIn(
  maintenances: readonly Pick<Maintenance, "kms">[],
  refuels: readonly Pick<Refuel, "displacement">[],
  expenses: readonly Pick<Expense, "km">[] = [],
): number {
  const readings = [
    ...maintenances.flatMap((maintenance) => (maintenance.kms === null ? [] : [maintenance.kms])),
    ...refuels.flatMap((refuel) => refuelReading(refuel) ?? []),
    ...expenses.flatMap((expense) => (expense.km === null ? [] : [expense.km])),
  ];
  return readings.length < 2 ? 0 : Math.max(...readings) - Math.min(...readings);
}

/** One row of "what each km cost": a maintenance type or an energy, in one currency. */
export interface CategoryCost {
  category: MaintenanceType | Energy;
  currency: Currency;
  total: number;
  /** Per km driven in the period; null while the readings show no distance. */
  perKm: number | null;
}

/**
 * What the vehicle cost in the period per category (each energy, and each maintenance type), each
 * currency apart, with its cost per km over the distance the period's readings span; an energy's
 * over the same stretches as its consumption (null until there is one). Largest first.
 */
export function costsByCategory(
  maintenances: readonly (Pick<Maintenance, "type" | "amount" | "kms" | "date"> &
    Partial<Pick<Maintenance, "currency" | "dateUnknown">>)[],
  refuels: readonly EconomyReading[],
  energies: readonly Energy[] = [...new Set(refuels.map((refuel) => energyOf(refuel)))],
): CategoryCost[] {
  const km = kmDrivenIn(maintenances, refuels);
  const energyRates = new Map<string, number>(
    vehicleEconomies(energies, maintenances, refuels).flatMap((economy) =>
      energyCostPerKm(economy).map(({ currency, perKm }) => [`${economy.energy}|${currency}`, perKm] as const),
    ),
  );
  const totals = new Map<string, CategoryCost>();
  const add = (category: CategoryCost["category"], currency: Currency, amount: number | null) => {
    if (!amount) return;
    const key = `${category}|${currency}`;
    const row = totals.get(key) ?? { category, currency, total: 0, perKm: null };
    row.total = roundTo(row.total + amount, 2);
    totals.set(key, row);
  };
  for (const refuel of refuels) add(energyOf(refuel), currencyOf(refuel), refuel.amount ?? null);
  for (const maintenance of maintenances) add(maintenance.type, currencyOf(maintenance), maintenance.amount);
  return [...totals.values()]
    .map((row) => ({
      ...row,
      perKm: isEnergy(row.category)
        ? (energyRates.get(`${row.category}|${row.currency}`) ?? null)
        : km > 0
          ? roundTo(row.total / km, 4)
          : null,
    }))
    .sort((a, b) => b.total - a.total);
}

/**
 * Every energy together, per currency: what a plug-in hybrid's fuel and charging cost between
 * them, and per km. Only where two energies or more were paid in a currency.
 */
export function energiesTogether(rows: readonly CategoryCost[]): Omit<CategoryCost, "category">[] {
  const byCurrency = new Map<Currency, CategoryCost[]>();
  for (const row of rows) {
    if (isEnergy(row.category)) {
      byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
    }
  }
  return [...byCurrency.entries()].flatMap(([currency, energyRows]) => {
    if (energyRows.length < 2) return [];
    const total = roundTo(
      energyRows.reduce((sum, row) => sum + row.total, 0),
      2,
    );
    const perKm = energyRows.every((row) => row.perKm !== null)
      ? roundTo(
          energyRows.reduce((sum, row) => sum + (row.perKm ?? 0), 0),
          4,
        )
      : null;
    return [{ currency, total, perKm }];
  });
}

/** A price at a fill-up or a charge, per the energy's stored unit (litre, kWh, kg), in what it was paid in. */
export interface UnitPricePoint {
  date: string;
  currency: Currency;
  pricePerUnit: number;
}

/** One energy's price per unit over time, oldest first, one series per currency (never mixed). */
export function unitPriceSeries(
  refuels: readonly Pick<Refuel, "date" | "amount" | "quantity" | "currency" | "energy">[],
  energy: Energy,
): Map<Currency, UnitPricePoint[]> {
  const series = new Map<Currency, UnitPricePoint[]>();
  const dated = refuels.filter((refuel) => energyOf(refuel) === energy).sort((a, b) => toTime(a.date) - toTime(b.date));
  for (const refuel of dated) {
    if (refuel.quantity <= 0 || refuel.amount <= 0) continue;
    const currency = currencyOf(refuel);
    const points = series.get(currency) ?? [];
    points.push({ date: refuel.date, currency, pricePerUnit: roundTo(refuel.amount / refuel.quantity, 3) });
    series.set(currency, points);
  }
  return series;
}

/** What charging cost at one kind of place, in one currency. */
export interface ChargingCost {
  place: ChargePlace | null;
  currency: Currency;
  kWh: number;
  total: number;
  /** Total ÷ kWh, or null without kWh. */
  perKWh: number | null;
}

/**
 * Charging at home against public chargers (and work): kWh, what they cost and the price per kWh
 * of each place, each currency apart; a charge whose place is not noted is its own row.
 */
export function chargingCostsByPlace(
  refuels: readonly Pick<Refuel, "amount" | "quantity" | "currency" | "energy" | "chargePlace">[],
): ChargingCost[] {
  const rows = new Map<string, ChargingCost>();
  for (const charge of refuels) {
    if (energyOf(charge) !== "electricity") continue;
    const place = charge.chargePlace ?? null;
    const currency = currencyOf(charge);
    const key = `${place}|${currency}`;
    const row = rows.get(key) ?? { place, currency, kWh: 0, total: 0, perKWh: null };
    row.kWh = roundTo(row.kWh + charge.quantity, 3);
    row.total = roundTo(row.total + charge.amount, 2);
    rows.set(key, row);
  }
  const order = (place: ChargePlace | null) => (place === null ? chargePlaces.length : chargePlaces.indexOf(place));
  return [...rows.values()]
    .map((row) => ({ ...row, perKWh: row.kWh > 0 ? roundTo(row.total / row.kWh, 3) : null }))
    .sort((a, b) => order(a.place) - order(b.place) || a.currency.localeCompare(b.currency));
}
