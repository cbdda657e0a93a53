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

/**
 * Each language's locale where the user's country says nothing: a language added to `languages`
 * does not compile until it says its own, rather than being formatted as another one.
 */
const localeWithoutCountry = { en: "en-US", es: "es" } as const satisfies Record<Language, string>;

/** The `Intl` locale of a user: their language as written in their country ("es-VE", "en-US"). */
export function localeFor(lang: Language, country: Country): string {
  const code = countryCode(country);
  return code ? `${lang}-${code}` : localeWithoutCountry[lang];
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
 * The currencies written "$" in everyday use, each with the sign that tells it from the others
 * (or its code where none is usual): a Panamanian's dollars and a Mexican file's pesos must never
 * both read "$40,827.75".
 */
export const distinctMoneySigns: Partial<Record<Currency, string>> = {
  USD: "US$",
  CAD: "CA$",
  MXN: "MX$",
  COP: "COL$",
  ARS: "AR$",
  CLP: "CL$",
  UYU: "$U",
  BZD: "BZ$",
  CUP: "CUP",
  DOP: "RD$",
  JMD: "J$",
  BSD: "B$",
  BBD: "Bds$",
  TTD: "TT$",
  XCD: "EC$",
  GYD: "G$",
  SRD: "SRD",
};

/** Signs people write rather than the one the locale data has: Venezuelans write bolívares "Bs.". */
const everydaySigns: Partial<Record<Currency, string>> = { VES: "Bs." };

function withSign(format: Intl.NumberFormat, amount: number, sign: string | undefined): string {
  if (sign === undefined) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? sign : part.value))
    .join("");
}

/**
 * An amount in its own currency, written as the locale writes money, with the currency's own
 * decimals (two for dollars, SPEC §9; none for Colombian or Chilean pesos, which have no cents)
 * and its everyday sign ("$", "€", "Bs."). `home` is the reader's own currency, the one a bare "$"
 * means to them: any other currency that shares its sign with others is written apart
 * ("MX$", "COL$"). Without `home`, every such currency is written apart.
 */
export function formatMoney(amount: number, currency: Currency, locale: string, home?: Currency): string {
  const format = numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    useGrouping: "always",
  } as Intl.NumberFormatOptions);
  const sign = (currency === home ? undefined : distinctMoneySigns[currency]) ?? everydaySigns[currency];
  return withSign(format, amount, sign);
}

/**
 * A small rate of money (per km, per mile, per kWh) with the digits it needs to be read and
 * multiplied: "$0.0123", never "$0.01" for a cent and a quarter.
 */
export function formatMoneyRate(amount: number, currency: Currency, locale: string, home?: Currency): string {
  const plain = numberFormat(locale, { style: "currency", currency } as Intl.NumberFormatOptions);
  const own = plain.resolvedOptions().maximumFractionDigits ?? 2;
  const size = Math.abs(amount);
  const needed = size === 0 || size >= 1 ? own : Math.min(6, Math.max(own, Math.ceil(-Math.log10(size)) + 2));
  const format = numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: Math.min(own, needed),
    maximumFractionDigits: needed,
    useGrouping: "always",
  } as Intl.NumberFormatOptions);
  const sign = (currency === home ? undefined : distinctMoneySigns[currency]) ?? everydaySigns[currency];
  return withSign(format, amount, sign);
}

/** Unit symbols, the same in both languages. */
export const unitSymbols = {
  distance: { km: "km", mi: "mi" },
  volume: { l: "L", usGal: "gal", ukGal: "gal UK" },
  economy: { lPer100Km: "L/100 km", kmPerL: "km/L", kmPerGal: "km/gal", mpgUs: "mpg", mpgUk: "mpg UK" },
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
