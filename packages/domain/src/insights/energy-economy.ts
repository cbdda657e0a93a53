import type { Maintenance } from "../maintenance/maintenance.js";
import { refuelReading } from "../refuel/reading.js";
import { energyOf, type Refuel } from "../refuel/refuel.js";
import { toTime } from "../shared/dates.js";
import { roundTo } from "../shared/numbers.js";
import type { Energy } from "../units/energies.js";
import { type Currency, currencyOf } from "../units/units.js";

/** One stretch between two known levels: the energy used over the distance driven. */
export interface EconomyStretch {
  /** Date of the fill or charge that closes the stretch. */
  date: string;
  distanceKm: number;
  /** In the energy's stored unit: litres, kWh or kg. */
  quantity: number;
  /** The energy's unit per 100 km. */
  per100Km: number;
}

/** Why entries were left out of the figure: the statistics screen says so, only when it happened. */
export interface LeftOut {
  /** Stretches with a fill or charge missed in them: their energy is unknown. */
  missed: number;
  /** Charges with a noted SoC that no other level compared with (a noted SoC against "full"). */
  levelUnknown: number;
}

/**
 * How a figure was worked out: `stretches` from one known level to the next (full to full, every
 * tracker's method), or `period` for a vehicle on two energies, each energy per 100 km of all the
 * distance driven (as weighted figures of plug-in hybrids are published).
 */
export type EconomyMethod = "stretches" | "period";

export interface EnergyEconomy {
  energy: Energy;
  method: EconomyMethod;
  points: EconomyStretch[];
  /** Over every stretch together (or the whole period), or null without one. */
  averagePer100Km: number | null;
  /** Entries whose quantity went into the figure (the one that opens the first stretch included). */
  entriesUsed: number;
  leftOut: LeftOut;
  /** A battery's usable capacity as the charges with SoC at both ends show it (kWh), when they do. */
  batteryKwh: number | null;
  /**
   * What the energy counted in the figure cost, per currency: the same entries as the consumption
   * (never the fill that opens the first stretch, whose fuel drove the km after it).
   */
  spent: { currency: Currency; amount: number }[];
}

/** Energy cost per km in each currency, over the same stretches as the consumption; empty without one. */
export function energyCostPerKm(economy: EnergyEconomy): { currency: Currency; perKm: number }[] {
  const distance = economy.points.reduce((sum, point) => sum + point.distanceKm, 0);
  if (distance <= 0) return [];
  return economy.spent.map(({ currency, amount }) => ({ currency, perKm: roundTo(amount / distance, 4) }));
}

