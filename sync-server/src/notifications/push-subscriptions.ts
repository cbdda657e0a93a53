import { type PushSubscriptionInput, pushSubscriptionsPerUser } from "@odo/domain";
import { lockUserForCount } from "../db/user-lock.js";
import { type AppDeps, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import { UnreachableAddress } from "../outbound/public-address.js";
import { reachableEndpoint } from "../outbound/reachable-endpoint.js";
import type { Requester } from "../requester.js";
import { removeSubscription, saveSubscription, subscriptionsOf } from "./scheduler-repository.js";

/**
 * `POST /users/push-subscriptions`: this browser receives the user's pushes. An endpoint belongs
 * to one browser, so subscribing again (or as someone else on a shared phone) moves it. The host
 * is resolved first, outside any unit; past the per-user cap the oldest subscription goes.
 */
export async function subscribeToPush(deps: ServerDeps, actor: Requester, input: PushSubscriptionInput): Promise<void> {
  try {
    await reachableEndpoint(deps, input.endpoint);
  } catch (error) {
    if (error instanceof UnreachableAddress) throw new ApiError("PUSH_ENDPOINT_UNREACHABLE");
    throw error;
  }
  await writing(deps, async ({ db, clock }) => {
    await lockUserForCount(db, actor.id);
    await saveSubscription(db, {
      endpoint: input.endpoint,
      userId: actor.id,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: clock().toISOString(),
    });
    const others = (await subscriptionsOf(db, actor.id)).filter((kept) => kept.endpoint !== input.endpoint);
    const newestFirst = others.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    for (const old of newestFirst.slice(pushSubscriptionsPerUser - 1)) await removeSubscription(db, old.endpoint);
  });
}

/**
 * `DELETE /users/push-subscriptions`: this browser stops receiving the user's pushes. The answer
 * is the same whether the server still had it: what a push service once answered stays unseen.
 */
export async function unsubscribeFromPush(deps: AppDeps, actor: Requester, endpoint: string): Promise<void> {
  await removeSubscription(deps.db, endpoint, actor.id);
}
