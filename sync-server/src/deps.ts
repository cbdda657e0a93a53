import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/open.js";
import type { Mailer } from "./mail/mailer.js";
import type { AttemptLimiter } from "./users/attempt-limiter.js";
import type { GoogleVerifier } from "./users/google.js";

/** What every service function works with; tests build it with a temp SQLite file. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  google: GoogleVerifier;
  /** Per-username and per-email throttle of sign-in and password recovery. */
  attempts: AttemptLimiter;
  clock: () => Date;
  log: FastifyBaseLogger;
  signSession: (claims: { sub: string; sv: number }) => string;
}
