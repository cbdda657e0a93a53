import { type WebhookCreate, type WebhookView, webhooksPerUser } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { lockUserForCount } from "../db/user-lock.js";
import { reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import { UnreachableAddress } from "../outbound/public-address.js";
import { reachableEndpoint } from "../outbound/reachable-endpoint.js";
import type { Requester } from "../requester.js";
import { sealToken } from "../token-vault.js";
import { newWebhookSecret } from "./signature.js";
import {
  deleteWebhook,
  deliveryLog,
  insertWebhook,
  setWebhookState,
  type WebhookRow,
  webhookById,
  webhookCount,
  webhooksOf,
} from "./webhooks-repository.js";

async function view(db: Db, row: WebhookRow): Promise<WebhookView> {
  return {
    _id: row.id,
    url: row.url,
    events: row.events,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    deliveries: (await deliveryLog(db, row.id)).map((delivery) => ({
      _id: delivery.id,
      type: delivery.type,
      state: delivery.state,
      attempts: delivery.attempts,
      lastStatus: delivery.lastStatus,
      createdAt: delivery.createdAt,
      nextAttemptAt: delivery.nextAttemptAt,
    })),
  };
}

/** `GET /users/webhooks`: the endpoints, oldest first, each with its last deliveries. */
export function listWebhooks(deps: ServerDeps, actor: Requester): Promise<WebhookView[]> {
  return reading(deps, async ({ db }) => Promise.all((await webhooksOf(db, [actor.id])).map((row) => view(db, row))));
}

/**
 * `POST /users/webhooks`: a new endpoint, its target checked now as a push endpoint's is (and again
 * at every attempt); the reply holds its signing secret, shown this once.
 */
export async function createWebhook(
  deps: ServerDeps,
  actor: Requester,
  input: WebhookCreate,
): Promise<WebhookView & { secret: string }> {
  try {
    await reachableEndpoint(deps, input.url);
  } catch (error) {
    if (error instanceof UnreachableAddress) throw new ApiError("WEBHOOK_UNREACHABLE");
    throw error;
  }
  const secret = newWebhookSecret();
  return writing(deps, async ({ db }) => {
    await lockUserForCount(db, actor.id);
    if ((await webhookCount(db, actor.id)) >= webhooksPerUser) throw new ApiError("WEBHOOK_LIMIT");
    const now = deps.clock();
    const row: WebhookRow = {
      id: newId(now),
      userId: actor.id,
      url: input.url,
      events: input.events,
      secret: sealToken(deps.config.tokenEncryptionKey, secret),
      createdAt: now.toISOString(),
      failuresInARow: 0,
      disabledAt: null,
    };
    await insertWebhook(db, row);
    return { ...(await view(db, row)), secret };
  });
}

async function ownWebhook(db: Db, actor: Requester, id: string): Promise<WebhookRow> {
  const row = await webhookById(db, id);
  if (!row || row.userId !== actor.id) throw new ApiError("WEBHOOK_NOT_FOUND");
  return row;
}

/** `POST /users/webhooks/{id}/enable`: an endpoint stopped by failures is turned on again. */
export function enableWebhook(deps: ServerDeps, actor: Requester, id: string): Promise<WebhookView> {
  return writing(deps, async ({ db }) => {
    const row = await ownWebhook(db, actor, id);
    await setWebhookState(db, row.id, { failuresInARow: 0, disabledAt: null });
    return view(db, { ...row, failuresInARow: 0, disabledAt: null });
  });
}

/** `DELETE /users/webhooks/{id}`: nothing more is sent to it; its log goes with it. */
export async function removeWebhook(deps: ServerDeps, actor: Requester, id: string): Promise<void> {
  const deleted = await writing(deps, ({ db }) => deleteWebhook(db, actor.id, id));
  if (deleted === 0) throw new ApiError("WEBHOOK_NOT_FOUND");
}
