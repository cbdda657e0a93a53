import type { WebhookCreate, WebhookView } from "@odo/domain";
import { api, NetworkError } from "../../shared/session/api.js";

/** The account's webhook endpoints with their logs (on the server, not synced). Throws `NetworkError` offline. */
export async function fetchWebhooks(): Promise<WebhookView[]> {
  const reply = await api<{ payload: WebhookView[] }>("/users/webhooks");
  if (reply.status !== 200) throw new NetworkError(`webhooks: ${reply.status}`);
  return reply.body.payload;
}

/** A new endpoint with its secret, shown this once; or the server's refusal. */
export async function createWebhook(
  input: WebhookCreate,
): Promise<{ made: WebhookView & { secret: string } } | { refused: string }> {
  const reply = await api<{ payload: WebhookView & { secret: string } }>("/users/webhooks", {
    method: "POST",
    body: input,
  });
  return reply.status === 201 ? { made: reply.body.payload } : { refused: reply.body.message ?? "" };
}

export async function deleteWebhook(id: string): Promise<void> {
  const reply = await api(`/users/webhooks/${encodeURIComponent(id)}`, { method: "DELETE" });
  if (reply.status !== 200 && reply.status !== 404) throw new NetworkError(`webhooks: ${reply.status}`);
}

export async function enableWebhook(id: string): Promise<void> {
  const reply = await api(`/users/webhooks/${encodeURIComponent(id)}/enable`, { method: "POST" });
  if (reply.status !== 200) throw new NetworkError(`webhooks: ${reply.status}`);
}
