import { z } from "zod";
import { type Country, countries } from "../app/constants.js";
import { roundTo } from "../shared/numbers.js";

/**
 * Units a user reads and types in. Odo stores kilometres and litres, always; these convert only
 * at the edges (a form field, a figure on screen).
 */
export const distanceUnits = ["km", "mi"] as const;
export type DistanceUnit = (typeof distanceUnits)[number];
export const volumeUnits = ["l", "usGal", "ukGal"] as const;
export type VolumeUnit = (typeof volumeUnits)[number];
/** `kmPerGal`: km per US gallon, how people read it where pumps sell by the gallon and roads are in km. */
export const economyUnits = ["lPer100Km", "kmPerL", "kmPerGal", "mpgUs", "mpgUk"] as const;
export type EconomyUnit = (typeof economyUnits)[number];
/** An electric car's consumption: kWh per 100 km, km or miles per kWh, or watt-hours per mile (USA). */
export const electricEconomyUnits = ["kWhPer100Km", "kmPerKWh", "miPerKWh", "whPerMi"] as const;
export type ElectricEconomyUnit = (typeof electricEconomyUnits)[number];

/** ISO 4217 codes offered: the Americas Odo is used in, the usual reserve currencies, and those of the exports people bring. */
export const currencies = [
  "USD",
  "VES",
  "PAB",
  "COP",
  "MXN",
  "CRC",
  "GTQ",
  "HNL",
  "NIO",
  "DOP",
  "PEN",
  "CLP",
  "ARS",
  "BOB",
  "PYG",
  "UYU",
  "BRL",
  "CAD",
  "EUR",
  "GBP",
  // Drivvo and Fuelio are used in Poland and Russia: their exports come in these.
  "PLN",
  "RUB",
  // The rest of the Americas' own currencies, for Units and region.
  "BZD",
  "CUP",
  "HTG",
  "JMD",
  "BSD",
  "BBD",
  "TTD",
  "XCD",
  "GYD",
  "SRD",
] as const;
export type Currency = (typeof currencies)[number];
export const currencySchema = z.enum(currencies, { error: "invalidOption" });

/** Amounts stored before entries carried a currency were dollars (SPEC §9). */
export const legacyCurrency: Currency = "USD";

/** Exact by definition (international yard and pound agreement; US and imperial gallons). */
export const unitFactors = {
  kmPerMile: 1.609_344,
  litresPerUsGallon: 3.785_411_784,
  litresPerUkGallon: 4.546_09,
} as const;

const litresPer: Record<VolumeUnit, number> = {
  l: 1,
  usGal: unitFactors.litresPerUsGallon,
  ukGal: unitFactors.litresPerUkGallon,
};
const kmPer: Record<DistanceUnit, number> = { km: 1, mi: unitFactors.kmPerMile };

export const unitPreferencesSchema = z
  .object({
    distance: z.enum(distanceUnits, { error: "invalidOption" }),
    volume: z.enum(volumeUnits, { error: "invalidOption" }),
    economy: z.enum(economyUnits, { error: "invalidOption" }),
    /** Absent on preferences saved before charges: read with `electricEconomyOf`. */
    electricEconomy: z.enum(electricEconomyUnits, { error: "invalidOption" }).optional(),
    currency: currencySchema,
  })
  .strict();
export type UnitPreferences = z.infer<typeof unitPreferencesSchema>;

const metric: UnitPreferences = {
  distance: "km",
  volume: "l",
  economy: "lPer100Km",
  electricEconomy: "kWhPer100Km",
  currency: "USD",
};

/**
 * A country's pumps and money: the currency it pays in, and whether its pumps sell by the litre
 * or the US gallon (Panama, Colombia, Ecuador, Peru, Central America and much of the Caribbean
 * sell by the gallon).
 */
