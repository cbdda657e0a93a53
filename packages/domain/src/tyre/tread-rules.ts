import type { Country } from "../app/regions.js";
import { roundTo } from "../shared/numbers.js";
import { formatNumber } from "../units/unit-format.js";
import type { DistanceUnit } from "../units/units.js";
import type { VehicleType } from "../vehicle/catalog.js";
import { axleOf, type TyrePosition } from "./positions.js";

/** What a tyre's tread and its set may be, and when its age is worth a warning. */
export const tyreLimits = {
  /** A new tyre's tread: a truck's drive tyre has about 25 mm. */
  treadMm: { min: 0, max: 30 },
  /** Tyre pressure in kPa: a truck's tyre runs at up to 900. */
  pressureKpa: { min: 0, max: 1_200 },
  /** Years from its make date after which a tyre is worth a warning (SPEC: 6 by default, 10 at most). */
  ageWarningYears: { default: 6, min: 1, max: 10 },
  /** Tyres in one set: a four-axle truck's duals and its spare. */
  tyresPerSet: 25,
  brandChars: 60,
  sizeChars: 40,
  dotChars: 20,
  placeChars: 120,
  notesChars: 2_000,
  /** Sets one vehicle keeps, stored ones included: a car's summer, winter and spare wheels, many times over. */
  setsPerVehicle: 30,
} as const;

/** The minimum the EU (Spain's Reglamento General de Vehículos) and most of the Americas set, and Odo's default. */
export const defaultTreadMinimumMm = 1.6;

/**
 * The minimum tread depth a country's law sets, in mm, where Odo knows one beyond the default:
 * the USA's FMCSA (49 CFR 393.75) and Mexico's NOM-068-SCT-2 ask 4/32" (3.2 mm) of a truck's or
 * bus's steering tyres; Canada's provinces the same for commercial vehicles; Colombia's technical
 * inspection (NTC 5375) 1 mm for motos and 2 mm for heavy vehicles. Elsewhere 1.6 mm, which the
 * owner can change per set.
 */
const countryRules: Partial<Record<Country, { moto?: number; heavy?: number; steer?: number }>> = {
  usa: { steer: 3.2 },
  canada: { steer: 3.2 },
  mexico: { steer: 3.2 },
  colombia: { moto: 1, heavy: 2 },
};

/**
 * The legal minimum for a tyre at `position` on a vehicle of `type` in `country`, in mm; null for
 * a bicycle (no law: its owner sets one, or none is projected).
 */
export function legalTreadMinimumMm(country: Country, type: VehicleType, position: TyrePosition): number | null {
  if (type === "bicycle") return null;
  const rule = countryRules[country] ?? {};
  if (type === "moto") return rule.moto ?? defaultTreadMinimumMm;
  if (type === "car") return defaultTreadMinimumMm;
  const heavy = rule.heavy ?? defaultTreadMinimumMm;
  return axleOf(position) === 1 && rule.steer !== undefined ? Math.max(rule.steer, heavy) : heavy;
}

/** How a user reads tread depth: in 32nds of an inch where roads are in miles, else in mm. */
export type TreadUnit = "mm" | "32nds";
export const treadUnitFor = (distance: DistanceUnit): TreadUnit => (distance === "mi" ? "32nds" : "mm");

const mmPer32nd = 25.4 / 32;

/** A depth in mm as `unit` shows it: 32nds to the nearest half, mm to a tenth. */
export function treadInUnit(mm: number, unit: TreadUnit): number {
  return unit === "mm" ? roundTo(mm, 1) : Math.round((mm / mmPer32nd) * 2) / 2;
}

/** A depth typed in `unit`, in mm (what Odo stores), to a hundredth. */
export function treadFromUnit(value: number, unit: TreadUnit): number {
  return unit === "mm" ? roundTo(value, 2) : roundTo(value * mmPer32nd, 2);
}

/** A depth as the user reads it: "1.6 mm", "2/32 in" ("2,5/32 in" where a comma is the decimal mark). */
export function formatTread(mm: number, unit: TreadUnit, locale: string): string {
  const value = treadInUnit(mm, unit);
  return unit === "mm"
    ? `${formatNumber(value, locale, { min: 1, max: 1 })} mm`
    : `${formatNumber(value, locale, { min: 0, max: 1 })}/32 in`;
}

/** Tyre pressure as a user reads it: psi beside 32nds (where roads are in miles), kPa elsewhere. */
export type PressureUnit = "kPa" | "psi";
export const pressureUnitFor = (tread: TreadUnit): PressureUnit => (tread === "32nds" ? "psi" : "kPa");
const kPaPerPsi = 6.894_757;

/** A pressure typed in `unit`, in kPa (what Odo stores), to a whole kPa. */
export const pressureFromUnit = (value: number, unit: PressureUnit): number =>
  Math.round(unit === "kPa" ? value : value * kPaPerPsi);

/** A stored pressure (kPa) in `unit`, to a whole kPa or a whole psi. */
export const pressureInUnit = (kPa: number, unit: PressureUnit): number =>
  unit === "kPa" ? Math.round(kPa) : Math.round(kPa / kPaPerPsi);

/** "230 kPa", "33 psi". */
export const formatPressure = (kPa: number, unit: PressureUnit, locale: string): string =>
  `${formatNumber(pressureInUnit(kPa, unit), locale, { min: 0, max: 0 })} ${unit}`;
