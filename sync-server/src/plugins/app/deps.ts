import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../../config.js";
import { openDatabase } from "../../db/open.js";
import type { AppDeps } from "../../deps.js";
import { createMailer, type Mailer } from "../../mail/mailer.js";
import { AttemptLimiter } from "../../users/attempt-limiter.js";
import { createGoogleVerifier, type GoogleVerifier } from "../../users/google.js";

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface DepsOverrides {
  clock?: () => Date;
  mailer?: Mailer;
  google?: GoogleVerifier;
}

/** Opens the database (closed with the server) and builds what the services share. */
export const deps = fp<{ config: AppConfig; overrides: DepsOverrides }>(
  async (app: FastifyInstance, { config, overrides }) => {
    const db = openDatabase(join(config.dataDir, "odo.sqlite"));
    app.addHook("onClose", () => db.$client.close());
    app.decorate("deps", {
      db,
      config,
      clock: overrides.clock ?? (() => new Date()),
      mailer:
        overrides.mailer ??
        createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
      google: overrides.google ?? createGoogleVerifier(config.googleClientId, config.googleJwksUrl),
      attempts: new AttemptLimiter(config.rateLimitPerMinute, 60_000),
      log: app.log,
      signSession: () => {
        throw new Error("sessions are signed once the jwt plugin is registered");
      },
    });
  },
  { name: "deps" },
);
