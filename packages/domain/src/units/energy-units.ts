import { roundTo } from "../shared/numbers.js";
import { type Energy, energyMeasures } from "./energies.js";
import { formatNumber, unitSymbols } from "./unit-format.js";
import {
  type ElectricEconomyUnit,
  economyFromLitresPer100Km,
  economyHigherIsBetter,
  electricEconomyFromKWhPer100Km,
  electricEconomyHigherIsBetter,
  electricEconomyOf,
  type UnitPreferences,
  type VolumeUnit,
  volumeFromLitres,
  volumeToLitres,
} from "./units.js";

/**
 * Each energy in the user's units: fuel and LPG by their volume unit (litres or gallons), a
 * charge in kWh and compressed natural gas in kg, the same everywhere.
 */
const soldByVolume = (energy: Energy): boolean => energyMeasures[energy].measure === "volume";

/** Electric and gas consumption symbols, the same in both languages. */
export const energyUnitSymbols = {
  kWh: "kWh",
  kg: "kg",
  electricEconomy: { kWhPer100Km: "kWh/100 km", kmPerKWh: "km/kWh", miPerKWh: "mi/kWh", whPerMi: "Wh/mi" },
  gasEconomy: "kg/100 km",
} as const satisfies { electricEconomy: Record<ElectricEconomyUnit, string> } & Record<string, unknown>;

/** The unit a quantity of `energy` is typed and read in. */
export function quantityUnitSymbol(energy: Energy, volume: VolumeUnit): string {
  if (soldByVolume(energy)) return unitSymbols.volume[volume];
  return energy === "electricity" ? energyUnitSymbols.kWh : energyUnitSymbols.kg;
}

/** A stored quantity (litres, kWh or kg) as the user reads it. */
export function quantityFromStored(quantity: number, energy: Energy, volume: VolumeUnit): number {
  return soldByVolume(energy) ? volumeFromLitres(quantity, volume) : quantity;
}

/** What the user typed, as stored: litres to three decimals, kWh and kg as typed. */
export function quantityToStored(value: number, energy: Energy, volume: VolumeUnit): number {
  return soldByVolume(energy) ? volumeToLitres(value, volume) : roundTo(value, 3);
}

/**
 * What a fill cost per the unit the user reads, from what was paid for the quantity as the form
 * shows it (to the thousandth): 9.2 gal for 145,360 pesos reads 15,800 a gallon, as typed, not
 * the litre price (34.826 L stored) converted back to 15,799.90. Null without a quantity.
 */
export function pricePerShownUnit(amount: number, stored: number, energy: Energy, volume: VolumeUnit): number | null {
  const shown = roundTo(quantityFromStored(stored, energy, volume), 3);
  return shown > 0 ? roundTo(amount / shown, 6) : null;
}

/** A price per stored unit as a price per the unit the user reads (per gallon, per kWh, per kg). */
export function pricePerQuantityUnit(pricePerStored: number, energy: Energy, volume: VolumeUnit): number {
  return soldByVolume(energy) ? pricePerStored / volumeFromLitres(1, volume) : pricePerStored;
}

/** "12.5 gal", "42,5 kWh", "9 kg". */
export function formatQuantity(quantity: number, energy: Energy, volume: VolumeUnit, locale: string): string {
  const decimals = soldByVolume(energy) && volume !== "l" ? 3 : 2;
  const value = quantityFromStored(quantity, energy, volume);
  return `${formatNumber(value, locale, { min: 0, max: decimals })} ${quantityUnitSymbol(energy, volume)}`;
}

/** A consumption worked out per 100 km, in the user's unit for the energy, and that unit's symbol. */
export function consumptionIn(
  per100Km: number,
  energy: Energy,
  units: UnitPreferences,
): { value: number; symbol: string; higherIsBetter: boolean } {
  if (energy === "electricity") {
    const unit = electricEconomyOf(units);
    return {
      value: electricEconomyFromKWhPer100Km(per100Km, unit),
      symbol: energyUnitSymbols.electricEconomy[unit],
      higherIsBetter: electricEconomyHigherIsBetter(unit),
    };
  }
  if (energy === "cng") return { value: per100Km, symbol: energyUnitSymbols.gasEconomy, higherIsBetter: false };
  return {
    value: economyFromLitresPer100Km(per100Km, units.economy),
    symbol: unitSymbols.economy[units.economy],
    higherIsBetter: economyHigherIsBetter(units.economy),
  };
}

/** "4.1 mi/kWh", "16,2 kWh/100 km", "245 Wh/mi", "31.4 mpg": one decimal, whole watt-hours. */
export function formatConsumption(per100Km: number, energy: Energy, units: UnitPreferences, locale: string): string {
  const { value, symbol } = consumptionIn(per100Km, energy, units);
  const whole = energy === "electricity" && electricEconomyOf(units) === "whPerMi";
  return `${formatNumber(value, locale, { min: whole ? 0 : 1, max: whole ? 0 : 1 })} ${symbol}`;
}
