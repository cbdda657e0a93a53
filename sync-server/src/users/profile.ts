import type { Notification, NotificationKey, NotificationParams, PlanChange, User } from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import { logPut } from "../db/change-log.js";
import { firstRow } from "../db/first-row.js";
import type { Db } from "../db/open.js";
import { notifications } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { fillTemplate, notificationTexts } from "../notifications/texts.js";
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
 * `PATCH /users/plan`: free or basic, chosen directly while no payment provider exists. Business
 * is reached by creating a shop. Vehicles past a lower plan's limit stay; only adding is refused.
 */
export async function changePlan(deps: AppDeps, requester: Requester, change: PlanChange): Promise<User> {
  const row = await updateUser(deps.db, requester.id, { plan: change.plan }, deps.clock());
  if (!row) throw new ApiError("OWNER_NOT_FOUND");
  return publishUser(deps.db, await userView(deps.db, row));
}

export function notificationView(row: typeof notifications.$inferSelect): Notification {
  return {
    _id: row.id,
    message: row.message,
    key: row.key,
    params: row.params ?? {},
    read: row.read,
    createdAt: row.createdAt,
  };
}

/** `GET /users/notifications`, newest first; none at all is a 404 (SPEC §8). */
export async function listNotifications(deps: AppDeps, requester: Requester) {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, requester.id))
    .orderBy(desc(notifications.createdAt));
  if (rows.length === 0) throw new ApiError("NOTIFICATIONS_NOT_FOUND");
  return rows.map(notificationView);
}

/**
 * Leaves a notification for a user: its key and parameters (each device says it in its reader's
 * language) and, for rows read without the key, the text in the recipient's language now.
 * `id` makes it idempotent: a due notice the device already wrote keeps that id.
 */
export async function notify(
  deps: AppDeps,
  userId: string,
  key: Exclude<NotificationKey, "due">,
  params: NotificationParams,
) {
  const lang = (await userById(deps.db, userId))?.lang ?? "es";
  return insertNotification(deps, userId, {
    key,
    params,
    message: fillTemplate(notificationTexts[key][lang], params, lang),
  });
}

export async function insertNotification(
  deps: AppDeps,
  userId: string,
  content: { key: NotificationKey; params: NotificationParams; message: string },
  id?: string,
) {
  const now = deps.clock();
  const row = firstRow(
    await deps.db
      .insert(notifications)
      .values({ id: id ?? newId(now), userId, ...content, createdAt: now.toISOString() })
      .onConflictDoNothing()
      .returning(),
  );
  return row ? await publishNotification(deps, userId, notificationView(row)) : undefined;
}

async function publishNotification(deps: AppDeps, userId: string, notification: Notification) {
  await logPut(deps.db, userId, "notification", notification._id, notification);
  return notification;
}
