import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { checkDueRecalls, recallsConfigured } from "../../recall/recall-checks.js";

/**
 * Looks up due vehicles' recalls every RECALLS_POLL_MINUTES once the server listens, where background work runs
 * at all and a source is configured (the tests drive `checkDueRecalls` themselves), one round at a
 * time in this process; each vehicle is claimed, so two processes never ask for it at once.
 */
export const recallChecker = fp(
  async (app: FastifyInstance) => {
    if (app.deps.config.reminderIntervalMs <= 0 || !recallsConfigured(app.deps.config.recalls)) return;
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      running ??= checkDueRecalls(app.deps)
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, "recall round failed"))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook("onReady", async () => {
      timer = setInterval(tick, app.deps.config.recalls.pollMs);
      timer.unref();
      tick();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "recall-checker", dependencies: ["deps"] },
);
