import type { Notification, NotificationKey, NotificationParams } from "@odo/domain";
import { notificationSentence } from "@odo/words";
import { desc, eq } from "drizzle-orm";
import { logPut } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { notifications } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { userById } from "../users/users-repository.js";

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
    message: notificationSentence(key, params, lang),
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
  return row ? await publishNotification(deps.db, userId, notificationView(row)) : undefined;
}

/** A notification reaches its user's devices through the change log. */
export async function publishNotification(db: Db, userId: string, notification: Notification) {
  await logPut(db, userId, "notification", notification._id, notification);
  return notification;
}
