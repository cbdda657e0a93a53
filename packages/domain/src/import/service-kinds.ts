import type { AdjustmentKey, MaintenanceType } from "../maintenance/adjustments.js";
import type { VehicleType } from "../vehicle/catalog.js";
import { headerKey } from "./source-values.js";

/**
 * Words other apps' service titles use (English, Spanish, Portuguese), mapped to the catalogue's
 * adjustments, so an imported "Oil change" counts as an oil change in the maintenance status.
 * Anything else is logged as "other" with the title as its description.
 */
const engineWords: [RegExp, AdjustmentKey][] = [
  [/\boil\b|aceite|oleo|масл/, "changeOil"],
  [/air filter|filtro de aire|filtro de ar\b/, "changeAirFilter"],
  [/fuel filter|filtro de combustible|filtro de combustivel/, "changeFuelFilter"],
  [/brake|freno|freio|тормоз/, "changeBrake"],
  [/wash|lavado|lavagem|мойк/, "changeCarWashing"],
  [/injector|inyector|injetor/, "changeInjectorCleaning"],
];
const bicycleWords: [RegExp, AdjustmentKey][] = [
  [/chain lub|lubric|lube/, "bikeChainLubrication"],
  [/chain|cadena|corrente/, "bikeChangeChain"],
  [/brake|freno|freio/, "bikeChangeBrake"],
  [/wash|lavado|lavagem/, "bikeWash"],
  [/gear|cambio|marcha/, "bikeGearAdjustment"],
];
const batteryWords = /batter|bateria|аккумулятор/;

export interface ServiceKind {
  type: MaintenanceType;
  adjustments: AdjustmentKey[];
}

/** The maintenance type and adjustments a service title reads as, for a vehicle of `vehicleType`. */
export function serviceKindOf(title: string, vehicleType: VehicleType): ServiceKind {
  const words = headerKey(title);
  if (vehicleType !== "bicycle" && batteryWords.test(words)) return { type: "battery", adjustments: ["changeBattery"] };
  const catalogue = vehicleType === "bicycle" ? bicycleWords : engineWords;
  const found = [...new Set(catalogue.filter(([pattern]) => pattern.test(words)).map(([, key]) => key))];
  if (found.length > 0) return { type: "general", adjustments: found };
  return { type: "general", adjustments: [vehicleType === "bicycle" ? "bikeOther" : "changeOther"] };
}
