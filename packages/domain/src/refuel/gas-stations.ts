import { z } from "zod";
import type { Country } from "../app/constants.js";

/** One choice of the add-refuel station dropdown (SPEC §3 "Gas-station option"). */
export const gasStationOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Icon file name, or null where the list shows no icon. */
  path: z.string().nullable(),
});
export type GasStationOption = z.infer<typeof gasStationOptionSchema>;

export const otherGasStationName = "Other";

/** The five chains with a logo, matched by name (SPEC §9). */
const logoByName: Record<string, string> = {
  puma: "puma.png",
  terpel: "terpel.png",
  texaco: "texaco.png",
  delta: "delta.png",
  pdv: "pdv.png",
};

export function gasStationLogo(name: string): string | null {
  return logoByName[name.trim().toLowerCase()] ?? null;
}

const other = (country: string): GasStationOption => ({
  _id: `${country}-other`,
  name: otherGasStationName,
  path: null,
});

const chains = (country: Country, names: readonly string[]): GasStationOption[] => [
  ...names.map((name) => ({
    _id: `${country}-${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`,
    name,
    path: gasStationLogo(name),
  })),
  other(country),
];

/**
 * Stations by country: the chains a driver there meets most, then Other, which asks for the name.
 * SPEC §9 listed Panama's four chains with icons and Venezuela's PDV; a Colombian, a Spaniard or
 * an American met only "Other" and could not say where they filled up. The list is a shortcut:
 * any name is accepted (docs/architecture.md "Gas stations"). Icons show only for Panama, so PDV's
 * logo is kept for places that show a station by name (a refuel's detail) but not in Venezuela's
 * dropdown.
 */
const stationsByCountry: Partial<Record<Country, readonly GasStationOption[]>> = {
  panama: chains("panama", ["Puma", "Terpel", "Texaco", "Delta"]),
  venezuela: [{ _id: "venezuela-pdv", name: "PDV", path: null }, other("venezuela")],
  colombia: chains("colombia", ["Terpel", "Primax", "Biomax", "Texaco", "Mobil"]).map(withoutIcon),
  ecuador: chains("ecuador", ["Petroecuador", "Primax", "Terpel", "Puma"]).map(withoutIcon),
  peru: chains("peru", ["Primax", "Repsol", "Petroperú", "Pecsa"]).map(withoutIcon),
  chile: chains("chile", ["Copec", "Shell", "Aramco"]).map(withoutIcon),
  argentina: chains("argentina", ["YPF", "Shell", "Axion", "Puma"]).map(withoutIcon),
  mexico: chains("mexico", ["Pemex", "Oxxo Gas", "BP", "Shell", "G500", "Mobil"]).map(withoutIcon),
  usa: chains("usa", ["Shell", "Exxon", "Chevron", "BP", "Mobil", "Marathon", "Costco"]).map(withoutIcon),
  canada: chains("canada", ["Petro-Canada", "Esso", "Shell", "Ultramar", "Costco"]).map(withoutIcon),
  spain: chains("spain", ["Repsol", "Cepsa", "BP", "Galp", "Shell", "Petronor", "Plenoil"]).map(withoutIcon),
};

function withoutIcon(station: GasStationOption): GasStationOption {
  return { ...station, path: null };
}

export function gasStationsFor(country: Country): readonly GasStationOption[] {
  return stationsByCountry[country] ?? [other(country)];
}

/** Whether a stored station name is "Other" with no name typed (stored so before names could be typed). */
export const isUnnamedStation = (name: string): boolean => name === otherGasStationName;
