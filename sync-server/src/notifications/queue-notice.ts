import type { NotificationChannel } from "@odo/domain";
import { quietHoursEnd } from "@odo/domain";
import type { AppDeps } from "../deps.js";
import { addDelivery } from "../inbox/deliveries.js";
import { type Recipient, subscriptionsOf } from "./scheduler-repository.js";

/**
 * Queues a notice the inbox already holds on the channels given (the recipient's own choices for
 * it): a push only to someone with a browser subscribed, held back through their quiet hours; a
 * mail only to an active account. Each occurrence goes out once per channel.
 */
export async function queueNotice(
  deps: AppDeps,
  recipient: Recipient,
  occurrence: string,
  payload: unknown,
  channels: readonly NotificationChannel[],
  now: Date,
): Promise<void> {
  for (const channel of channels) {
    if (channel === "push" && (await subscriptionsOf(deps.db, recipient.id)).length === 0) continue;
    if (channel === "email" && !recipient.active) continue;
    const notBefore = channel === "push" ? quietHoursEnd(recipient.settings, now) : now;
    await addDelivery(deps.db, { userId: recipient.id, occurrence, channel, payload, notBefore, now });
  }
}
