import type { NotificationParams } from "@odo/domain";
import { dueNoticeText, notificationSentence, planNameIn } from "@odo/words";
import webPush from "web-push";
import { planMailPayloadSchema, planMailPrefix } from "../billing/plan-notice.js";
import { reading, type ServerDeps, writing } from "../deps.js";
import { pinnedPost } from "../outbound/pinned-post.js";
import { reachableEndpoint } from "../outbound/reachable-endpoint.js";
import { digestMail, dueMail, noticeLine } from "./due-mail.js";
import {
  type DeliveryRow,
  markDelivery,
  type PushSubscriptionRow,
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
/**
 * How long all of one user's browsers together may take to accept a push. Push services answer
 * in well under a second; one that does not is tried again later, and nobody else waits on it.
 */
export const pushDeadlineMs = 5_000;

interface DuePayload {
  notificationId: string;
  params: NotificationParams;
  /** A notice other than an item falling due: a safety recall found. */
  key?: "recallFound";
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
  const said =
    payload.key === "recallFound"
      ? {
          title: String(payload.params.vehicle ?? ""),
          body: notificationSentence("recallFound", payload.params, reader.lang),
        }
      : dueNoticeText(payload.params, reader.lang);
  if (!said) return null;
  const vehicleId = String(payload.params.vehicleId ?? "");
  return { ...said, tag: payload.notificationId, url: vehicleId ? `/vehicle/${vehicleId}` : "/user" };
}

/** What became of one browser's push. */
type PushOutcome = "delivered" | "gone" | "failed";

/**
 * Sends one push to one browser: to the address its endpoint resolves to now, if that is public
 * (a name may have been pointed inward since it subscribed), over a connection pinned to that
 * address, with no redirect followed. Only the push service's "gone" (404, 410) has a consequence
 * a user can see: that browser is unsubscribed. Anything else is a failure, tried again later.
 */
async function pushTo(
  deps: ServerDeps,
  subscription: PushSubscriptionRow,
  message: PushMessage,
  signal: AbortSignal,
): Promise<PushOutcome> {
  const { publicKey, privateKey, subject } = deps.config.vapid;
  try {
    const target = await reachableEndpoint(deps, subscription.endpoint);
    // The library encrypts and signs; the pinned request carries it.
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
    const status = await pinnedPost(target.url, target.address, {
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal,
    });
    if (status === 404 || status === 410) return "gone";
    return status >= 200 && status < 300 ? "delivered" : "failed";
  } catch (error) {
    deps.log.debug({ err: error }, "push not delivered to one browser");
    return "failed";
  }
}

/**
 * Sends a push to each of the reader's browsers that has not had it yet, all at once, under one
 * deadline. Each browser that accepts it is recorded, so a retry goes only to those that failed;
 * a gone one is unsubscribed. Throws when any failed, so the delivery is tried again later.
 */
async function sendPush(deps: ServerDeps, row: DeliveryRow, reader: Recipient, message: PushMessage): Promise<void> {
  const already = new Set(row.deliveredTo ?? []);
  const waiting = (await reading(deps, ({ db }) => subscriptionsOf(db, reader.id))).filter(
    (subscription) => !already.has(subscription.endpoint),
  );
  const signal = AbortSignal.timeout(pushDeadlineMs);
  const outcomes = await Promise.all(waiting.map((subscription) => pushTo(deps, subscription, message, signal)));
  const delivered = waiting.filter((_, index) => outcomes[index] === "delivered").map(({ endpoint }) => endpoint);
  const gone = waiting.filter((_, index) => outcomes[index] === "gone").map(({ endpoint }) => endpoint);
  await writing(deps, async ({ db }) => {
    for (const endpoint of gone) await removeSubscription(db, endpoint);
    if (delivered.length > 0) await markDelivery(db, row, { deliveredTo: [...already, ...delivered] });
  });
  if (gone.length > 0) deps.log.info({ gone: gone.length }, "push subscriptions gone: removed");
  const failed = outcomes.filter((outcome) => outcome === "failed").length;
  if (failed > 0) throw new Error(`push not accepted by ${failed} of ${waiting.length} browsers`);
}

/** A plan's mail (billing/plan-notice.ts): an account mail in the reader's language, to `/plans`. */
async function sendPlanMail(deps: ServerDeps, row: DeliveryRow, reader: Recipient): Promise<void> {
  const payload = planMailPayloadSchema.parse(row.payload);
  await deps.mailer.send({
    kind: payload.kind,
    to: reader.email,
    name: reader.name,
    lang: reader.lang,
    link: `${deps.config.publicUrl}/plans`,
    detail: planNameIn(reader.lang, payload.plan),
  });
}

async function sendMail(deps: ServerDeps, row: DeliveryRow, reader: Recipient): Promise<void> {
  if (row.occurrence.startsWith(planMailPrefix)) return sendPlanMail(deps, row, reader);
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
    const line = noticeLine(payload.params, reader.lang, payload.key);
    words = line ? dueMail(line, reader, { open, unsubscribe }) : null;
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

type DeliveryChange = Parameters<typeof markDelivery>[2];
/** Records a change to a delivery; resolves once it is committed. */
export type MarkDelivery = (row: DeliveryRow, change: DeliveryChange) => Promise<void>;

const markAlone =
  (deps: ServerDeps): MarkDelivery =>
  (row, change) =>
    writing(deps, ({ db }) => markDelivery(db, row, change));

/**
 * Sends one delivery. It is marked `sending` before the network call, waiting until `leaseEnd`
 * (nobody else takes it up before then), and `sent` after, so a crash in between sends it again
 * once the lease has passed rather than never. The network calls run between units, never inside one.
 */
export async function deliver(
  deps: ServerDeps,
  row: DeliveryRow,
  now: Date,
  leaseEnd: Date,
  marks: MarkDelivery = markAlone(deps),
): Promise<"sent" | "retry" | "failed"> {
  const mark = (change: DeliveryChange) => marks(row, change);
  const reader = await reading(deps, ({ db }) => recipient(db, row.userId));
  // A plan's mail is about the account and goes to every active one; reminders follow the reader's choices.
  const stillWanted =
    reader &&
    (row.occurrence.startsWith(planMailPrefix)
      ? reader.active
      : row.channel === "push"
        ? reader.settings.push
        : row.occurrence.startsWith("digest:")
          ? reader.settings.digest
          : reader.settings.email);
  if (!reader || !stillWanted) {
    await mark({ state: "skipped" });
    return "sent";
  }
  await mark({ state: "sending", attempts: row.attempts + 1, notBefore: leaseEnd.toISOString() });
  try {
    if (row.channel === "push") {
      const message = pushMessage(row.payload as DuePayload, reader);
      if (message) await sendPush(deps, row, reader, message);
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
