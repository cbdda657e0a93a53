import type { PushSubscriptionInput } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import type { Requester } from "../requester.js";
import { removeSubscription, saveSubscription } from "./scheduler-repository.js";

/**
 * `POST /users/push-subscriptions`: this browser receives the user's pushes. An endpoint belongs
 * to one browser, so subscribing again (or as someone else on a shared phone) moves it.
 */
export async function subscribeToPush(deps: AppDeps, actor: Requester, input: PushSubscriptionInput): Promise<void> {
  await saveSubscription(deps.db, {
    endpoint: input.endpoint,
    userId: actor.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: deps.clock().toISOString(),
  });
}

/** `DELETE /users/push-subscriptions`: this browser stops receiving the user's pushes. */
export async function unsubscribeFromPush(deps: AppDeps, actor: Requester, endpoint: string): Promise<boolean> {
  return removeSubscription(deps.db, endpoint, actor.id);
}
