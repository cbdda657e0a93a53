import { dueNoticeText, type NotificationParams } from "@odo/domain";
import webPush from "web-push";
import { reading, type ServerDeps, writing } from "../deps.js";
import { digestMail, dueMail } from "./due-mail.js";
import {
  type DeliveryRow,
  markDelivery,
  type Recipient,
  recipient,
  removeSubscription,
  subscriptionsOf,
} from "./scheduler-repository.js";
import { unsubscribeLink } from "./unsubscribe.js";

/** Tries per delivery before it is marked failed; each wait doubles from a minute. */
export const deliveryAttempts = 6;
const firstRetryMs = 60_000;
/** How long a push service keeps a message for a phone that is off: a week. */
const pushTtlSeconds = 7 * 86_400;
const pushTimeoutMs = 10_000;

interface DuePayload {
  notificationId: string;
  params: NotificationParams;
}
interface DigestPayload {
  items: NotificationParams[];
}

/** What the service worker shows: already in the reader's language. */
export interface PushMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
}

function pushMessage(payload: DuePayload, reader: Recipient): PushMessage | null {
  const said = dueNoticeText(payload.params, reader.lang);
  if (!said) return null;
  const vehicleId = String(payload.params.vehicleId ?? "");
  return { ...said, tag: payload.notificationId, url: vehicleId ? `/vehicle/${vehicleId}` : "/user" };
}

/**
 * Sends a push to each of the reader's subscriptions. A subscription the push service says is
 * gone (404, 410) is removed; any other failure throws, so the delivery is tried again later.
 */
async function sendPush(deps: ServerDeps, reader: Recipient, message: PushMessage): Promise<void> {
  const { publicKey, privateKey, subject } = deps.config.vapid;
  let failure: unknown;
  for (const subscription of await reading(deps, ({ db }) => subscriptionsOf(db, reader.id))) {
    // The library encrypts and signs; fetch carries it (the library's own transport is HTTPS only).
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: pushTtlSeconds,
        // One topic per occurrence: a resend replaces a message still waiting instead of adding one.
        topic: message.tag.replaceAll("-", ""),
        urgency: "normal",
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal: AbortSignal.timeout(pushTimeoutMs),
    }).catch((error: unknown) => error);
    if (response instanceof Response && (response.status === 404 || response.status === 410)) {
      await writing(deps, ({ db }) => removeSubscription(db, subscription.endpoint));
      deps.log.info({ status: response.status }, "push subscription gone: removed");
    } else if (!(response instanceof Response) || !response.ok) {
      failure = response instanceof Response ? new Error(`push service answered ${response.status}`) : response;
    }
  }
  if (failure) throw failure;
}

async function sendMail(deps: ServerDeps, row: DeliveryRow, reader: Recipient): Promise<void> {
  const isDigest = row.occurrence.startsWith("digest:");
  const unsubscribe = unsubscribeLink(deps.config, reader.id, isDigest ? "digest" : "email");
  let words: ReturnType<typeof digestMail> | null;
  if (isDigest) {
    words = digestMail((row.payload as DigestPayload).items, reader, {
      open: `${deps.config.publicUrl}/user`,
      unsubscribe,
    });
  } else {
    const payload = row.payload as DuePayload;
    const open = `${deps.config.publicUrl}/vehicle/${String(payload.params.vehicleId ?? "")}`;
    words = dueMail(payload.params, reader, { open, unsubscribe });
  }
  if (!words) return;
  const host = new URL(deps.config.publicUrl).hostname;
  await deps.mailer.sendComposed({
    kind: isDigest ? "digest" : "due",
    to: reader.email,
    ...words,
    messageId: `<${reader.id}.${row.occurrence.replace(":", ".")}@${host}>`,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

/**
 * Sends one delivery. It is marked `sending` before the network call and `sent` after, so a
 * crash in between sends it again on the next run rather than never. The network calls run
 * between units, never inside one.
 */
export async function deliver(deps: ServerDeps, row: DeliveryRow, now: Date): Promise<"sent" | "retry" | "failed"> {
  const mark = (change: Parameters<typeof markDelivery>[2]) => writing(deps, ({ db }) => markDelivery(db, row, change));
  const reader = await reading(deps, ({ db }) => recipient(db, row.userId));
  const stillWanted =
    reader &&
    (row.channel === "push"
      ? reader.settings.push
      : row.occurrence.startsWith("digest:")
        ? reader.settings.digest
        : reader.settings.email);
  if (!reader || !stillWanted) {
    await mark({ state: "skipped" });
    return "sent";
  }
  await mark({ state: "sending", attempts: row.attempts + 1 });
  try {
    if (row.channel === "push") {
      const message = pushMessage(row.payload as DuePayload, reader);
      if (message) await sendPush(deps, reader, message);
    } else {
      await sendMail(deps, row, reader);
    }
    await mark({ state: "sent", sentAt: new Date().toISOString() });
    return "sent";
  } catch (error) {
    const attempts = row.attempts + 1;
    const failed = attempts >= deliveryAttempts;
    deps.log.warn(
      { err: error, channel: row.channel, attempts },
      failed ? "reminder not delivered: giving up" : "reminder not delivered: will retry",
    );
    await mark({
      state: failed ? "failed" : "pending",
      notBefore: new Date(now.getTime() + firstRetryMs * 2 ** (attempts - 1)).toISOString(),
    });
    return failed ? "failed" : "retry";
  }
}
