import { join, resolve } from "node:path";
import {
  type CountryPlanPrices,
  countryPlanPricesSchema,
  type ProviderProducts,
  providerProductsSchema,
} from "@odo/domain";
import { z } from "zod";
import { prepareDataDir, secretInDataDir } from "./data-dir.js";
import { StartupError } from "./startup-error.js";
import { vapidKeysInDataDir } from "./vapid-keys.js";

const jwtSecretMinLength = 32;
/** What DATABASE_URL (and the migration command's argument) must look like. */
export const postgresUrlPattern = /^postgres(ql)?:\/\/./;
const port = z.coerce.number().int().min(0).max(65_535);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Every environment variable the server reads, with its default (the README's table mirrors it). */
const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: optionalText.pipe(z.string().min(jwtSecretMinLength, "must be at least 32 characters").optional()),
  TOKEN_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be 32 bytes in base64url (43 characters)")
      .optional(),
  ),
  SQLITE_SYNCHRONOUS: z.enum(["full", "normal"]).default("full"),
  DATABASE_URL: optionalText.pipe(z.string().regex(postgresUrlPattern, "must be a postgres:// URL").optional()),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default("Odo <no-reply@odo.local>"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  STRAVA_CLIENT_ID: optionalText,
  STRAVA_CLIENT_SECRET: optionalText,
  STRAVA_BASE_URL: z.url().default("https://www.strava.com"),
  RECALLS_BASE_URL: z.union([z.literal("off"), z.url()]).default("https://api.nhtsa.gov"),
  RECALLS_POLL_MINUTES: z.coerce.number().positive().max(1_440).default(5),
  RECALLS_TC_BASE_URL: z.union([z.literal("off"), z.url()]).default("off"),
  RECALLS_TC_USER_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url().default("https://api.stripe.com"),
  STRIPE_PRODUCTS: optionalText,
  PLAN_PRICES: optionalText,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PWA_DIR: z.string().min(1).optional(),
  REMINDER_INTERVAL_MINUTES: z.coerce.number().positive().max(1_440).default(15),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url")
      .optional(),
  ),
  LOOPBACK_TARGETS_FOR_TESTS: z.enum(["true", "false"]).default("false"),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:)/, "must start with mailto: or https:")
      .optional(),
  ),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  /** AES-256-GCM key for third-party tokens at rest (Strava's), 32 bytes. */
  tokenEncryptionKey: Buffer;
  /**
   * `full`: an acknowledged write survives a power loss (the default). `normal`: faster, and still
   * survives a crash of the process, but a power loss may drop the last commits.
   */
  sqliteSynchronous: "full" | "normal";
  /** PostgreSQL instead of the SQLite file in `dataDir` (several server processes may share it). */
  databaseUrl: string | undefined;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Strava's OAuth app; without both, connecting Strava answers that it is not available. */
  strava: { clientId: string | undefined; clientSecret: string | undefined; baseUrl: string };
  /**
   * Safety recalls (NHTSA's recalls API, or a local stand-in in tests): null when RECALLS_BASE_URL is
   * "off". Transport Canada's database (RECALLS_TC_BASE_URL with its RECALLS_TC_USER_KEY), for
   * vehicles whose owner lives in Canada, where configured. The decoded VINs' vPIC copy is unpacked
   * once into `vpicDir`; vehicles due a look-up are looked for every `pollMs` (RECALLS_POLL_MINUTES).
   */
  recalls: {
    baseUrl: string | null;
    canada: { baseUrl: string; userKey: string } | null;
    vpicDir: string;
    pollMs: number;
  };
  /**
   * The payment provider (Stripe Checkout and its portal); null without STRIPE_SECRET_KEY: plans
   * then switch at once in test mode, as before payments existed.
   */
  billing: BillingConfig | null;
  /** What the paid plans cost by the user's country (PLAN_PRICES); a country left out pays the spec's dollars. */
  planPrices: CountryPlanPrices;
  /** Requests per minute per IP (and per username) on sign-in, sign-up, forgot and reset. */
  rateLimitPerMinute: number;
  logLevel: string;
  /** The built PWA; served when the folder exists. */
  pwaDir: string;
  /** How often the reminder scheduler runs; 0 in tests, which run it by hand. */
  reminderIntervalMs: number;
  /** Web Push's VAPID identity: from the environment, else made once and kept in DATA_DIR. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * Test only: push endpoints and webhook targets on loopback are accepted (over `http:` too), so a
   * test's local push service or receiver can be reached. Off, only `https:` ones on public addresses are.
   */
  loopbackTargetsForTests: boolean;
  /**
   * Where attachments' files live: under DATA_DIR (the default), or in an S3-compatible bucket that
   * every server process shares.
   */
  blobs: { kind: "files"; dir: string } | { kind: "s3"; s3: S3Settings };
  /** argon2id cost; tests lower it, production keeps the library's recommended defaults. */
  passwordHashing: { memoryCost: number; timeCost: number };
}

