import { type VehicleType, wheelLayout } from "../vehicle/catalog.js";

export const maintenanceTypes = ["tires", "battery", "general"] as const;
export type MaintenanceType = (typeof maintenanceTypes)[number];

export const fourWheelTireKeys = [
  "tireLeftFront",
  "tireRightFront",
  "tireLeftBack",
  "tireRightBack",
  "tireSpare",
] as const;
export const twoWheelTireKeys = ["bikeTireFront", "bikeTireBack"] as const;
export const batteryKeys = ["changeBattery"] as const;
export const engineGeneralKeys = [
  "changeOil",
  "changeFuelFilter",
  "changeAirFilter",
  "changeFrontLights",
  "changeBackLights",
  "changeInjectorCleaning",
  "changeBrake",
  "changeCarWashing",
  "changeOther",
] as const;
export const bicycleGeneralKeys = [
  "bikeGearAdjustment",
  "bikeWash",
  "bikeTirePressure",
  "bikeFullInspection",
  "bikeChainLubrication",
  "bikeChangeChain",
  "bikeChangeBrake",
  "bikeOther",
] as const;

export const adjustmentKeys = [
  ...fourWheelTireKeys,
  ...twoWheelTireKeys,
  ...batteryKeys,
  ...engineGeneralKeys,
  ...bicycleGeneralKeys,
] as const;
export type AdjustmentKey = (typeof adjustmentKeys)[number];

/** Choosing one of these makes the description required (enterDescription). */
export const otherAdjustmentKeys: readonly AdjustmentKey[] = ["changeOther", "bikeOther"];

/**
 * The adjustments a maintenance form offers (SPEC §3). General keys for cars and motos also apply
 * to trucks and buses, which have engines too.
 */
export function adjustmentKeysFor(
  maintenanceType: MaintenanceType,
  vehicleType: VehicleType,
): readonly AdjustmentKey[] {
  switch (maintenanceType) {
    case "tires":
      return wheelLayout(vehicleType) === "fourWheels" ? fourWheelTireKeys : twoWheelTireKeys;
    case "battery":
      return batteryKeys;
    case "general":
      return vehicleType === "bicycle" ? bicycleGeneralKeys : engineGeneralKeys;
  }
}

/** Reset groups of SPEC §3 "Vehicle settings", besides the three maintenance types. */
export const resetGroups = ["oil", "filter", "brakes", "coolant", "transmission"] as const;
export type ResetGroup = (typeof resetGroups)[number];

/**
 * Which adjustments count as a group's service. SPEC §3 has no adjustment for coolant or an
 * engine's transmission, so those match the "other" key, where such work is logged with its
 * description; a bicycle's transmission is its drivetrain: chain and gears.
 */
export const resetGroupKeys: Record<ResetGroup, readonly AdjustmentKey[]> = {
  oil: ["changeOil"],
  filter: ["changeFuelFilter", "changeAirFilter"],
  brakes: ["changeBrake", "bikeChangeBrake"],
  coolant: ["changeOther"],
  transmission: ["changeOther", "bikeChangeChain", "bikeGearAdjustment"],
};

/** Every value a vehicle's reset type may take: the types, the groups and the general keys. */
export const allResetMaintenanceTypes = [
  ...maintenanceTypes,
  ...resetGroups,
  ...engineGeneralKeys,
  ...bicycleGeneralKeys,
] as const;
export type ResetMaintenanceType = (typeof allResetMaintenanceTypes)[number];

/** Groups that make no sense without an engine. */
const engineOnlyGroups: readonly ResetGroup[] = ["oil", "filter", "coolant"];

function isMaintenanceType(value: string): value is MaintenanceType {
  return (maintenanceTypes as readonly string[]).includes(value);
}

function isResetGroup(value: string): value is ResetGroup {
  return (resetGroups as readonly string[]).includes(value);
}

/** The values a vehicle's reset type may take: the types, the groups, its general keys. */
export function resetMaintenanceTypesFor(vehicleType: VehicleType): [ResetMaintenanceType, ...ResetMaintenanceType[]] {
  const groups =
    vehicleType === "bicycle" ? resetGroups.filter((group) => !engineOnlyGroups.includes(group)) : resetGroups;
  const generalKeys = vehicleType === "bicycle" ? bicycleGeneralKeys : engineGeneralKeys;
  return [...maintenanceTypes, ...groups, ...generalKeys];
}

/** What logged work restarts a vehicle's count: any maintenance of a type, or one of some kinds of work. */
export type ResetWork = { type: MaintenanceType } | { adjustments: AdjustmentKey[] };

export function resetWork(resetType: ResetMaintenanceType, vehicleType: VehicleType): ResetWork {
  if (isMaintenanceType(resetType)) return { type: resetType };
  const own: readonly AdjustmentKey[] = vehicleType === "bicycle" ? bicycleGeneralKeys : engineGeneralKeys;
  const keys = isResetGroup(resetType) ? resetGroupKeys[resetType] : [resetType];
  return { adjustments: keys.filter((key) => own.includes(key)) };
}

/** The reset types the settings screen offers, in the groups it shows them in. */
export interface OfferedResetTypes {
  types: ResetMaintenanceType[];
  groups: ResetMaintenanceType[];
  work: ResetMaintenanceType[];
}

/**
 * The reset types offered for a vehicle, each meaning once: a kind of work that a group already
 * names alone ("Oil change" beside "Oil", "Brakes" twice) is left out; `current`, a value saved
 * before, stays so the form shows it.
 */
export function offeredResetTypes(vehicleType: VehicleType, current?: ResetMaintenanceType | null): OfferedResetTypes {
  const valid = resetMaintenanceTypesFor(vehicleType);
  const keysOf = (value: ResetMaintenanceType) => {
    const work = resetWork(value, vehicleType);
    return "type" in work ? `type:${work.type}` : [...work.adjustments].sort().join(",");
  };
  const groups = valid.filter((value) => isResetGroup(value));
  const groupKeys = new Set(groups.map(keysOf));
  const work = valid.filter(
    (value) =>
      !isMaintenanceType(value) && !isResetGroup(value) && (value === current || !groupKeys.has(keysOf(value))),
  );
  return { types: valid.filter((value) => isMaintenanceType(value)), groups, work };
}

interface MaintenanceLike {
  type: MaintenanceType;
  adjustments: readonly string[];
}

/** Whether a logged maintenance is the kind that resets the vehicle's counter. */
export function resetsCounter(maintenance: MaintenanceLike, resetType: ResetMaintenanceType): boolean {
  if (isMaintenanceType(resetType)) return maintenance.type === resetType;
  const keys: readonly string[] = isResetGroup(resetType) ? resetGroupKeys[resetType] : [resetType];
  return maintenance.adjustments.some((key) => keys.includes(key));
}
