import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdjustmentKey, ComponentStatus, FuelType, MaintenanceType, PowerSource, ResetGroup } from "@odo/domain";
import { i18n } from "./i18n.js";

const adjustments: Record<AdjustmentKey, MessageDescriptor> = {
  tireLeftFront: msg`Front left tire`,
  tireRightFront: msg`Front right tire`,
  tireLeftBack: msg`Rear left tire`,
  tireRightBack: msg`Rear right tire`,
  tireSpare: msg`Spare tire`,
  bikeTireFront: msg`Front tire`,
  bikeTireBack: msg`Rear tire`,
  changeBattery: msg`Battery change`,
  changeOil: msg`Oil change`,
  changeFuelFilter: msg`Fuel filter`,
  changeAirFilter: msg`Air filter`,
  changeFrontLights: msg`Front lights`,
  changeBackLights: msg`Rear lights`,
  changeInjectorCleaning: msg`Injector cleaning`,
  changeBrake: msg`Brakes`,
  changeCarWashing: msg`Wash`,
  changeOther: msg`Other`,
  bikeGearAdjustment: msg`Gear adjustment`,
  bikeWash: msg`Wash`,
  bikeTirePressure: msg`Tire pressure`,
  bikeFullInspection: msg`Full inspection`,
  bikeChainLubrication: msg`Chain lubrication`,
  bikeChangeChain: msg`Chain change`,
  bikeChangeBrake: msg`Brakes`,
  bikeOther: msg`Other`,
};

const maintenanceTypes: Record<MaintenanceType | "other", MessageDescriptor> = {
  general: msg`General`,
  tires: msg`Tires`,
  battery: msg`Battery`,
  other: msg`General`,
};

const resetGroups: Record<ResetGroup, MessageDescriptor> = {
  oil: msg`Oil`,
  filter: msg`Filters`,
  brakes: msg`Brakes`,
  coolant: msg`Coolant`,
  transmission: msg`Transmission`,
};

const powerSources: Record<PowerSource, MessageDescriptor> = { gasoline: msg`Gasoline`, electric: msg`Electric` };
const fuels: Record<FuelType, MessageDescriptor> = { "95": msg`95 octane`, "91": msg`91 octane`, diesel: msg`Diesel` };
const statuses: Record<ComponentStatus, MessageDescriptor> = {
  good: msg`Good`,
  warning: msg`Due soon`,
  urgent: msg`Urgent`,
  unknown: msg`Unknown`,
};

export const adjustmentName = (key: AdjustmentKey) => i18n._(adjustments[key]);
/** A key from a list item (plain text on the wire): its name, or the key itself if unknown. */
export const adjustmentNameOrKey = (key: string) =>
  Object.hasOwn(adjustments, key) ? adjustmentName(key as AdjustmentKey) : key;
export const maintenanceTypeName = (type: MaintenanceType | "other") => i18n._(maintenanceTypes[type]);
export const powerSourceName = (source: PowerSource) => i18n._(powerSources[source]);
export const fuelName = (fuel: FuelType) => i18n._(fuels[fuel]);
export const statusName = (status: ComponentStatus) => i18n._(statuses[status]);

/** A reset type: a maintenance type, a group of adjustments, or one adjustment. */
export function resetTypeName(value: string): string {
  if (value in maintenanceTypes) return i18n._(maintenanceTypes[value as MaintenanceType]);
  if (value in resetGroups) return i18n._(resetGroups[value as ResetGroup]);
  if (value in adjustments) return i18n._(adjustments[value as AdjustmentKey]);
  return value;
}
