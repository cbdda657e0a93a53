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

/** Endpoints sent to at once: a receiver that hangs until its timeout holds up only its own messages. */
const endpointsAtOnce = 4;

/**
 * One delivery: claimed first (until two timeouts from now, so two processes never send it at
 * once), attempted, and its outcome recorded. False when another process had it.
 */
async function sendOne(deps: ServerDeps, delivery: WebhookDeliveryRow): Promise<boolean> {
  const leaseEnd = new Date(deps.clock().getTime() + 2 * webhookTimeoutMs);
  const endpoint = await writing(deps, async ({ db }) =>
    (await claimDelivery(db, delivery, leaseEnd)) ? webhookById(db, delivery.webhookId) : undefined,
  );
  if (!endpoint) return false;
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
    // Read again: another process's message to the endpoint may have counted since this one was claimed.
    const current = await webhookById(db, endpoint.id);
    if (!current || current.disabledAt) return;
    const failuresInARow = delivered ? 0 : current.failuresInARow + 1;
    const disabledAt = failuresInARow >= webhookDisableAfterFailures ? finished.toISOString() : null;
    await setWebhookState(db, endpoint.id, { failuresInARow, disabledAt });
    if (disabledAt) deps.log.info({ webhook: endpoint.id }, "webhook disabled after repeated failures");
  });
  return true;
}

/**
 * Sends the deliveries whose time has come: each endpoint's in the order they were queued, several
 * endpoints at once. A 2xx delivers one and resets the endpoint's failures; anything else (a
 * redirect included: it is never followed) is tried again on `webhookRetryDelaysMs`, then given
 * up, and the endpoint is disabled after `webhookDisableAfterFailures` failed attempts in a row.
 * Returns how many it tried.
 */
export async function sendDueWebhooks(deps: ServerDeps): Promise<number> {
  const due = await reading(deps, ({ db }) => dueDeliveries(db, deps.clock(), roundSize));
  const byEndpoint = new Map<string, WebhookDeliveryRow[]>();
  for (const delivery of due)
    byEndpoint.set(delivery.webhookId, [...(byEndpoint.get(delivery.webhookId) ?? []), delivery]);
  const queues = [...byEndpoint.values()];
  let tried = 0;
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const delivery of queue) if (await sendOne(deps, delivery)) tried += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(endpointsAtOnce, queues.length) }, worker));
  return tried;
}
