import { ApiError } from "../errors/api-error.js";
import type { Notification } from "../notification/notification.js";
import type { Mutator } from "../sync/mutator.js";
import type { Rating, User, UserUpdate } from "./user.js";

/**
 * `user.update` (and `PATCH /users/{id}`): the fields the patch names; null clears a picture.
 * Notification settings are merged into the stored ones, a field at a time.
 */
export const updateProfile: Mutator<UserUpdate, User> = {
  capability: null,
  async effect(tx, { notificationSettings, ...fields }, context) {
    const user = await tx.get("users", context.actorId);
    if (!user) throw new ApiError("OWNER_NOT_FOUND");
    const changed: Partial<User> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    if (notificationSettings) changed.notificationSettings = { ...user.notificationSettings, ...notificationSettings };
    const next = { ...user, ...changed };
    await tx.put("users", next, user);
    return next;
  },
};

/** `user.rate` (and `POST /users/{id}/rate`): rating the app, once per user; the latest wins. */
export const rateApp: Mutator<Rating, User> = {
  capability: null,
  async effect(tx, rating, context) {
    const user = await tx.get("users", context.actorId);
    if (!user) throw new ApiError("RATING_FAILED");
    const changed = { rate: { rating: rating.rating, ...(rating.review ? { review: rating.review } : {}) } };
    const next = { ...user, ...changed };
    await tx.put("users", next, user);
    return next;
  },
};

/** `notification.read` (and `PATCH /users/notifications/read`): one of the actor's own, read. */
export const readNotification: Mutator<{ notificationId: string }, Notification> = {
  capability: null,
  async effect(tx, { notificationId }) {
    const notification = await tx.get("notifications", notificationId);
    if (!notification) throw new ApiError("NOTIFICATIONS_NOT_FOUND");
    const read = { ...notification, read: true };
    await tx.put("notifications", read, notification);
    return read;
  },
};
