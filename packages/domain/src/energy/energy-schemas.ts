import { oneOf } from "../shared/one-of.js";
import { energies } from "../units/energies.js";
import { chargePlaces } from "./charge.js";
import { fuelGrades } from "./fuel-grades.js";
import { vehiclePowers } from "./power.js";

export const vehiclePowerSchema = oneOf(vehiclePowers);
export const energySchema = oneOf(energies);
export const fuelGradeSchema = oneOf(fuelGrades);
export const chargePlaceSchema = oneOf(chargePlaces);