export interface S3Settings {
  bucket: string;
  /** Any S3-compatible service's address; AWS's own when unset. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name: what most S3-compatible services want. */
  forcePathStyle: boolean;
}

export class ConfigError extends StartupError {}

type EnvVars = z.infer<typeof envSchema>;

/** The files of attachments: an S3 bucket when S3_BUCKET is set (with its keys), else DATA_DIR/files. */
function blobSettings(vars: EnvVars, dataDir: string): AppConfig["blobs"] {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  const s3Only = [vars.S3_ENDPOINT, accessKeyId, secretAccessKey, vars.S3_FORCE_PATH_STYLE].some(Boolean);
  if (!bucket) {
    if (s3Only)
      throw new ConfigError("Invalid configuration:\n  S3_BUCKET: required when any other S3_ setting is set");
    return { kind: "files", dir: join(dataDir, "files") };
  }
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_BUCKET",
    );
  }
  const endpoint = vars.S3_ENDPOINT?.replace(/\/$/, "");
  const forcePathStyle = vars.S3_FORCE_PATH_STYLE ? vars.S3_FORCE_PATH_STYLE === "true" : endpoint !== undefined;
  return { kind: "s3", s3: { bucket, endpoint, region: vars.S3_REGION, accessKeyId, secretAccessKey, forcePathStyle } };
}

/** Both VAPID keys from the environment, or neither (then DATA_DIR's, made on first start). */
function vapidKeys(dataDir: string, publicKey: string | undefined, privateKey: string | undefined, from: string) {
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither",
    );
  }
  const keys = publicKey && privateKey ? { publicKey, privateKey } : vapidKeysInDataDir(dataDir);
  // Push services want a way to reach whoever runs the server: the mail sender will do.
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return { ...keys, subject: /^(mailto:|https:)/.test(address) ? address : `mailto:${address}` };
}

export interface BillingConfig {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  products: ProviderProducts;
}

/** Transport Canada's database is asked only with the user key it issued to the operator: both, or neither. */
function canadaRecallSettings(vars: EnvVars): AppConfig["recalls"]["canada"] {
  const { RECALLS_TC_BASE_URL: baseUrl, RECALLS_TC_USER_KEY: userKey } = vars;
  if (baseUrl === "off") {
    if (userKey)
      throw new ConfigError("Invalid configuration:\n  RECALLS_TC_USER_KEY: set without RECALLS_TC_BASE_URL");
    return null;
  }
  if (!userKey)
    throw new ConfigError("Invalid configuration:\n  RECALLS_TC_USER_KEY: required with RECALLS_TC_BASE_URL");
  return { baseUrl: baseUrl.replace(/\/$/, ""), userKey };
}

