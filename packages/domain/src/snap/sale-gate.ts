import { numberFormat } from "../format/intl-cache.js";
import { numberLimits } from "../shared/limits.js";
import { type Currency, type VolumeUnit, volumeToLitres } from "../units/units.js";

/** What a sale's quantity is measured in: a fuel's volume, or a charge's kWh. */
export type SaleUnit = VolumeUnit | "kWh";

/** A fill-up's three figures as read: the quantity in `unit`, the unit price, the amount paid. */
export interface Sale {
  quantity: number;
  unit: SaleUnit;
  price: number;
  amount: number;
}

/** Each figure's possible values, most likely first (`numberCandidates`); empty when it was not read. */
export interface SaleCandidates {
  quantity: readonly number[];
  price: readonly number[];
  amount: readonly number[];
}

/** The currency's smallest unit: a cent of a dollar or a euro, one Colombian or Chilean peso. */
export function smallestUnitOf(currency: Currency): number {
  const digits = numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits;
  return 10 ** -(digits ?? 2);
}

/** A charge of more kWh than this in one go is no car's or truck's (a bus's battery holds about 600). */
const kWhPerCharge = 1_000;

function plausibleQuantity(quantity: number, unit: SaleUnit): boolean {
  if (quantity <= 0) return false;
  return unit === "kWh" ? quantity <= kWhPerCharge : volumeToLitres(quantity, unit) <= numberLimits.litresPerRefuel;
}

/**
 * The one reading of the three figures where quantity × price rounds to the amount in the
 * currency's smallest unit (as a pump rounds it: within half a cent, half a peso), with a quantity a tank or a battery can
 * take and an amount that can be paid (whole cents, whole pesos). Null when none fits, or when two readings fit with different
 * figures: then nothing is filled, as a wrong figure filled is worse than one left to type.
 */
export function fittingSale(candidates: SaleCandidates, unit: SaleUnit, currency: Currency): Sale | null {
  const smallest = smallestUnitOf(currency);
  // A pump rounds the amount to the nearest unit: the true product is within half of one.
  const tolerance = (smallest / 2) * 1.000_001;
  // An amount is paid in whole smallest units: 156.997 is no amount of pesos, nor of dollars.
  const payable = (amount: number) =>
    amount > 0 && amount <= numberLimits.amount && Math.abs(amount / smallest - Math.round(amount / smallest)) < 1e-6;
  const fits: Sale[] = [];
  for (const quantity of candidates.quantity) {
    if (!plausibleQuantity(quantity, unit)) continue;
    for (const price of candidates.price) {
      for (const amount of candidates.amount) {
        if (!payable(amount)) continue;
        if (Math.abs(quantity * price - amount) <= tolerance) fits.push({ quantity, unit, price, amount });
      }
    }
  }
  const [first] = fits;
  if (!first) return null;
  const same = fits.every(
    (fit) => fit.quantity === first.quantity && fit.price === first.price && fit.amount === first.amount,
  );
  return same ? first : null;
}
