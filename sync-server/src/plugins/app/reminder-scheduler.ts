import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { writing } from "../../deps.js";
import { runScheduler } from "../../notifications/scheduler.js";
import { releaseLease } from "../../notifications/scheduler-repository.js";

/**
 * Runs the reminder scheduler every REMINDER_INTERVAL_MINUTES once the server listens, never two
 * runs at once in this process (the lease keeps other processes out). At close it waits for the
 * run under way and hands the lease back.
 */
export const reminderScheduler = fp(
  async (app: FastifyInstance) => {
    const interval = app.deps.config.reminderIntervalMs;
    if (interval <= 0) return;
    const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      running ??= runScheduler(app.deps, holder)
        .then((run) => {
          if (run.notices + run.sent + run.digests + run.plansEnded > 0) app.log.info({ run }, "reminders run");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "reminders run failed"))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook("onReady", async () => {
      timer = setInterval(tick, interval);
      timer.unref();
      setImmediate(tick);
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
      await writing(app.deps, ({ db }) => releaseLease(db, holder));
    });
  },
  { name: "reminder-scheduler", dependencies: ["deps"] },
);
