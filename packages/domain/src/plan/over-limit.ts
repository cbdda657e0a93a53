import { planLimits, unlimited } from "./limit-rules.js";
import type { Plan } from "./plans.js";

/**
 * The vehicles a plan holds read-only (issue "Plans that are paid for"): after a downgrade, those
 * past the plan's total, the newest first, so the ones the owner had first stay writable. They
 * stay shown, synced and exported; nothing is removed or hidden. Ids of the read-only ones.
 */
export function readOnlyVehicles(
  vehicles: readonly { _id: string; createdAt: string }[],
  plan: Plan,
  limits: { total: number } = planLimits[plan],
): Set<string> {
  if (limits.total === unlimited || vehicles.length <= limits.total) return new Set();
  const oldestFirst = [...vehicles].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id),
  );
  return new Set(oldestFirst.slice(limits.total).map((vehicle) => vehicle._id));
}
