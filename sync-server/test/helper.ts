import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Country } from "@odo/domain";
import { createDatabase } from "@odo/throwaway-postgres";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import webPush from "web-push";
import { buildApp } from "../src/app.js";
import type { AppConfig } from "../src/config.js";
import type { Db } from "../src/db/connection.js";
import type { UploadLimits } from "../src/deps.js";
import type { ComposedMail, Mailer, OutgoingMail } from "../src/mail/mailer.js";
import type { GoogleVerifier } from "../src/outbound/google.js";
import type { HostLookup } from "../src/outbound/public-address.js";
import { updateUser } from "../src/users/users-repository.js";

export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  /** Every mail the server sent, oldest first. */
  mails: OutgoingMail[];
  /** Reminder mails (due and digest), oldest first. */
  composedMails: ComposedMail[];
  /** Moves the server's clock; starts at the real time. */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

export interface BuildTestOptions {
  config?: Partial<AppConfig>;
  google?: GoogleVerifier;
  /** Use the real mailer (files or SMTP per config) instead of capturing mails. */
  realMailer?: boolean;
  /** What host names resolve to; by default none does (the tests reach no DNS). */
  lookupHost?: HostLookup;
  /** Bounds on uploads other than `attachmentLimits` (a stall of a second, two at a time). */
  uploadLimits?: Partial<UploadLimits>;
}

const noDns: HostLookup = async (hostname) => {
  throw new Error(`no DNS in tests: ${hostname}`);
};

const testVapidKeys = webPush.generateVAPIDKeys();

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    publicUrl: "http://odo.test",
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    tokenEncryptionKey: Buffer.alloc(32, 7),
    // No flush to disk per commit, as the tests' PostgreSQL runs with fsync off: a test's database
    // holds nothing worth one. The crash tests run real processes with the default, FULL.
    sqliteSynchronous: "normal",
    databaseUrl: undefined,
    tokenTtlSeconds: 30 * 86_400,
    smtpUrl: undefined,
    mailFrom: "Odo <no-reply@odo.test>",
    googleClientId: undefined,
    googleJwksUrl: "http://127.0.0.1:9/jwks",
    strava: { clientId: undefined, clientSecret: undefined, baseUrl: "http://127.0.0.1:9" },
    // No recalls source unless a test starts the fake; one vPIC copy for every test's server.
    recalls: { baseUrl: null, canada: null, vpicDir: join(tmpdir(), "odo-test-vpic"), pollMs: 300_000 },
    billing: null,
    planPrices: {},
    rateLimitPerMinute: 10_000,
    logLevel: "silent",
    pwaDir: join(dataDir, "no-pwa"),
    // Tests run the scheduler by hand, with the server's movable clock.
    reminderIntervalMs: 0,
    vapid: { ...testVapidKeys, subject: "mailto:admin@odo.test" },
    loopbackTargetsForTests: false,
    // Cheap hashing keeps the suite fast; production uses the library's recommended cost.
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    blobs: { kind: "files", dir: join(dataDir, "files") },
    ...overrides,
  };
}

/**
 * Under the `postgres` project (vitest.config.ts), a new database on the project's throwaway
 * PostgreSQL for each server, already migrated (a copy of the project's template); under `sqlite`,
 * none (the server's file in its temp DATA_DIR).
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  const server = inject("postgresUrl");
  if (!server) return undefined;
  return createDatabase(server, `odo_${randomBytes(6).toString("hex")}`, inject("migratedTemplate"));
}

/** A new database with no table at all, for what starts from nothing (migrating, copying into it). */
export async function emptyTestDatabaseUrl(): Promise<string> {
  const server = inject("postgresUrl");
  if (!server) throw new Error("the postgres project provides a database server");
  return createDatabase(server, `odo_${randomBytes(6).toString("hex")}`);
}

