import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sweepOrphanFiles } from "../../attachment/file-sweep.js";

const dayMs = 86_400_000;

/**
 * Once at start and then daily: files in the store whose records are gone (the server stopped
 * between a commit and the removal of its files) leave it. Off where the scheduler is off (tests
 * run the sweep by hand).
 */
export const fileSweeper = fp(
  async (app: FastifyInstance) => {
    if (app.deps.config.reminderIntervalMs <= 0) return;
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    const sweep = () => {
      running ??= sweepOrphanFiles(app.deps)
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, "files without records removed from the store");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "the sweep of the file store failed"))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook("onReady", async () => {
      timer = setInterval(sweep, dayMs);
      timer.unref();
      setImmediate(sweep);
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "file-sweeper", dependencies: ["deps"] },
);
