import type { FuelGrade } from "../energy/fuel-grades.js";
import type { VehiclePower } from "../energy/power.js";
import type { Energy } from "../units/energies.js";
import { headerKey } from "./source-values.js";

/** What a row of another app delivered: its energy, and a fuel's grade when the app names one. */
export interface SourceEnergy {
  energy: Energy;
  fuel?: FuelGrade | undefined;
}

/**
 * Fuelio's fuel-type codes (`FuelType` per fill, `Tank1Type` and `Tank2Type` per vehicle): the
 * hundreds say the kind, the units Fuelio's own grades of it (110, 120: gasolines). 1 gasoline,
 * 2 diesel, 3 ethanol, 4 LPG, 5 CNG, 6 electricity (its quantity in kWh), 7 flex fuel.
 */
const fuelioKinds: Record<number, SourceEnergy> = {
  1: { energy: "fuel" },
  2: { energy: "fuel", fuel: "diesel" },
  3: { energy: "fuel", fuel: "e85" },
  4: { energy: "lpg" },
  5: { energy: "cng" },
  6: { energy: "electricity" },
  7: { energy: "fuel" },
};

export function fuelioEnergy(code: string): SourceEnergy | undefined {
  const value = Number(code);
  return Number.isFinite(value) && value > 0 ? fuelioKinds[Math.floor(value / 100)] : undefined;
}

/** A Fuelio vehicle's power from its one or two tanks' types. */
export function fuelioPower(tank1: string, tank2: string): VehiclePower | undefined {
  const kinds = new Set([tank1, tank2].map((code) => Math.floor(Number(code) / 100)).filter((kind) => kind > 0));
  if (kinds.has(6)) return kinds.size > 1 ? "plugInHybrid" : "electric";
  if (kinds.has(5)) return "cngBiFuel";
  if (kinds.has(4)) return "lpgBiFuel";
  if (kinds.has(3) || kinds.has(7)) return "flexFuel";
  if (kinds.has(2)) return "diesel";
  return kinds.has(1) ? "gasoline" : undefined;
}

/**
 * A fuel named in words (Drivvo's "Combustível" per fill, in the phone's language; Fuelly's
 * octane column): electricity, CNG, LPG, ethanol and diesel in the eight languages imports read;
 * anything else is fuel of no known grade.
 */
const namedEnergies: [RegExp, SourceEnergy][] = [
  [/electr|eletr|elektr|электр|\bev\b|\bkwh\b/, { energy: "electricity" }],
  [/\b(cng|gnv|gnc|metan|metano|methane|erdgas)\b|метан|природный газ/, { energy: "cng" }],
  [/\b(lpg|glp|gpl|autogas|autogaz|propan|propane)\b|пропан|сжиженный газ|газ/, { energy: "lpg" }],
  [/\b(e85|etanol|ethanol|alcool|spiritus)\b|этанол/, { energy: "fuel", fuel: "e85" }],
  [/diesel|dizel|дизел|gasoleo|gasóleo|gazole|gasolio|olej napedowy/, { energy: "fuel", fuel: "diesel" }],
];

export function namedEnergy(name: string): SourceEnergy {
  const key = headerKey(name);
  if (key === "") return { energy: "fuel" };
  return namedEnergies.find(([pattern]) => pattern.test(key))?.[1] ?? { energy: "fuel" };
}

/** What a vehicle runs on, from the energies its rows delivered; undefined when only fuel (the file's own word, or the default). */
export function powerDelivering(energies: ReadonlySet<Energy>, diesel: boolean): VehiclePower | undefined {
  if (energies.has("electricity")) return energies.size > 1 ? "plugInHybrid" : "electric";
  if (energies.has("cng")) return "cngBiFuel";
  if (energies.has("lpg")) return "lpgBiFuel";
  return diesel ? "diesel" : undefined;
}

/**
 * Fuelly's octane column (a US app): 87 regular, 89 mid-grade, 90–94 premium, 95 as sold
 * elsewhere, E85 and diesel by name; anything else is fuel of no known grade.
 */
export function octaneGrade(text: string): SourceEnergy {
  const key = headerKey(text);
  const octane = Number(key);
  if (key === "") return { energy: "fuel" };
  if (octane === 87) return { energy: "fuel", fuel: "regular87" };
  if (octane === 89) return { energy: "fuel", fuel: "midgrade89" };
  if (octane >= 90 && octane <= 94) return { energy: "fuel", fuel: "premium" };
  if (octane === 95) return { energy: "fuel", fuel: "95" };
  return namedEnergy(text);
}
