import { t } from "@lingui/core/macro";
import {
  type Country,
  countries,
  countryCode,
  type DistanceUnit,
  type EconomyUnit,
  type ElectricEconomyUnit,
  type Energy,
  type VolumeUnit,
} from "@odo/domain";
import { unitSymbol } from "./format.js";
import { currentLanguage } from "./i18n.js";
import { currentUnits } from "./region.js";

/** A distance field's label with its unit: "Odometer (mi)". */
export const withDistanceUnit = (label: string) => `${label} (${unitSymbol.distance()})`;

/** The odometer field of a form where it may stay blank: "Odometer (km, optional)", one pair of brackets. */
export const optionalOdometerLabel = () => {
  const unit = unitSymbol.distance();
  return t`Odometer (${unit}, optional)`;
};

const volumeNames = (unit: VolumeUnit) => {
  if (unit === "l") {
    return {
      field: t`Litres`,
      price: t`Price per litre`,
      fill: t`Type any two of litres, amount and price: the third follows.`,
    };
  }
  return {
    field: unit === "usGal" ? t`Gallons` : t`Gallons (UK)`,
    price: t`Price per gallon`,
    fill: t`Type any two of gallons, amount and price: the third follows.`,
  };
};

/** The refuel form's words for the user's volume unit. */
export const volumeWords = () => volumeNames(currentUnits().volume);

/** The form's words for a quantity of `energy`: the user's volume for fuel and LPG, kWh, kg. */
export function quantityWords(energy: Energy): { field: string; price: string; fill: string } {
  if (energy === "electricity") {
    return {
      field: t`Energy (kWh)`,
      price: t`Price per kWh`,
      fill: t`Type any two of kWh, amount and price: the third follows.`,
    };
  }
  if (energy === "cng") {
    return {
      field: t`Kilograms (kg)`,
      price: t`Price per kg`,
      fill: t`Type any two of kilograms, amount and price: the third follows.`,
    };
  }
  return volumeWords();
}

/** Distance fields' labels: "Kilometres" or "Miles", and the reminder form's "At km", "Every … km". */
export const distanceWords = () =>
  currentUnits().distance === "km"
    ? { required: t`Kilometres`, optional: t`Kilometres (optional)`, at: t`At km`, every: t`Every … km` }
    : { required: t`Miles`, optional: t`Miles (optional)`, at: t`At miles`, every: t`Every … miles` };

/** A country as the sign-up and units screens name it, in the app's language (Intl's own names). */
export function countryName(country: Country): string {
  const code = countryCode(country);
  if (code === null) return t`Other / prefer not to say`;
  return regionName(code);
}

/** A country by its ISO 3166 code, in the app's language ("Estados Unidos" for US). */
export function regionName(code: string): string {
  return new Intl.DisplayNames([currentLanguage()], { type: "region" }).of(code) ?? code;
}

/** Every country Units and region offers, by name in the app's language ("Other" last). */
export function countriesByName(): Country[] {
  const named = countries.filter((country) => countryCode(country) !== null);
  const collator = new Intl.Collator(currentLanguage());
  return [
    ...named.sort((a, b) => collator.compare(countryName(a), countryName(b))),
    ...countries.filter((country) => countryCode(country) === null),
  ];
}

/** Each unit by its name and symbol, for the units screen. */
export function unitNames(): {
  distance: Record<DistanceUnit, string>;
  volume: Record<VolumeUnit, string>;
  economy: Record<EconomyUnit, string>;
  electricEconomy: Record<ElectricEconomyUnit, string>;
} {
  return {
    distance: { km: t`Kilometres (km)`, mi: t`Miles (mi)` },
    volume: { l: t`Litres (L)`, usGal: t`US gallons (gal)`, ukGal: t`Imperial gallons (gal UK)` },
    economy: {
      lPer100Km: t`Litres per 100 km (L/100 km)`,
      kmPerL: t`Kilometres per litre (km/L)`,
      kmPerGal: t`Kilometres per gallon (km/gal)`,
      mpgUs: t`Miles per US gallon (mpg)`,
      mpgUk: t`Miles per imperial gallon (mpg UK)`,
    },
    electricEconomy: {
      kWhPer100Km: t`kWh per 100 km (kWh/100 km)`,
      kmPerKWh: t`Kilometres per kWh (km/kWh)`,
      miPerKWh: t`Miles per kWh (mi/kWh)`,
      whPerMi: t`Watt-hours per mile (Wh/mi)`,
    },
  };
}
