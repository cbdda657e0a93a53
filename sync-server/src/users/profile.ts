import type { PlanChange, User } from "@odo/domain";
import { eq } from "drizzle-orm";
import { logPut } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { planTerms } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { userView } from "./user-view.js";
import { updateUser, userById } from "./users-repository.js";

/** `GET /users/{id}`: yourself, or anyone for an admin; otherwise it does not exist. */
export async function readUser(deps: AppDeps, requester: Requester, id: string): Promise<User> {
  const row = requester.id === id || requester.role === "admin" ? await userById(deps.db, id) : undefined;
  if (!row) throw new ApiError("OWNER_NOT_FOUND");
  return userView(deps.db, row);
}

/** The user's own row reaches their devices through the change log. */
export async function publishUser(db: Db, user: User): Promise<User> {
  await logPut(db, user._id, "user", user._id, user);
  return user;
}

/**
 * `PATCH /users/plan`: free or basic, chosen directly in test mode (no payment provider). Business
 * is reached by creating a shop. Vehicles past a lower plan's limit stay; only adding is refused.
 */
export async function changePlan(deps: AppDeps, requester: Requester, change: PlanChange): Promise<User> {
  // With a payment provider, basic is bought at its checkout; free is left through its portal.
  if (deps.config.billing) throw new ApiError("PAYMENT_REQUIRED");
  // A plan chosen by hand has no end: what a voucher paid is forgotten.
  await deps.db.delete(planTerms).where(eq(planTerms.userId, requester.id));
  const row = await updateUser(deps.db, requester.id, { plan: change.plan }, deps.clock());
  if (!row) throw new ApiError("OWNER_NOT_FOUND");
  return publishUser(deps.db, await userView(deps.db, row));
}
