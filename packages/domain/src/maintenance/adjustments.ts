import { burnsFuel, type VehiclePower } from "../energy/power.js";
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
/**
 * An electric car's general work: no oil, fuel filter or injectors, but the cabin filter, the
 * battery's coolant, brake fluid (its pads wear little: regeneration brakes it), tyre rotation
 * (the weight wears tyres faster), the traction battery's check, wipers, and what every car has.
 */
/** The work only an electric drive adds to a car's. */
const electricOnlyKeys = [
  "changeCabinFilter",
  "changeCoolant",
  "changeBrakeFluid",
  "tireRotation",
  "tractionBatteryCheck",
  "changeWipers",
] as const;
export const electricGeneralKeys = [
  ...electricOnlyKeys,
  "changeBrake",
  "changeFrontLights",
  "changeBackLights",
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

/** A hybrid keeps both sets: an engine's work first, then what only the electric side adds. */
const hybridGeneralKeys = [
  ...engineGeneralKeys.filter((key) => key !== "changeOther"),
  ...electricOnlyKeys,
  "changeOther",
] as const;

export const adjustmentKeys = [
  ...fourWheelTireKeys,
  ...twoWheelTireKeys,
  ...batteryKeys,
  ...engineGeneralKeys,
  ...electricOnlyKeys,
  ...bicycleGeneralKeys,
] as const;
export type AdjustmentKey = (typeof adjustmentKeys)[number];

/** Choosing one of these makes the description required (enterDescription). */
export const otherAdjustmentKeys: readonly AdjustmentKey[] = ["changeOther", "bikeOther"];

/**
 * The adjustments a maintenance form offers (SPEC §3), for what the vehicle runs on: an engine's
 * work for cars, motos, trucks and buses that burn fuel, an electric car's for an electric one,
 * both for a hybrid. Without a power (a caller that does not know it), an engine's.
 */
export function adjustmentKeysFor(
  maintenanceType: MaintenanceType,
  vehicleType: VehicleType,
  power?: VehiclePower | null,
): readonly AdjustmentKey[] {
  switch (maintenanceType) {
    case "tires":
      return wheelLayout(vehicleType) === "fourWheels" ? fourWheelTireKeys : twoWheelTireKeys;
    case "battery":
      return batteryKeys;
    case "general":
      if (vehicleType === "bicycle") return bicycleGeneralKeys;
      if (power === "electric") return electricGeneralKeys;
      if (power === "hybrid" || power === "plugInHybrid") return hybridGeneralKeys;
      return engineGeneralKeys;
  }
}

/**
 * What a motor vehicle's maintenance may name, whatever it runs on now: an entry logged before the
 * owner said the car is electric (or imported) keeps its oil change, and is still edited.
 */
export function acceptedAdjustmentKeys(
  maintenanceType: MaintenanceType,
  vehicleType: VehicleType,
): readonly AdjustmentKey[] {
  if (maintenanceType !== "general" || vehicleType === "bicycle")
    return adjustmentKeysFor(maintenanceType, vehicleType);
  return hybridGeneralKeys;
}

/** Whether the vehicle has an engine's oil and filters to service (a bicycle and an electric car do not). */
export const hasEngineService = (vehicleType: VehicleType, power: VehiclePower | null | undefined): boolean =>
  vehicleType !== "bicycle" && (power === null || power === undefined || burnsFuel(power));

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
  coolant: ["changeCoolant", "changeOther"],
  transmission: ["changeOther", "bikeChangeChain", "bikeGearAdjustment"],
};

/** Every value a vehicle's reset type may take: the types, the groups and the general keys. */
export const allResetMaintenanceTypes = [
  ...maintenanceTypes,
  ...resetGroups,
  ...engineGeneralKeys,
  ...electricOnlyKeys,
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

/**
 * The values a vehicle's reset type may take: the types, the groups, its general keys. With a
 * power, what such a vehicle is offered (an electric car no oil); without one, whatever any power
 * of the type may have chosen, which is what the server accepts.
 */
export function resetMaintenanceTypesFor(
  vehicleType: VehicleType,
  power?: VehiclePower | null,
): [ResetMaintenanceType, ...ResetMaintenanceType[]] {
  const engineService = power === undefined ? vehicleType !== "bicycle" : hasEngineService(vehicleType, power);
  const groups = engineService
    ? resetGroups
    : resetGroups.filter(
        (group) => !engineOnlyGroups.includes(group) || (vehicleType !== "bicycle" && group !== "oil"),
      );
  const keys =
    power === undefined
      ? acceptedAdjustmentKeys("general", vehicleType)
      : adjustmentKeysFor("general", vehicleType, power);
  const generalKeys = keys.filter((key): key is AdjustmentKey & ResetMaintenanceType =>
    (allResetMaintenanceTypes as readonly string[]).includes(key),
  );
  return [...maintenanceTypes, ...groups, ...generalKeys];
}

/** What logged work restarts a vehicle's count: any maintenance of a type, or one of some kinds of work. */
export type ResetWork = { type: MaintenanceType } | { adjustments: AdjustmentKey[] };

export function resetWork(resetType: ResetMaintenanceType, vehicleType: VehicleType): ResetWork {
  if (isMaintenanceType(resetType)) return { type: resetType };
  const own = acceptedAdjustmentKeys("general", vehicleType);
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
 * Work a group is named for, though the group covers more: a hybrid's "Coolant" group is its
 * coolant change and the engine's other work, so offering both would show "Coolant" twice.
 */
const groupNamedFor: Partial<Record<AdjustmentKey, ResetGroup>> = { changeCoolant: "coolant" };

/**
 * The reset types offered for a vehicle, each meaning once: a kind of work that a group already
 * names alone ("Oil change" beside "Oil", "Brakes" twice) is left out; `current`, a value saved
 * before, stays so the form shows it.
 */
export function offeredResetTypes(
  vehicleType: VehicleType,
  current?: ResetMaintenanceType | null,
  power?: VehiclePower | null,
): OfferedResetTypes {
  const valid = resetMaintenanceTypesFor(vehicleType, power ?? (vehicleType === "bicycle" ? null : "gasoline"));
  const keysOf = (value: ResetMaintenanceType) => {
    const work = resetWork(value, vehicleType);
    return "type" in work ? `type:${work.type}` : [...work.adjustments].sort().join(",");
  };
  const groups = valid.filter((value) => isResetGroup(value));
  const groupKeys = new Set(groups.map(keysOf));
  const namedByOfferedGroup = (value: ResetMaintenanceType) => {
    const group = groupNamedFor[value as AdjustmentKey];
    return group !== undefined && groups.includes(group);
  };
  const work = valid.filter(
    (value) =>
      !isMaintenanceType(value) &&
      !isResetGroup(value) &&
      (value === current || !(groupKeys.has(keysOf(value)) || namedByOfferedGroup(value))),
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
