import { vehicleLimitMessage } from "../errors/plan-limit-message.js";
import type { VehicleType } from "../vehicle/catalog.js";
import { vehicleTypes } from "../vehicle/catalog.js";
import type { VehicleLimits } from "./limits.js";
import type { Plan } from "./plans.js";

/** -1 means no limit (SPEC §3 "Vehicle limits"). */
export const unlimited = -1;

export type LimitTable = Record<VehicleType | "total", number>;

function table(total: number): LimitTable {
  const perType = Object.fromEntries(vehicleTypes.map((type) => [type, unlimited])) as Record<VehicleType, number>;
  return { ...perType, total };
}

/**
 * Our reading of SPEC §9, which contradicts itself: the plan text says free keeps "up to 2
 * vehicles" and basic "unlimited vehicles", while the server's own error says "basic plan users
 * can have at most 6 vehicles in total". We take the server's word, which is the one enforced:
 * free = 2 vehicles in total, basic = 6 in total, business = unlimited. No plan limits a single
 * vehicle type, so every per-type limit is -1; the free pre-check of SPEC §5 that looks at the
 * type limit therefore also looks at the total.
 */
export const planLimits: Record<Plan, LimitTable> = {
  free: table(2),
  basic: table(6),
  business: table(unlimited),
};

export function vehicleLimitsFor(plan: Plan, ownedVehicleTypes: readonly VehicleType[]): VehicleLimits {
  const currentCounts = Object.fromEntries(vehicleTypes.map((type) => [type, 0])) as Record<VehicleType, number>;
  for (const type of ownedVehicleTypes) currentCounts[type] += 1;
  return { plan, limits: planLimits[plan], currentCounts, totalVehicles: ownedVehicleTypes.length };
}

const reached = (limit: number, count: number) => limit !== unlimited && count >= limit;

export type LimitRefusal = "planLimitExceeded" | "basicPlanLimitExceeded";

/**
 * SPEC §5's pre-check before the add-vehicle form, and the server's check before a create: the key
 * to show, or undefined when one more vehicle of this type fits.
 */
export function limitRefusal(limits: VehicleLimits, vehicleType: VehicleType): LimitRefusal | undefined {
  const typeFull = reached(limits.limits[vehicleType], limits.currentCounts[vehicleType]);
  const totalFull = reached(limits.limits.total, limits.totalVehicles);
  if (!typeFull && !totalFull) return undefined;
  return limits.plan === "basic" ? "basicPlanLimitExceeded" : "planLimitExceeded";
}

/**
 * Whether the plan's total is used up, whatever the type: the add flow says so before asking
 * for one (a third vehicle on the free plan).
 */
export function planFull(limits: VehicleLimits): LimitRefusal | undefined {
  if (!reached(limits.limits.total, limits.totalVehicles)) return undefined;
  return limits.plan === "basic" ? "basicPlanLimitExceeded" : "planLimitExceeded";
}

/** The 403 message the server sends with a refused create, with the plan's own limit. */
export function planLimitMessage(plan: Plan): string {
  return vehicleLimitMessage(plan, planLimits[plan].total);
}
