import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type AdjustmentKey,
  type ChargePlace,
  type ComponentStatus,
  type CostKind,
  type Country,
  type Energy,
  type ExpenseCategory,
  type FuelGrade,
  type HistoryKind,
  type HistoryLabels,
  isEnergy,
  type LocalGradeName,
  localGradeName,
  type MaintenanceType,
  type ResetGroup,
  type VehiclePower,
} from "@odo/domain";
import { i18n } from "./i18n.js";
import { currentCountry } from "./region.js";

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
  changeCabinFilter: msg`Cabin filter`,
  changeCoolant: msg`Coolant`,
  changeBrakeFluid: msg`Brake fluid`,
  tireRotation: msg`Tire rotation`,
  tractionBatteryCheck: msg`Traction battery check`,
  changeWipers: msg`Wipers`,
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

/** A maintenance's heading, one phrase in each language ("Mantenimiento general", not "Mantenimiento: General"). */
const maintenanceTitles: Record<MaintenanceType | "other", MessageDescriptor> = {
  general: msg`General maintenance`,
  tires: msg`Tire maintenance`,
  battery: msg`Battery maintenance`,
  other: msg`General maintenance`,
};
const maintenanceEditTitles: Record<MaintenanceType | "other", MessageDescriptor> = {
  general: msg`Edit general maintenance`,
  tires: msg`Edit tire maintenance`,
  battery: msg`Edit battery maintenance`,
  other: msg`Edit general maintenance`,
};

const resetGroups: Record<ResetGroup, MessageDescriptor> = {
  oil: msg`Oil`,
  filter: msg`Filters`,
  brakes: msg`Brakes`,
  coolant: msg`Coolant`,
  transmission: msg`Transmission`,
};

const fuels: Record<FuelGrade, MessageDescriptor> = {
  "95": msg`95 octane`,
  "91": msg`91 octane`,
  "98": msg`98 octane`,
  diesel: msg`Diesel`,
  regular87: msg`Regular (87)`,
  midgrade89: msg`Mid-grade (89)`,
  premium: msg`Premium (91–93)`,
  e85: msg`E85`,
  other: msg`Other`,
};
const powers: Record<VehiclePower, MessageDescriptor> = {
  gasoline: msg`Gasoline`,
  diesel: msg`Diesel`,
  electric: msg`Electric`,
  hybrid: msg`Hybrid`,
  plugInHybrid: msg`Plug-in hybrid`,
  cngBiFuel: msg`Bi-fuel CNG (gas + gasoline)`,
  lpgBiFuel: msg`Bi-fuel LPG (LPG + gasoline)`,
  flexFuel: msg`Flex fuel (gasoline/ethanol)`,
};
const energies: Record<Energy, MessageDescriptor> = {
  fuel: msg`Fuel`,
  electricity: msg`Electricity`,
  cng: msg`CNG`,
  lpg: msg`LPG`,
};
/** What a refuel of each energy is called, whole and partial. */
const refuelNames: Record<Energy, { whole: MessageDescriptor; partial: MessageDescriptor }> = {
  fuel: { whole: msg`Refuel`, partial: msg`Partial refuel` },
  electricity: { whole: msg`Charge`, partial: msg`Partial charge` },
  cng: { whole: msg`CNG refuel`, partial: msg`Partial CNG refuel` },
  lpg: { whole: msg`LPG refuel`, partial: msg`Partial LPG refuel` },
};
const chargePlaces: Record<ChargePlace, MessageDescriptor> = { home: msg`Home`, work: msg`Work`, public: msg`Public` };
const statuses: Record<ComponentStatus, MessageDescriptor> = {
  good: msg`Good`,
  warning: msg`Due soon`,
  urgent: msg`Urgent`,
  unknown: msg`Unknown`,
};

const expenseCategories: Record<ExpenseCategory, MessageDescriptor> = {
  insurance: msg`Insurance`,
  taxes: msg`Tax and registration`,
  inspection: msg`Inspection`,
  parking: msg`Parking`,
  tolls: msg`Tolls`,
  fines: msg`Fines`,
  loan: msg`Loan or lease payment`,
  washing: msg`Washing`,
  accessories: msg`Accessories`,
  roadside: msg`Roadside assistance`,
  other: msg`Other expense`,
};

export const adjustmentName = (key: AdjustmentKey) => i18n._(adjustments[key]);
export const expenseCategoryName = (category: ExpenseCategory) => i18n._(expenseCategories[category]);
const maintenanceCost = msg`Maintenance`;
/** What a cost went on: an energy, maintenance, or an expense's category. */
export const costKindName = (kind: CostKind) =>
  isEnergy(kind) ? energyName(kind) : kind === "maintenance" ? i18n._(maintenanceCost) : expenseCategoryName(kind);
const expenseKind = msg`Expense`;
/** A kind of history entry: "Refuel", a maintenance type, "Expense". */
export const historyKindName = (kind: HistoryKind) =>
  kind === "refuel" ? refuelName("fuel") : kind === "expense" ? i18n._(expenseKind) : maintenanceTypeName(kind);
/** A key from a list item (plain text on the wire): its name, or the key itself if unknown. */
export const adjustmentNameOrKey = (key: string) =>
  Object.hasOwn(adjustments, key) ? adjustmentName(key as AdjustmentKey) : key;
export const maintenanceTypeName = (type: MaintenanceType | "other") => i18n._(maintenanceTypes[type]);
export const maintenanceTitle = (type: MaintenanceType | "other") => i18n._(maintenanceTitles[type]);
export const maintenanceEditTitle = (type: MaintenanceType | "other") => i18n._(maintenanceEditTitles[type]);
const localGrades: Record<LocalGradeName, MessageDescriptor> = {
  corriente: msg`Corriente`,
  extra: msg`Extra`,
};
/** A grade as the owner's pumps name it: "Corriente" and "Extra" in Colombia, "95 octane" elsewhere. */
export const fuelName = (fuel: FuelGrade, country: Country = currentCountry()) => {
  const local = localGradeName(country, fuel);
  return i18n._(local ? localGrades[local] : fuels[fuel]);
};
export const powerName = (power: VehiclePower) => i18n._(powers[power]);
export const energyName = (energy: Energy) => i18n._(energies[energy]);
export const chargePlaceName = (place: ChargePlace) => i18n._(chargePlaces[place]);
/** "Refuel", "Charge", "Partial charge": an entry of an energy as the history names it. */
export const refuelName = (energy: Energy, partial = false) =>
  i18n._(partial ? refuelNames[energy].partial : refuelNames[energy].whole);

/**
 * The names history search matches besides the stored text, in the user's language; `_language`
 * is what they depend on (a screen's `t`), so a memo of them follows a change of language.
 */
export const historyLabels = (_language: unknown): HistoryLabels => ({
  kind: historyKindName,
  adjustment: adjustmentName,
  energy: (energy) => `${refuelName(energy)} ${energyName(energy)}`,
  expenseCategory: expenseCategoryName,
});
export const statusName = (status: ComponentStatus) => i18n._(statuses[status]);

/** A reset type: a maintenance type, a group of adjustments, or one adjustment. */
export function resetTypeName(value: string): string {
  if (value in maintenanceTypes) return i18n._(maintenanceTypes[value as MaintenanceType]);
  if (value in resetGroups) return i18n._(resetGroups[value as ResetGroup]);
  if (value in adjustments) return i18n._(adjustments[value as AdjustmentKey]);
  return value;
}
