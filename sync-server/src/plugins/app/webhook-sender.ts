import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendDueWebhooks } from "../../webhooks/send-webhooks.js";

/** How often waiting webhook messages are looked for: a script hears of a refuel within seconds. */
const pollMs = 2_000;

/**
 * Sends queued webhook messages every `pollMs` once the server listens (where background work runs
 * at all: the tests' servers drive `sendDueWebhooks` themselves), one round at a time in this
 * process; each message is claimed, so other processes never send it at once. At close it waits
 * for the round under way.
 */
export const webhookSender = fp(
  async (app: FastifyInstance) => {
    if (app.deps.config.reminderIntervalMs <= 0) return;
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      running ??= sendDueWebhooks(app.deps)
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, "webhook round failed"))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook("onReady", async () => {
      timer = setInterval(tick, pollMs);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "webhook-sender", dependencies: ["deps"] },
);
