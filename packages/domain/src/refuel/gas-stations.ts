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

/**
 * Stations by country (SPEC §9): Panama lists four chains with icons and Other; Venezuela lists PDV
 * and Other; every other country only Other. Icons show only for Panama, so PDV's logo is kept for
 * places that show a station by name (a refuel's detail) but not in Venezuela's dropdown.
 */
const stationsByCountry: Partial<Record<Country, readonly GasStationOption[]>> = {
  panama: [
    ...["Puma", "Terpel", "Texaco", "Delta"].map((name) => ({
      _id: `panama-${name.toLowerCase()}`,
      name,
      path: gasStationLogo(name),
    })),
    other("panama"),
  ],
  venezuela: [{ _id: "venezuela-pdv", name: "PDV", path: null }, other("venezuela")],
};

export function gasStationsFor(country: Country): readonly GasStationOption[] {
  return stationsByCountry[country] ?? [other(country)];
}

/** The server accepts a station only from the user's country list; an empty name means none chosen. */
export function isGasStationOf(country: Country, name: string): boolean {
  return name === "" || gasStationsFor(country).some((station) => station.name === name);
}