/** A server on a fresh database (SQLite file in a temp folder, or PostgreSQL), with captured mail and a movable clock. */
export async function build(options: BuildTestOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "odo-test-"));
  const config = testConfig(dataDir, { databaseUrl: await testDatabaseUrl(), ...options.config });
  const mails: OutgoingMail[] = [];
  const composedMails: ComposedMail[] = [];
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
    async sendComposed(mail) {
      composedMails.push(mail);
    },
  };
  const app = await buildApp(config, {
    logger: false,
    clock: () => clock.now,
    lookupHost: options.lookupHost ?? noDns,
    ...(options.realMailer ? {} : { mailer }),
    ...(options.google ? { google: options.google } : {}),
    ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    mails,
    composedMails,
    clock,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
export const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

export interface NewAccount {
  username: string;
  password: string;
  email: string;
  name?: string;
  lang?: "en" | "es";
  country?: Country;
  /** The phone's zone, as the app sends it at sign-up. */
  timeZone?: string;
}

/** The token at the end of the newest mail of this kind sent to `email`. */
export function tokenFromMail(server: TestServer, email: string, kind: OutgoingMail["kind"]): string {
  const mail = [...server.mails].reverse().find((m) => m.to === email && m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  const token = kind === "activation" ? mail.link.split("/activate/")[1] : new URL(mail.link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${mail.link}`);
  return token;
}

export function signUpRequest(server: TestServer, account: NewAccount, step: "validate" | "complete" = "complete") {
  return server.app.inject({
    method: "POST",
    url: "/api/users/signup",
    headers: {
      "x-credentials": base64Json({
        username: account.username,
        password: account.password,
        passwordConfirmation: account.password,
      }),
    },
    payload:
      step === "validate"
        ? { step, email: account.email }
        : {
            step,
            email: account.email,
            name: account.name ?? "Ana",
            lastname: "Pérez",
            country: account.country ?? "panama",
            termsAccepted: true,
            lang: account.lang ?? "es",
            ...(account.timeZone ? { timeZone: account.timeZone } : {}),
          },
  });
}

/** Signs up, activates through the mailed link and signs in; returns the session. */
export async function signedInUser(server: TestServer, account: NewAccount) {
  const created = await signUpRequest(server, account);
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  const activated = await server.app.inject({
    method: "POST",
    url: "/api/users/activate",
    headers: { authorization: `Bearer ${tokenFromMail(server, account.email, "activation")}` },
  });
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  const signedIn = await server.app.inject({
    method: "GET",
    url: "/api/users/signin",
    headers: { authorization: basic(account.username, account.password) },
  });
  const body = signedIn.json<{ token: string; user: { _id: string } }>();
  return { token: body.token, userId: body.user._id, auth: { authorization: `Bearer ${body.token}` } };
}

/** Signs an existing account in again, as another device (named by its user agent) would. */
export async function signInAs(server: TestServer, username: string, password: string, userAgent?: string) {
  const signedIn = await server.app.inject({
    method: "GET",
    url: "/api/users/signin",
    headers: { authorization: basic(username, password), ...(userAgent ? { "user-agent": userAgent } : {}) },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const body = signedIn.json<{ token: string; user: { _id: string } }>();
  return { token: body.token, userId: body.user._id, auth: { authorization: `Bearer ${body.token}` } };
}

/** A signed-in user with the given plan (set directly, as the admin command or a payment would). */
export async function userOnPlan(server: TestServer, username: string, plan: "free" | "basic" | "business" = "free") {
  const session = await signedInUser(server, { username, password: "Secret123", email: `${username}@example.com` });
  await server.app.deps.database.write((db) => updateUser(db, session.userId, { plan }, new Date()));
  return session;
}

export type Session = Awaited<ReturnType<typeof signedInUser>>;

/** Shortcut for an authenticated JSON request. */
export function call(
  server: TestServer,
  session: Session,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return server.app.inject({
    method,
    url,
    headers: session.auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const aCar = {
  vehicleType: "car",
  manufacture: "toyota",
  model: "corolla",
  plateNumber: "abc123",
  year: 2020,
  displacement: 10_000,
};

/**
 * A used car's last oil change, logged where it was added (a minute before): its service is then
 * counted from there, where without it the service of a car added with km is unknown.
 */
export function lastServiceWhenAdded(vehicle: { _id: string; createdAt: string; displacement: number }) {
  return {
    path: `/api/maintenances/${vehicle._id}/general`,
    body: {
      adjustments: ["changeOil"],
      kms: vehicle.displacement,
      date: new Date(Date.parse(vehicle.createdAt) - 60_000).toISOString(),
    },
  };
}

/** Runs `work` on the server's database in a write unit: how a test sets up or inspects stored rows. */
export function withDb<T>(server: TestServer, work: (db: Db) => T | Promise<T>): Promise<T> {
  return server.app.deps.database.write(async (db) => work(db));
}
