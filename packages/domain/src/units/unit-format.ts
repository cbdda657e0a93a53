import { type Country, countryCode, type Language } from "../app/constants.js";
import { numberFormat } from "../format/intl-cache.js";
import {
  type Currency,
  type DistanceUnit,
  distanceFromKm,
  type EconomyUnit,
  economyFromLitresPer100Km,
  type VolumeUnit,
  volumeFromLitres,
} from "./units.js";

/** The `Intl` locale of a user: their language as written in their country ("es-VE", "en-US"). */
export function localeFor(lang: Language, country: Country): string {
  const code = countryCode(country);
  if (lang === "en") return code === "US" || code === null ? "en-US" : `en-${code}`;
  return code ? `es-${code}` : "es";
}

/** Plain numbers, grouped even at four digits ("1.234,56"), with the decimals a figure needs. */
export function formatNumber(value: number, locale: string, decimals: { min: number; max: number }): string {
  return numberFormat(locale, {
    minimumFractionDigits: decimals.min,
    maximumFractionDigits: decimals.max,
    useGrouping: "always",
  } as Intl.NumberFormatOptions).format(value);
}

/**
 * An amount in its own currency, two decimals (SPEC §9), written as the locale writes money, with
 * the currency's everyday sign ("$", "€", "Bs.S") rather than an ISO code where it has one.
 */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: "always",
  } as Intl.NumberFormatOptions).format(amount);
}

/** Unit symbols, the same in both languages. */
export const unitSymbols = {
  distance: { km: "km", mi: "mi" },
  volume: { l: "L", usGal: "gal", ukGal: "gal UK" },
  economy: { lPer100Km: "L/100 km", kmPerL: "km/L", mpgUs: "mpg", mpgUk: "mpg UK" },
} as const satisfies {
  distance: Record<DistanceUnit, string>;
  volume: Record<VolumeUnit, string>;
  economy: Record<EconomyUnit, string>;
};

/** A stored distance in the user's unit: "12,400 mi", "19.956 km", "12,5 km". */
export function formatDistance(km: number, unit: DistanceUnit, locale: string): string {
  const value = distanceFromKm(km, unit);
  // An odometer reads whole units: 74,681.61 km stored from miles is shown as 74,682 km. A short
  // distance (a ride, what is left) keeps a tenth.
  return `${formatNumber(value, locale, { min: 0, max: Math.abs(value) >= 100 ? 0 : 1 })} ${unitSymbols.distance[unit]}`;
}

/** A stored volume in the user's unit: "12.5 gal", "40,25 L". */
export function formatVolume(litres: number, unit: VolumeUnit, locale: string): string {
  return `${formatNumber(volumeFromLitres(litres, unit), locale, { min: 0, max: unit === "l" ? 2 : 3 })} ${unitSymbols.volume[unit]}`;
}

/** Fuel economy (computed in L/100 km) in the user's unit, one decimal: "31.4 mpg". */
export function formatEconomy(litresPer100Km: number, unit: EconomyUnit, locale: string): string {
  return `${formatNumber(economyFromLitresPer100Km(litresPer100Km, unit), locale, { min: 1, max: 1 })} ${unitSymbols.economy[unit]}`;
}
