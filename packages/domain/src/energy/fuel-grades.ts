import type { Country } from "../app/constants.js";
import { type FuelType, fuelTypes } from "../vehicle/catalog.js";
import { energiesOf, type VehiclePower } from "./power.js";

/**
 * Fuel grades as each region's pumps sell them, per refuel: Panama and Venezuela sell 91, 95 and
 * diesel; the USA and Canada regular (87), mid-grade (89), premium (91–93), diesel and E85. "Other"
 * anywhere.
 */
export const fuelGrades = ["91", "95", "98", "diesel", "regular87", "midgrade89", "premium", "e85", "other"] as const;
export type FuelGrade = (typeof fuelGrades)[number];

/**
 * The grade families: North America's octane (AKI); Mexico, Central America and the Caribbean's
 * regular and premium (Magna and Premium, "regular" and "súper"); research octane in South America
 * and Spain (91 or 93, 95, 97 or 98); Brazil's ethanol beside it; Panama and Venezuela's 91 and 95.
 */
const families = {
  northAmerica: ["regular87", "midgrade89", "premium", "diesel", "e85", "other"],
  regularPremium: ["regular87", "premium", "diesel", "other"],
  research: ["91", "95", "98", "diesel", "other"],
  brazil: ["91", "95", "diesel", "e85", "other"],
  panamaVenezuela: ["91", "95", "diesel", "other"],
  /** Colombia's pumps sell "corriente" and "extra" (`localGradeName`), stored as 91 and 95. */
  colombia: ["91", "95", "diesel", "other"],
  any: fuelGrades,
} as const satisfies Record<string, readonly FuelGrade[]>;

const familyOf = (country: Country): keyof typeof families => {
  if (country === "usa" || country === "canada") return "northAmerica";
  if (country === "panama" || country === "venezuela") return "panamaVenezuela";
  if (country === "brazil") return "brazil";
  if (country === "colombia") return "colombia";
  if (country === "none") return "any";
  const southAmericaAndSpain: readonly Country[] = [
    "ecuador",
    "peru",
    "bolivia",
    "chile",
    "argentina",
    "paraguay",
    "uruguay",
    "guyana",
    "suriname",
    "spain",
  ];
  return southAmericaAndSpain.includes(country) ? "research" : "regularPremium";
};

/**
 * The grades to offer an owner in `country` for a vehicle of `power`: diesel to a diesel only,
 * E85 to a flex-fuel vehicle only, none to an electric car.
 */
export function fuelGradesFor(country: Country, power: VehiclePower): readonly FuelGrade[] {
  if (!energiesOf(power).includes("fuel")) return [];
  const offered: readonly FuelGrade[] = families[familyOf(country)];
  if (power === "diesel") return offered.filter((grade) => grade === "diesel" || grade === "other");
  return offered.filter((grade) => grade !== "diesel" && (grade !== "e85" || power === "flexFuel"));
}

/**
 * The grades a vehicle's own `energyType` (the seed's 95, 91) may take where the owner lives: the
 * octane grades their pumps sell, none in the USA (each refuel names its grade there) and none for
 * a diesel or an electric car.
 */
export function vehicleGradesFor(country: Country, power: VehiclePower): readonly FuelType[] {
  const offered = fuelGradesFor(country, power);
  return fuelTypes.filter((grade) => grade !== "diesel" && (offered as readonly string[]).includes(grade));
}

/** The names pumps give grades where they are not sold by octane: Colombia's corriente and extra. */
const localGradeNames: Partial<Record<Country, Partial<Record<FuelGrade, LocalGradeName>>>> = {
  colombia: { "91": "corriente", "95": "extra" },
};
export type LocalGradeName = "corriente" | "extra";

/** What the owner's pumps call a grade, where they name it rather than give its octane. */
export function localGradeName(country: Country, grade: FuelGrade): LocalGradeName | null {
  return localGradeNames[country]?.[grade] ?? null;
}
