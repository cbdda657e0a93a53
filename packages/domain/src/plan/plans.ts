/** The plans as plain data (the schema is in plan-schema.ts, kept apart for the first screen). */
export const plans = ["free", "basic", "business"] as const;
export type Plan = (typeof plans)[number];

/** Every account starts on it. */
export const defaultPlan: Plan = "free";

/** What each plan card lists (SPEC §6); the PWA translates each feature key. */
export const planFeatures = {
  free: ["upToTwoVehicles", "basicMaintenance", "refuelTracking"],
  basic: ["upToSixVehicles", "advancedMaintenance", "fitnessIntegration"],
  business: ["thirdPartyVehicles", "adminPanel", "advancedReports"],
} as const satisfies Record<Plan, readonly string[]>;
export type PlanFeature = (typeof planFeatures)[Plan][number];

/**
 * Whether `plan` includes `feature`: each plan has its own card's features and every cheaper
 * plan's (basic keeps refuel tracking; business keeps the fitness-service integration).
 */
export function planIncludes(plan: Plan, feature: PlanFeature): boolean {
  const upTo = plans.slice(0, plans.indexOf(plan) + 1);
  return upTo.some((included) => (planFeatures[included] as readonly PlanFeature[]).includes(feature));
}

/** Monthly prices in US dollars (SPEC §9). */
export const planMonthlyPriceUsd = {
  free: 0,
  basic: 9.99,
  business: 29.99,
} as const satisfies Record<Plan, number>;

/** Business is for workshops and brokers; choosing it leads to shop creation (SPEC §1, §6). */
export function planRequiresShop(plan: Plan): boolean {
  return plan === "business";
}

/** The current plan cannot be chosen again (SPEC §6). */
export function canChoosePlan(current: Plan, wanted: Plan): boolean {
  return current !== wanted;
}
