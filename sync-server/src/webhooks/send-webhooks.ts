import { webhookDisableAfterFailures, webhookRetryDelaysMs, webhookTimeoutMs } from "@odo/domain";
import { reading, type ServerDeps, writing } from "../deps.js";
import { pinnedPost } from "../outbound/pinned-post.js";
import { reachableEndpoint } from "../outbound/reachable-endpoint.js";
import { openToken } from "../token-vault.js";
import { signedHeaders } from "./signature.js";
import {
  claimDelivery,
  dueDeliveries,
  recordAttempt,
  setWebhookState,
  type WebhookDeliveryRow,
  type WebhookRow,
  webhookById,
} from "./webhooks-repository.js";

/** Deliveries one round takes at most; the next round takes the rest. */
const roundSize = 50;

/** One attempt: the receiver's status, or null when it could not be reached (refused, timed out). */
async function attempt(deps: ServerDeps, endpoint: WebhookRow, delivery: WebhookDeliveryRow): Promise<number | null> {
  try {
    // Checked at every attempt: what the name resolves to may have changed since it was saved.
    const target = await reachableEndpoint(deps, endpoint.url);
    const secret = openToken(deps.config.tokenEncryptionKey, endpoint.secret);
    return await pinnedPost(target.url, target.address, {
      headers: {
        ...signedHeaders(secret, delivery.id, deps.clock(), delivery.body),
        "content-type": "application/json",
        "user-agent": "Odo-Webhooks/1",
      },
      body: Buffer.from(delivery.body),
      signal: AbortSignal.timeout(webhookTimeoutMs),
    });
  } catch (error) {
    deps.log.debug({ err: error, webhook: endpoint.id }, "webhook not delivered");
    return null;
  }
}

/**
 * Sends the deliveries whose time has come, each claimed first so two processes never send one at
 * once. A 2xx delivers it and resets the endpoint's failures; anything else (a redirect included:
 * it is never followed) is tried again on `webhookRetryDelaysMs`, then given up, and the endpoint is
 * disabled after `webhookDisableAfterFailures` failed attempts in a row. Returns how many it tried.
 */
export async function sendDueWebhooks(deps: ServerDeps): Promise<number> {
  const now = deps.clock();
  const due = await reading(deps, ({ db }) => dueDeliveries(db, now, roundSize));
  let tried = 0;
  for (const delivery of due) {
    const leaseEnd = new Date(now.getTime() + 2 * webhookTimeoutMs);
    const endpoint = await writing(deps, async ({ db }) =>
      (await claimDelivery(db, delivery, leaseEnd)) ? webhookById(db, delivery.webhookId) : undefined,
    );
    if (!endpoint) continue;
    tried += 1;
    const status = endpoint.disabledAt ? null : await attempt(deps, endpoint, delivery);
    const delivered = status !== null && status >= 200 && status < 300;
    const attempts = delivery.attempts + 1;
    const retryIn = webhookRetryDelaysMs[attempts - 1];
    const finished = deps.clock();
    await writing(deps, async ({ db }) => {
      await recordAttempt(db, delivery.id, {
        state: delivered ? "delivered" : retryIn === undefined || endpoint.disabledAt ? "failed" : "pending",
        attempts,
        lastStatus: status,
        nextAttemptAt: delivered || retryIn === undefined ? null : new Date(finished.getTime() + retryIn).toISOString(),
      });
      if (endpoint.disabledAt) return;
      const failuresInARow = delivered ? 0 : endpoint.failuresInARow + 1;
      const disabledAt = failuresInARow >= webhookDisableAfterFailures ? finished.toISOString() : null;
      await setWebhookState(db, endpoint.id, { failuresInARow, disabledAt });
      if (disabledAt) deps.log.info({ webhook: endpoint.id }, "webhook disabled after repeated failures");
    });
  }
  return tried;
}
