/**
 * Where a user lives: every country of the Americas and Spain, each with the ISO 3166 code its
 * numbers and names are written by. Sign-up and Units and region offer them all. Keys stay the words the seed stored ("panama", "usa", "none").
 */
export const countryCodes = {
  panama: "PA",
  venezuela: "VE",
  usa: "US",
  canada: "CA",
  mexico: "MX",
  guatemala: "GT",
  belize: "BZ",
  elSalvador: "SV",
  honduras: "HN",
  nicaragua: "NI",
  costaRica: "CR",
  cuba: "CU",
  dominicanRepublic: "DO",
  haiti: "HT",
  jamaica: "JM",
  bahamas: "BS",
  barbados: "BB",
  trinidadAndTobago: "TT",
  antiguaAndBarbuda: "AG",
  dominica: "DM",
  grenada: "GD",
  saintKittsAndNevis: "KN",
  saintLucia: "LC",
  saintVincent: "VC",
  colombia: "CO",
  ecuador: "EC",
  peru: "PE",
  bolivia: "BO",
  chile: "CL",
  argentina: "AR",
  paraguay: "PY",
  uruguay: "UY",
  brazil: "BR",
  guyana: "GY",
  suriname: "SR",
  spain: "ES",
  /** "Other / prefer not to say": no region. */
  none: null,
} as const satisfies Record<string, string | null>;

export const countries = Object.keys(countryCodes) as [Country, ...Country[]];
export type Country = keyof typeof countryCodes;

/**
 * Sign-up's choices: every country Odo knows. SPEC §5 offered Panama, Venezuela, the USA and
 * Other; a Colombian or a Spaniard then started in dollars and litres, not knowing to change it.
 */
export const signUpCountries = countries;

/** The country a browser's language tag names ("es-CO" → colombia), to start sign-up with; none when it names none. */
export function countryOfLocale(locale: string): Country {
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(locale)?.[1]?.toUpperCase();
  const found = countries.find((country) => countryCodes[country] === region);
  return found ?? "none";
}

/** The ISO 3166 code `Intl` writes a country's numbers and names with; null for none. */
export const countryCode = (country: Country): string | null => countryCodes[country];