/** Amounts per currency, in the order first met. */
function spentOf(entries: readonly Reading[]): { currency: Currency; amount: number }[] {
  const totals = new Map<Currency, number>();
  for (const entry of entries) {
    if (!entry.amount) continue;
    const currency = currencyOf(entry);
    totals.set(currency, roundTo((totals.get(currency) ?? 0) + entry.amount, 2));
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

export type EconomyReading = Pick<
  Refuel,
  "date" | "quantity" | "displacement" | "fullTank" | "missedPrevious" | "energy" | "socStart" | "socEnd"
> &
  Partial<Pick<Refuel, "amount" | "currency">>;
type Reading = EconomyReading;

const isFull = (entry: Reading) => entry.fullTank !== false;
const noted = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** The smallest SoC gain that tells a capacity: a few points' rounding would say little. */
const minimumSocGain = 10;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** kWh put in ÷ share of the battery gained, over charges with SoC noted at both ends; the median. */
export function estimatedBatteryKwh(charges: readonly Reading[]): number | null {
  const capacities = charges.flatMap((charge) => {
    if (!noted(charge.socStart) || !noted(charge.socEnd)) return [];
    const gained = charge.socEnd - charge.socStart;
    return gained >= minimumSocGain && charge.quantity > 0 ? [charge.quantity / (gained / 100)] : [];
  });
  const estimate = median(capacities);
  return estimate === null ? null : roundTo(estimate, 1);
}

/** A battery's level after a charge: a noted SoC, else "target" for a full charge, else unknown. */
function levelAfter(entry: Reading, energy: Energy): number | "target" | null {
  if (energy === "electricity" && noted(entry.socEnd) && noted(entry.socStart)) return entry.socEnd;
  return isFull(entry) ? "target" : null;
}

const inOrder = (entries: readonly Reading[]) =>
  [...entries].sort((a, b) => toTime(a.date) - toTime(b.date) || a.displacement - b.displacement);

/**
 * One energy's consumption by stretches. A stretch runs from an entry whose level is known
 * afterwards to the next one with a comparable level, over the quantity of every entry after the
 * first, partial ones included: a tank filled to the brim, a battery charged to its usual target,
 * or (for a battery) a charge with its SoC noted at both ends. Two noted SoCs compare through the
 * battery's capacity, estimated from those charges: the energy left in it at the end, more or less
 * than at the start, is taken off or added. A noted SoC and "the target" do not compare; the
 * stretch then runs on to the next comparable level. A stretch with a missed entry is left out,
 * and so is one without readings at both ends or that does not move forward.
 */
export function stretchEconomy(entries: readonly Reading[], energy: Energy): EnergyEconomy {
  const ordered = inOrder(entries.filter((entry) => energyOf(entry) === energy));
  const batteryKwh = energy === "electricity" ? estimatedBatteryKwh(ordered) : null;
  const points: EconomyStretch[] = [];
  const used = new Set<Reading>();
  const paidFor: Reading[] = [];
  const leftOut: LeftOut = { missed: 0, levelUnknown: 0 };
  // Entries since the last stretch closed; openings are the ones among them a stretch may start at.
  let since: Reading[] = [];
  for (const entry of ordered) {
    const level = levelAfter(entry, energy);
    const opening = level === null ? undefined : findOpening(since, level, batteryKwh);
    since.push(entry);
    if (level === null) continue;
    if (!opening) continue;
    const after = since.slice(since.indexOf(opening.entry) + 1);
    const close = () => {
      // The chain starts again here: what came before can no longer open a stretch.
      since = [entry];
    };
    if (after.some((between) => between.missedPrevious === true)) {
      leftOut.missed += 1;
      close();
      continue;
    }
    const start = refuelReading(opening.entry);
    const end = refuelReading(entry);
    const distanceKm = start !== null && end !== null ? end - start : 0;
    const quantity = after.reduce((sum, between) => sum + between.quantity, 0) - opening.storedMore;
    if (distanceKm > 0 && quantity > 0) {
      points.push({
        date: entry.date,
        distanceKm: roundTo(distanceKm, 2),
        quantity: roundTo(quantity, 3),
        per100Km: roundTo((quantity / distanceKm) * 100, 2),
      });
      for (const counted of [opening.entry, ...after]) used.add(counted);
      paidFor.push(...after);
    }
    close();
  }
  // A noted SoC that found no comparable level before or after it, and so opened and closed nothing.
  leftOut.levelUnknown = ordered.filter(
    (entry) => typeof levelAfter(entry, energy) === "number" && !used.has(entry),
  ).length;
  const distance = points.reduce((sum, point) => sum + point.distanceKm, 0);
  const quantity = points.reduce((sum, point) => sum + point.quantity, 0);
  return {
    energy,
    method: "stretches",
    points,
    averagePer100Km: distance > 0 ? roundTo((quantity / distance) * 100, 2) : null,
    entriesUsed: used.size,
    leftOut,
    batteryKwh,
    spent: spentOf(paidFor),
  };

  /** The latest earlier entry whose level compares with `level`, and how much more the battery holds at the end. */
  function findOpening(
    earlier: readonly Reading[],
    level: number | "target",
    capacity: number | null,
  ): { entry: Reading; storedMore: number } | undefined {
    for (let index = earlier.length - 1; index >= 0; index -= 1) {
      const candidate = earlier[index];
      if (!candidate) continue;
      const was = levelAfter(candidate, energy);
      if (was === null || refuelReading(candidate) === null) continue;
      if (was === "target" && level === "target") return { entry: candidate, storedMore: 0 };
      if (typeof was === "number" && typeof level === "number") {
        if (was === level) return { entry: candidate, storedMore: 0 };
        if (capacity !== null) return { entry: candidate, storedMore: ((level - was) / 100) * capacity };
      }
    }
    return undefined;
  }
}

/**
 * One energy's consumption over a period, for a vehicle on two energies: everything it took of
 * this energy after the period's first reading, per 100 km of all the distance driven between its
 * first and last readings (whatever energy moved it).
 */
export function periodEconomy(
  entries: readonly Reading[],
  energy: Energy,
  readings: readonly { date: string; km: number }[],
): EnergyEconomy {
  const dated = [...readings].sort((a, b) => toTime(a.date) - toTime(b.date) || a.km - b.km);
  const first = dated[0];
  const last = dated.at(-1);
  const empty: EnergyEconomy = {
    energy,
    method: "period",
    points: [],
    averagePer100Km: null,
    entriesUsed: 0,
    leftOut: { missed: 0, levelUnknown: 0 },
    batteryKwh: null,
    spent: [],
  };
  if (!first || !last || last.km <= first.km) return empty;
  const counted = entries.filter(
    (entry) =>
      energyOf(entry) === energy && toTime(entry.date) > toTime(first.date) && toTime(entry.date) <= toTime(last.date),
  );
  const quantity = counted.reduce((sum, entry) => sum + entry.quantity, 0);
  if (quantity <= 0) return empty;
  const distanceKm = last.km - first.km;
  const per100Km = roundTo((quantity / distanceKm) * 100, 2);
  return {
    ...empty,
    points: [{ date: last.date, distanceKm: roundTo(distanceKm, 2), quantity: roundTo(quantity, 3), per100Km }],
    averagePer100Km: per100Km,
    entriesUsed: counted.length,
    spent: spentOf(counted),
  };
}

/**
 * Each energy's consumption, the way that fits the vehicle: by stretches when it runs on one
 * energy, per period when on two (a stretch of a plug-in hybrid's fuel says nothing: the battery
 * drove part of it).
 */
export function energyEconomies(
  energies: readonly Energy[],
  entries: readonly Reading[],
  readings: readonly { date: string; km: number }[],
): EnergyEconomy[] {
  if (energies.length <= 1) return energies.map((energy) => stretchEconomy(entries, energy));
  return energies.map((energy) => periodEconomy(entries, energy, readings));
}

/**
 * Each energy's consumption over a period's entries, the odometer readings of its maintenances
 * (those with a day) and refuels giving a two-energy vehicle's distance.
 */
export function vehicleEconomies(
  energies: readonly Energy[],
  maintenances: readonly Pick<Maintenance, "date" | "kms" | "dateUnknown">[],
  refuels: readonly Reading[],
): EnergyEconomy[] {
  const readings = [
    ...maintenances.flatMap((entry) =>
      entry.kms === null || entry.dateUnknown ? [] : [{ date: entry.date, km: entry.kms }],
    ),
    ...refuels.flatMap((entry) => {
      const km = refuelReading(entry);
      return km === null ? [] : [{ date: entry.date, km }];
    }),
  ];
  return energyEconomies(energies, refuels, readings);
}
