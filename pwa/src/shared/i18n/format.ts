import {
  type Currency,
  consumptionIn,
  dateTimeFormat,
  type Energy,
  formatBytes,
  formatConsumption,
  formatDistance,
  formatEconomy,
  formatMoney,
  formatMoneyRate,
  formatNumber,
  formatQuantity,
  formatTread,
  formatVolume,
  pickerDateText,
  pickerYears,
  pricePerQuantityUnit,
  pricePerShownUnit,
  relativeDate,
  relativeDay,
  shortDate,
  treadUnitFor,
  unitSymbols,
} from "@odo/domain";
import { currentLocale, currentUnits } from "./region.js";

let zoneRead: { zone: string; at: number } | undefined;
/**
 * The device's time zone, read again at most once a minute: each read builds an
 * Intl.DateTimeFormat (about 40 µs), and a screen formats hundreds of dates.
 */
function zone(): string {
  const now = Date.now();
  if (!zoneRead || now - zoneRead.at > 60_000)
    zoneRead = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  return zoneRead.zone;
}

/**
 * Numbers, money, units and dates as the user reads them: their language as their country writes
 * it, in the units they chose (stored values are km and litres), in their time zone.
 */
export const money = (amount: number, currency: Currency = currentUnits().currency) =>
  formatMoney(amount, currency, currentLocale(), currentUnits().currency);
/** A small rate (per km, per mile) with the digits it needs to multiply back: "$0.0123". */
export const moneyRate = (amount: number, currency: Currency = currentUnits().currency) =>
  formatMoneyRate(amount, currency, currentLocale(), currentUnits().currency);
/** Totals in several currencies, side by side and never added: "$120.00 · Bs.S 1,500.00". */
export const moneyTotals = (totals: readonly { currency: Currency; total: number }[]) =>
  totals.length === 0 ? money(0) : totals.map((total) => money(total.total, total.currency)).join(" · ");
/** A stored distance (km) in the user's unit. */
export const fileSize = (bytes: number) => formatBytes(bytes, currentLocale());
export const distance = (km: number) => formatDistance(km, currentUnits().distance, currentLocale());
/** A tread depth (stored in mm) in the user's unit: mm, or 32nds of an inch where roads are in miles. */
export const tread = (mm: number) => formatTread(mm, treadUnitFor(currentUnits().distance), currentLocale());
/** A stored volume (litres) in the user's unit. */
export const volume = (litres: number) => formatVolume(litres, currentUnits().volume, currentLocale());
/** Fuel economy (computed in L/100 km) in the user's unit. */
export const economy = (litresPer100Km: number) =>
  formatEconomy(litresPer100Km, currentUnits().economy, currentLocale());
/** A stored quantity of an energy (litres, kWh, kg) in the user's unit: "10 gal", "42.5 kWh". */
export const quantity = (stored: number, energy: Energy) =>
  formatQuantity(stored, energy, currentUnits().volume, currentLocale());
/** A consumption (computed per 100 km) in the user's unit for its energy: "3.9 mi/kWh". */
export const consumption = (per100Km: number, energy: Energy) =>
  formatConsumption(per100Km, energy, currentUnits(), currentLocale());
/** A consumption as a number in the user's unit, with its symbol, for charts. */
export const consumptionValue = (per100Km: number, energy: Energy) => consumptionIn(per100Km, energy, currentUnits());
/** What a fill cost per the unit the user reads, as they typed it: 9.2 gal for 145,360 is 15,800 a gallon. */
export const fillPrice = (amount: number, stored: number, energy: Energy, currency: Currency) => {
  const price = pricePerShownUnit(amount, stored, energy, currentUnits().volume);
  return price === null ? null : money(price, currency);
};
/** A price per stored unit as money per the unit the user reads: "$3.79" a gallon, "$0.32" a kWh. */
export const unitPrice = (pricePerStored: number, energy: Energy, currency: Currency) =>
  money(pricePerQuantityUnit(pricePerStored, energy, currentUnits().volume), currency);
/** Names joined as the user's language joins them: "Oil change or Brakes", "Cambio de aceite o Frenos". */
export const list = (names: readonly string[], type: "conjunction" | "disjunction" = "conjunction") =>
  new Intl.ListFormat(currentLocale(), { type }).format(names);
/** A plain number with the decimals it needs. */
export const decimal = (value: number, decimals = 2, minDecimals = 0) =>
  formatNumber(value, currentLocale(), { min: minDecimals, max: decimals });
/** The symbols of the user's units ("mi", "gal", "mpg"). */
export const unitSymbol = {
  distance: () => unitSymbols.distance[currentUnits().distance],
  volume: () => unitSymbols.volume[currentUnits().volume],
  economy: () => unitSymbols.economy[currentUnits().economy],
};
export const whenRelative = (iso: string) => relativeDate(new Date(iso), new Date(), currentLocale(), zone());
export const dayRelative = (iso: string) => relativeDay(new Date(iso), new Date(), currentLocale(), zone());
export const day = (iso: string) => shortDate(new Date(iso), currentLocale(), zone());
export const dateTime = (iso: string) =>
  dateTimeFormat(currentLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: zone() }).format(new Date(iso));
export const timeZone = zone;

/** An instant as the date picker spells it (SPEC §9): "nov 23, 2026 16:47". */
export const pickerDate = (iso: string) => pickerDateText(new Date(iso), currentLocale(), zone());
/** The twelve years the date picker offers, this one the last. */
export const pickerYearRange = () => pickerYears(new Date(), zone());

/** What a date field holds when the browser shows something it cannot read as a date. */
export const unreadableDate = "unreadable";

/** `yyyy-mm-ddThh:mm` in local time, what a datetime-local input shows. */
export function localDateTimeValue(date: Date): string {
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

/**
 * The date an entry form saves: the minute picked; while the field is as it opened, the moment of
 * saving ("") so an entry logged now comes after everything logged this minute, or the edited
 * entry's own instant, so an edit that leaves the date alone does not move it within its minute.
 */
export function entryDate(value: string, original?: string): string {
  if (value === "") return new Date().toISOString();
  if (original && value === localDateTimeValue(new Date(original))) return original;
  // What cannot be read goes to the rules as it is, which refuse it as "Date input not valid.".
  return fromLocalDateTime(value) ?? value;
}

/** What a date field left as "now" ("") shows: the current minute; an unreadable one, nothing. */
export function dateFieldValue(value: string): string {
  if (value === unreadableDate) return "";
  return value === "" ? localDateTimeValue(new Date()) : value;
}

/** The ISO instant of a datetime-local value, read in the device's time zone. */
export function fromLocalDateTime(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