const regionMoney: Record<Country, { currency: Currency; volume: VolumeUnit }> = {
  panama: { currency: "USD", volume: "usGal" },
  venezuela: { currency: "USD", volume: "l" },
  usa: { currency: "USD", volume: "usGal" },
  canada: { currency: "CAD", volume: "l" },
  mexico: { currency: "MXN", volume: "l" },
  guatemala: { currency: "GTQ", volume: "usGal" },
  belize: { currency: "BZD", volume: "usGal" },
  elSalvador: { currency: "USD", volume: "usGal" },
  honduras: { currency: "HNL", volume: "usGal" },
  nicaragua: { currency: "NIO", volume: "usGal" },
  costaRica: { currency: "CRC", volume: "l" },
  cuba: { currency: "CUP", volume: "l" },
  dominicanRepublic: { currency: "DOP", volume: "usGal" },
  haiti: { currency: "HTG", volume: "usGal" },
  jamaica: { currency: "JMD", volume: "l" },
  bahamas: { currency: "BSD", volume: "usGal" },
  barbados: { currency: "BBD", volume: "l" },
  trinidadAndTobago: { currency: "TTD", volume: "l" },
  antiguaAndBarbuda: { currency: "XCD", volume: "usGal" },
  dominica: { currency: "XCD", volume: "usGal" },
  grenada: { currency: "XCD", volume: "usGal" },
  saintKittsAndNevis: { currency: "XCD", volume: "usGal" },
  saintLucia: { currency: "XCD", volume: "usGal" },
  saintVincent: { currency: "XCD", volume: "usGal" },
  colombia: { currency: "COP", volume: "usGal" },
  ecuador: { currency: "USD", volume: "usGal" },
  peru: { currency: "PEN", volume: "usGal" },
  bolivia: { currency: "BOB", volume: "l" },
  chile: { currency: "CLP", volume: "l" },
  argentina: { currency: "ARS", volume: "l" },
  paraguay: { currency: "PYG", volume: "l" },
  uruguay: { currency: "UYU", volume: "l" },
  brazil: { currency: "BRL", volume: "l" },
  guyana: { currency: "GYD", volume: "usGal" },
  suriname: { currency: "SRD", volume: "l" },
  spain: { currency: "EUR", volume: "l" },
  none: { currency: "USD", volume: "l" },
};

/**
 * Kilometres and L/100 km where Europe and Canada read them, km/L in Latin America, km per gallon
 * where pumps sell by the gallon (Panama, Colombia, Central America), miles in the USA.
 */
function usualUnits(country: Country): UnitPreferences {
  const { currency, volume } = regionMoney[country];
  if (country === "usa") return { distance: "mi", volume, economy: "mpgUs", electricEconomy: "miPerKWh", currency };
  if (volume === "usGal") return { ...metric, volume, economy: "kmPerGal", currency };
  const perLitre = ["canada", "spain", "none"].includes(country);
  return { ...metric, volume, economy: perLitre ? "lPer100Km" : "kmPerL", currency };
}

/**
 * What a new account starts with, from the country picked at sign-up, and what Units and region
 * offers when the country changes. Panama's pumps sell by the US gallon, so its volumes start in
 * gallons.
 */
export const unitPreferencesByCountry = Object.fromEntries(
  countries.map((country) => [country, usualUnits(country)]),
) as Record<Country, UnitPreferences>;

/** The user's electric consumption unit; saved before charges, it follows their distance unit. */
export function electricEconomyOf(units: UnitPreferences): ElectricEconomyUnit {
  return units.electricEconomy ?? (units.distance === "mi" ? "miPerKWh" : "kWhPer100Km");
}

/** An electric car's consumption from kWh per 100 km (how Odo computes it) into the user's unit. */
export function electricEconomyFromKWhPer100Km(kWhPer100Km: number, unit: ElectricEconomyUnit): number {
  switch (unit) {
    case "kWhPer100Km":
      return kWhPer100Km;
    case "kmPerKWh":
      return 100 / kWhPer100Km;
    case "miPerKWh":
      return 100 / kWhPer100Km / unitFactors.kmPerMile;
    case "whPerMi":
      return kWhPer100Km * 10 * unitFactors.kmPerMile;
  }
}

/** Whether more is better in an electric unit (km/kWh, mi/kWh) or worse (kWh/100 km, Wh/mi). */
export const electricEconomyHigherIsBetter = (unit: ElectricEconomyUnit): boolean =>
  unit === "kmPerKWh" || unit === "miPerKWh";
export const defaultUnitPreferences = metric;

