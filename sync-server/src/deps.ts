import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/open.js";
import type { Mailer } from "./mail/mailer.js";
import type { AttemptLimiter, FailedSignIns } from "./users/attempt-limiter.js";
import type { GoogleVerifier } from "./users/google.js";

/** What every service function works with; tests build it with a temp SQLite file. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  google: GoogleVerifier;
  /** Per-email throttle of password recovery. */
  attempts: AttemptLimiter;
  /** Wrong passwords per (username, address), per address and per username. */
  failedSignIns: FailedSignIns;
  clock: () => Date;
  log: FastifyBaseLogger;
  signSession: (claims: { sub: string; sv: number }) => string;
}
