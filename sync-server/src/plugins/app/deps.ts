import { join } from "node:path";
import { attachmentLimits } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sweepFiles } from "../../attachment/file-sweep.js";
import { openBlobStore } from "../../blobs/open-blob-store.js";
import type { AppConfig } from "../../config.js";
import { type Database, SqliteDatabase } from "../../db/database.js";
import { openDatabase } from "../../db/open.js";
import { PostgresDatabase } from "../../db/postgres.js";
import { runRepairs } from "../../db/repairs.js";
import type { ServerDeps, UploadLimits } from "../../deps.js";
import { sealStoredTokensRepair } from "../../integrations/seal-tokens-repair.js";
import { AttemptLimiter, FailedSignIns } from "../../limits/attempt-limiter.js";
import { createMailer, type Mailer } from "../../mail/mailer.js";
import { notificationKeysRepair } from "../../notifications/keys-repair.js";
import { createGoogleVerifier, type GoogleVerifier } from "../../outbound/google.js";
import { type HostLookup, systemLookup } from "../../outbound/public-address.js";
import { VinDecoder } from "../../recall/vin-decoder.js";
import { sealStoredSigningKeysRepair } from "../../signing/signing-keys.js";
import { implausibleNumbersRepair } from "../../store/implausible-numbers-repair.js";

declare module "fastify" {
  interface FastifyInstance {
    deps: ServerDeps;
  }
}

export interface DepsOverrides {
  clock?: () => Date;
  /** Tests stall an upload for a second, not for `attachmentLimits.uploadIdleMs`. */
  uploadLimits?: Partial<UploadLimits>;
  lookupHost?: HostLookup;
  mailer?: Mailer;
  google?: GoogleVerifier;
}

/** Opens the database (closed with the server) and builds what the services share. */
export const deps = fp<{ config: AppConfig; overrides: DepsOverrides }>(
  async (app: FastifyInstance, { config, overrides }) => {
    const blobs = await openBlobStore(config.blobs, join(config.dataDir, "file-cache"));
    const database: Database = config.databaseUrl
      ? await PostgresDatabase.open(config.databaseUrl)
      : new SqliteDatabase(openDatabase(join(config.dataDir, "odo.sqlite"), config.sqliteSynchronous));
    // After every other onClose hook (they run in reverse order of registration): they may still
    // need the database.
    app.addHook("onClose", () => database.close());
    const clock = overrides.clock ?? (() => new Date());
    const repairs = [
      implausibleNumbersRepair,
      sealStoredTokensRepair(config.tokenEncryptionKey),
      sealStoredSigningKeysRepair(config.tokenEncryptionKey),
      notificationKeysRepair,
    ];
    const repaired = await database.write((db) => runRepairs(db, repairs, clock()));
    if (repaired.length > 0) app.log.info({ repairs: repaired }, "one-time data repairs run on this database");
    const vinDecoder = new VinDecoder(config.recalls.vpicDir);
    app.addHook("onClose", () => vinDecoder.close());
    const serverDeps: ServerDeps = {
      database,
      blobs,
      filesDeleted: (ids) => sweepFiles(serverDeps, ids),
      config,
      clock,
      lookupHost: overrides.lookupHost ?? systemLookup,
      uploadLimits: {
        perAccount: attachmentLimits.uploadsPerAccount,
        perProcess: attachmentLimits.uploadsPerProcess,
        idleMs: attachmentLimits.uploadIdleMs,
        maxMs: attachmentLimits.uploadMaxMs,
        ...overrides.uploadLimits,
      },
      mailer:
        overrides.mailer ??
        createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
      google: overrides.google ?? createGoogleVerifier(config.googleClientId, config.googleJwksUrl),
      attempts: new AttemptLimiter(database, "reset-mail", config.rateLimitPerMinute, 60_000),
      failedSignIns: new FailedSignIns(database, config.rateLimitPerMinute, 60_000),
      vinDecoder,
      log: app.log,
      signSession: () => {
        throw new Error("sessions are signed once the jwt plugin is registered");
      },
    };
    app.decorate("deps", serverDeps);
  },
  { name: "deps" },
);
