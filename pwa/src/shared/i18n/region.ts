import { type Country, defaultUnitPreferences, localeFor, preferredUnits, type UnitPreferences } from "@odo/domain";
import { currentLanguage } from "./i18n.js";

/**
 * The signed-in user's country and units, for the formatters. Set by the signed-in shell from
 * the profile on the device (so a change applies at once, offline); signed out, metric and no
 * country.
 */
let region: { country: Country; units: UnitPreferences } = { country: "none", units: defaultUnitPreferences };

export function setRegion(user: { country: Country; units?: UnitPreferences | null | undefined } | null): void {
  region = user
    ? { country: user.country, units: preferredUnits(user) }
    : { country: "none", units: defaultUnitPreferences };
}

export const currentUnits = (): UnitPreferences => region.units;

/** The `Intl` locale numbers and money are written in: the language as the user's country writes it. */
export const currentLocale = (): string => localeFor(currentLanguage(), region.country);

export const currentCountry = (): Country => region.country;
