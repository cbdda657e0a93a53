import { type Plan, readOnlyVehicles } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { statement } from "../db/statements.js";

/**
 * The owner's vehicles their plan holds read-only (issue "Plans that are paid for"): those past
 * its limit after a downgrade, the newest first. One query: the owner's vehicles with their plan.
 */
export async function readOnlyVehiclesOf(db: Db, ownerId: string): Promise<Set<string>> {
  const rows = await statement<{ id: string; createdAt: string; plan: Plan }>(
    db,
    `SELECT vehicles.id, vehicles.created_at AS "createdAt", users.plan
     FROM vehicles JOIN users ON users.id = vehicles.owner_id WHERE vehicles.owner_id = ?`,
  ).all([ownerId]);
  const plan = rows[0]?.plan;
  return plan
    ? readOnlyVehicles(
        rows.map((row) => ({ _id: row.id, createdAt: row.createdAt })),
        plan,
      )
    : new Set();
}