/** A JSON setting read with its schema; a bad one stops start-up with `example` in the message. */
function jsonSetting<T>(name: string, text: string, schema: z.ZodType<T>, example: string): T {
  let parsed: z.ZodSafeParseResult<T>;
  try {
    parsed = schema.safeParse(JSON.parse(text));
  } catch {
    parsed = schema.safeParse(undefined);
  }
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n  ${name}: must be JSON like ${example}`);
  return parsed.data;
}

/** Stripe's settings: all of the key, the webhook's secret and the products, or none of them. */
function billingSettings(vars: z.infer<typeof envSchema>): BillingConfig | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRODUCTS: products } = vars;
  if (!secretKey && !webhookSecret && !products) return null;
  if (!secretKey || !webhookSecret || !products) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRODUCTS go together",
    );
  }
  return {
    apiUrl: vars.STRIPE_API_URL.replace(/\/$/, ""),
    secretKey,
    webhookSecret,
    products: jsonSetting(
      "STRIPE_PRODUCTS",
      products,
      providerProductsSchema,
      '{"basic":"prod_…","business":"prod_…"}',
    ),
  };
}

/** A 32-byte key from the environment, else one generated on first start and kept in DATA_DIR. */
function tokenKeyIn(dataDir: string, fromEnv: string | undefined): Buffer {
  const encoded = fromEnv ?? secretInDataDir(dataDir, "token-key", 43, "TOKEN_ENCRYPTION_KEY").slice(0, 43);
  return Buffer.from(encoded, "base64url");
}

/**
 * Reads the environment once. A bad value stops start-up with a message naming the variable;
 * DATA_DIR is created when missing (owner-only) and checked to be writable.
 */
export function loadConfig(env: NodeJS.ProcessEnv, serverRoot: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  prepareDataDir(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ""),
    jwtSecret: vars.JWT_SECRET ?? secretInDataDir(dataDir, "jwt-secret", jwtSecretMinLength, "JWT_SECRET"),
    tokenEncryptionKey: tokenKeyIn(dataDir, vars.TOKEN_ENCRYPTION_KEY),
    sqliteSynchronous: vars.SQLITE_SYNCHRONOUS,
    databaseUrl: vars.DATABASE_URL,
    tokenTtlSeconds: Math.round(vars.TOKEN_TTL_DAYS * 86_400),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    googleClientId: vars.GOOGLE_CLIENT_ID,
    googleJwksUrl: vars.GOOGLE_JWKS_URL,
    strava: {
      clientId: vars.STRAVA_CLIENT_ID,
      clientSecret: vars.STRAVA_CLIENT_SECRET,
      baseUrl: vars.STRAVA_BASE_URL.replace(/\/$/, ""),
    },
    recalls: {
      baseUrl: vars.RECALLS_BASE_URL === "off" ? null : vars.RECALLS_BASE_URL.replace(/\/$/, ""),
      canada: canadaRecallSettings(vars),
      vpicDir: join(dataDir, "vpic"),
      pollMs: vars.RECALLS_POLL_MINUTES * 60_000,
    },
    billing: billingSettings(vars),
    planPrices: vars.PLAN_PRICES
      ? jsonSetting(
          "PLAN_PRICES",
          vars.PLAN_PRICES,
          countryPlanPricesSchema,
          '{"colombia":{"currency":"COP","basic":{"month":39900,"year":399000},"business":{"month":119900,"year":1199000}}}',
        )
      : {},
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    logLevel: vars.LOG_LEVEL,
    pwaDir: resolve(vars.PWA_DIR ?? join(serverRoot, "..", "pwa", "dist")),
    reminderIntervalMs: vars.REMINDER_INTERVAL_MINUTES * 60_000,
    vapid: vapidKeys(dataDir, vars.VAPID_PUBLIC_KEY, vars.VAPID_PRIVATE_KEY, vars.VAPID_SUBJECT ?? vars.MAIL_FROM),
    loopbackTargetsForTests: vars.LOOPBACK_TARGETS_FOR_TESTS === "true",
    blobs: blobSettings(vars, dataDir),
    passwordHashing: { memoryCost: 19_456, timeCost: 2 },
  };
}