/** Currencies a country's users see first: its own, and dollars (Venezuela pays in dollars and bolívares). */
export function offeredCurrencies(country: Country): Currency[] {
  const own: Currency[] =
    country === "venezuela" ? ["USD", "VES"] : country === "panama" ? ["USD", "PAB"] : [regionMoney[country].currency];
  const first = [...new Set<Currency>([...own, "USD"])];
  return [...first, ...currencies.filter((code) => !first.includes(code))];
}

/** Kilometres as the user reads them. */
export const distanceFromKm = (km: number, unit: DistanceUnit): number => km / kmPer[unit];
/** What the user typed, in kilometres, to the 2 decimals Odo keeps. */
export const distanceToKm = (value: number, unit: DistanceUnit): number => roundTo(value * kmPer[unit], 2);
/** Litres as the user reads them. */
export const volumeFromLitres = (litres: number, unit: VolumeUnit): number => litres / litresPer[unit];
/** What the user typed, in litres, to the 3 decimals Odo keeps. */
export const volumeToLitres = (value: number, unit: VolumeUnit): number => roundTo(value * litresPer[unit], 3);
/** A price per litre as a price per the user's volume unit. */
export const pricePerVolume = (pricePerLitre: number, unit: VolumeUnit): number => pricePerLitre * litresPer[unit];
/** A cost per kilometre as a cost per the user's distance unit. */
export const costPerDistance = (costPerKm: number, unit: DistanceUnit): number => costPerKm * kmPer[unit];

/** Fuel economy from litres per 100 km (how Odo computes it) into the user's unit. */
export function economyFromLitresPer100Km(litresPer100Km: number, unit: EconomyUnit): number {
  if (unit === "lPer100Km") return litresPer100Km;
  const kmPerLitre = 100 / litresPer100Km;
  if (unit === "kmPerL") return kmPerLitre;
  if (unit === "kmPerGal") return kmPerLitre * unitFactors.litresPerUsGallon;
  const gallon = unit === "mpgUs" ? unitFactors.litresPerUsGallon : unitFactors.litresPerUkGallon;
  return (kmPerLitre * gallon) / unitFactors.kmPerMile;
}

/** Whether more is better (mpg, km/L) or worse (L/100 km), for charts and comparisons. */
export const economyHigherIsBetter = (unit: EconomyUnit): boolean => unit !== "lPer100Km";

/** How a form field shows a stored value: plain digits, a dot for decimals, at most `decimals`. */
export function inputValue(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}

/**
 * A stored quantity after a form: the stored value itself while the field still shows what it
 * opened with (so an untouched field never drifts through a unit conversion), else the new input
 * converted back. Null for a blank or unreadable field.
 */
export function keptOrConverted(
  text: string,
  shown: { stored: number; text: string } | undefined,
  toStored: (value: number) => number,
): number | null {
  const trimmed = text.trim();
  if (shown && trimmed === shown.text.trim()) return shown.stored;
  if (trimmed === "") return null;
  const value = Number(trimmed.replace(",", "."));
  return Number.isFinite(value) ? toStored(value) : null;
}

/** The currency an entry was paid in (dollars for entries stored before entries had one). */
export const currencyOf = (entry: { currency?: Currency | undefined }): Currency => entry.currency ?? legacyCurrency;

/**
 * What entries add up to, one total per currency, largest first: two currencies are never added
 * together, and no exchange rate is invented.
 */
export function totalsByCurrency(
  entries: readonly { amount: number | null; currency?: Currency | undefined }[],
): { currency: Currency; total: number }[] {
  const totals = new Map<Currency, number>();
  for (const entry of entries) {
    if (entry.amount === null) continue;
    const currency = currencyOf(entry);
    totals.set(currency, roundTo((totals.get(currency) ?? 0) + entry.amount, 2));
  }
  return [...totals].map(([currency, total]) => ({ currency, total })).sort((a, b) => b.total - a.total);
}

/** A user's units: as they chose, else as their country reads (a profile saved before units existed). */
export function preferredUnits(user: {
  units?: UnitPreferences | null | undefined;
  country: Country;
}): UnitPreferences {
  return user.units ?? unitPreferencesByCountry[user.country];
}
