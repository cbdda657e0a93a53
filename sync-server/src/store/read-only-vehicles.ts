import { type Plan, planLimits, readOnlyVehicles, unlimited } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { statement } from "../db/statements.js";

const none: ReadonlySet<string> = new Set();

/**
 * The owner's vehicles their plan holds read-only (issue "Plans that are paid for"): those past
 * its limit after a downgrade, the newest first. The plan and the count come first, in one small
 * query: an owner within the plan (nearly everyone) costs no read of their vehicles.
 */
export async function readOnlyVehiclesOf(db: Db, ownerId: string): Promise<ReadonlySet<string>> {
  const owner = await statement<{ plan: Plan; vehicles: number }>(
    db,
    `SELECT plan, (SELECT count(*) FROM vehicles WHERE owner_id = users.id) AS vehicles FROM users WHERE id = ?`,
  ).get([ownerId]);
  if (!owner) return none;
  const { total } = planLimits[owner.plan];
  if (total === unlimited || Number(owner.vehicles) <= total) return none;
  const rows = await statement<{ id: string; createdAt: string }>(
    db,
    `SELECT id, created_at AS "createdAt" FROM vehicles WHERE owner_id = ?`,
  ).all([ownerId]);
  return readOnlyVehicles(
    rows.map((row) => ({ _id: row.id, createdAt: row.createdAt })),
    owner.plan,
  );
}
