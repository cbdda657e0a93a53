import { z } from "zod";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";

/**
 * Outbound webhooks (issue 52), as the Standard Webhooks spec has them: each message signed with
 * the endpoint's secret (`whsec_…`), sent again on failure on `webhookRetryDelaysMs`, logged for the
 * owner, and the endpoint disabled after `webhookDisableAfterFailures` failed attempts in a row.
 */
export const webhookEventTypes = ["entry.logged", "item.due", "recall.found"] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Endpoints a user may have; each message goes to every one subscribed to its type. */
export const webhooksPerUser = 5;

/** After the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h (Standard Webhooks' example schedule). */
export const webhookRetryDelaysMs = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000] as const;

/** Failed attempts in a row, across messages, after which an endpoint is disabled until its owner turns it on. */
export const webhookDisableAfterFailures = 15;

/** Messages waiting for one endpoint; past it, new ones are not queued until it catches up. */
export const webhookPendingPerEndpoint = 100;

/** An attempt's answer must come within this; a slow receiver is a failed attempt. */
export const webhookTimeoutMs = 10_000;

/** Deliveries the owner sees per endpoint, newest first. */
export const webhookLogLength = 20;

/** The secret's prefix, as the spec's libraries expect it. */
export const webhookSecretPrefix = "whsec_";

export const webhookUrlMaxLength = 2_048;

export const webhookCreateSchema = z.object({
  url: z.url({ protocol: /^https$/, error: "httpsUrl" }).max(webhookUrlMaxLength),
  events: z
    .array(z.enum(webhookEventTypes, { error: "invalidOption" }))
    .min(1, { error: "required" })
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookDeliveryStates = ["pending", "delivered", "failed"] as const;

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  type: z.enum(webhookEventTypes),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number().int(),
  /** The receiver's last status, or null when it could not be reached. */
  lastStatus: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  /** The next attempt, while pending. */
  nextAttemptAt: isoDateTimeSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /users/webhooks`: an endpoint as its owner sees it, with its last deliveries. */
export const webhookViewSchema = z.object({
  _id: idSchema,
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  createdAt: isoDateTimeSchema,
  /** Set when repeated failures stopped it: nothing is sent until its owner turns it on again. */
  disabledAt: isoDateTimeSchema.nullable(),
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;

/** `POST /users/webhooks`: the new endpoint with its signing secret, shown this once. */
export const webhookCreatedSchema = webhookViewSchema.extend({ secret: z.string() });
