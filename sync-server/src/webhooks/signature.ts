import { createHmac, randomBytes } from "node:crypto";
import { webhookSecretPrefix } from "@odo/domain";

/** A new endpoint's secret: 32 random bytes, base64, after `whsec_` (Standard Webhooks). */
export const newWebhookSecret = () => `${webhookSecretPrefix}${randomBytes(32).toString("base64")}`;

/**
 * The three headers of a signed message (Standard Webhooks): its id, its time in seconds, and
 * `v1,` + base64(HMAC-SHA256(secret's bytes, "{id}.{timestamp}.{body}")).
 */
export function signedHeaders(secret: string, messageId: string, sentAt: Date, body: string): Record<string, string> {
  const timestamp = String(Math.floor(sentAt.getTime() / 1000));
  const key = Buffer.from(secret.slice(webhookSecretPrefix.length), "base64");
  const signature = createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": messageId, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}
