import {
  distanceFromKm,
  distanceToKm,
  type Energy,
  inputValue,
  keptOrConverted,
  pressureFromUnit,
  pressureUnitFor,
  pricePerQuantityUnit,
  pricePerShownUnit,
  pricePerVolume,
  quantityFromStored,
  quantityToStored,
  treadFromUnit,
  treadInUnit,
  treadUnitFor,
  volumeFromLitres,
  volumeToLitres,
} from "@odo/domain";
import { currentUnits } from "./region.js";

/**
 * Form fields in the user's units. A field shows a stored value converted (km → mi, litres →
 * gallons); what the form sends is converted back, except a field left as it opened, which sends
 * the stored value itself so an untouched field never drifts. Text that is not a number is sent
 * as typed, for the schema to name the problem.
 */
const numberOrNothing = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

export function distanceField(storedKm: unknown): string {
  const km = numberOrNothing(storedKm);
  return km === null ? "" : inputValue(distanceFromKm(km, currentUnits().distance), 2);
}

export function distanceFromField(text: string, storedKm?: unknown): number | string {
  const km = numberOrNothing(storedKm);
  const shown = km === null ? undefined : { stored: km, text: distanceField(km) };
  return keptOrConverted(text, shown, (value) => distanceToKm(value, currentUnits().distance)) ?? text;
}

export function volumeField(storedLitres: unknown): string {
  const litres = numberOrNothing(storedLitres);
  return litres === null ? "" : inputValue(volumeFromLitres(litres, currentUnits().volume), 3);
}

export function volumeFromField(text: string, storedLitres?: unknown): number | string {
  const litres = numberOrNothing(storedLitres);
  const shown = litres === null ? undefined : { stored: litres, text: volumeField(litres) };
  return keptOrConverted(text, shown, (value) => volumeToLitres(value, currentUnits().volume)) ?? text;
}

/** A price per litre as the price per the user's volume unit, for the refuel form. */
export function pricePerVolumeField(pricePerLitre: unknown): string {
  const price = numberOrNothing(pricePerLitre);
  return price === null ? "" : inputValue(pricePerVolume(price, currentUnits().volume), 3);
}

/** A quantity of any energy in the user's unit: a volume for fuel and LPG, kWh and kg as stored. */
export function quantityField(stored: unknown, energy: Energy): string {
  const quantity = numberOrNothing(stored);
  return quantity === null ? "" : inputValue(quantityFromStored(quantity, energy, currentUnits().volume), 3);
}

export function quantityFromField(text: string, energy: Energy, stored?: unknown): number | string {
  const quantity = numberOrNothing(stored);
  const shown = quantity === null ? undefined : { stored: quantity, text: quantityField(quantity, energy) };
  return keptOrConverted(text, shown, (value) => quantityToStored(value, energy, currentUnits().volume)) ?? text;
}

/** What a stored fill cost per the unit the form shows, as it was typed (see `pricePerShownUnit`). */
export function fillPriceField(amount: unknown, stored: unknown, energy: Energy): string {
  const paid = numberOrNothing(amount);
  const quantity = numberOrNothing(stored);
  if (paid === null || quantity === null) return "";
  const price = pricePerShownUnit(paid, quantity, energy, currentUnits().volume);
  return price === null ? "" : inputValue(price, 3);
}

/** A price per stored unit as the price per the unit the form shows (per gallon, per kWh). */
export function pricePerQuantityField(pricePerStored: unknown, energy: Energy): string {
  const price = numberOrNothing(pricePerStored);
  return price === null ? "" : inputValue(pricePerQuantityUnit(price, energy, currentUnits().volume), 3);
}

/** How the user reads tread and pressure: mm and kPa, or 32nds of an inch and psi where roads are in miles. */
export const treadUnit = () => treadUnitFor(currentUnits().distance);
export const pressureUnit = () => pressureUnitFor(treadUnit());

export function treadField(storedMm: unknown): string {
  const mm = numberOrNothing(storedMm);
  return mm === null ? "" : inputValue(treadInUnit(mm, treadUnit()), 1);
}

/** A tread typed in the user's unit, in mm; text that is no number is sent as typed, for the schema to name. */
export function treadFromField(text: string, storedMm?: unknown): number | string | undefined {
  const mm = numberOrNothing(storedMm);
  const shown = mm === null ? undefined : { stored: mm, text: treadField(mm) };
  if (text.trim() === "") return undefined;
  return keptOrConverted(text, shown, (value) => treadFromUnit(value, treadUnit())) ?? text;
}

export function pressureFromField(text: string): number | string | undefined {
  if (text.trim() === "") return undefined;
  return keptOrConverted(text, undefined, (value) => pressureFromUnit(value, pressureUnit())) ?? text;
}
