import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

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
  JWT_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default("Odo <no-reply@odo.local>"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  STRAVA_CLIENT_ID: optionalText,
  STRAVA_CLIENT_SECRET: optionalText,
  STRAVA_BASE_URL: z.url().default("https://www.strava.com"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PWA_DIR: z.string().min(1).optional(),
  BENCH_MODE: z.enum(["0", "1"]).default("0"),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Strava's OAuth app; without both, connecting Strava answers that it is not available. */
  strava: { clientId: string | undefined; clientSecret: string | undefined; baseUrl: string };
  /** Requests per minute per IP (and per username) on sign-in, sign-up, forgot and reset. */
  rateLimitPerMinute: number;
  logLevel: string;
  /** The built PWA; served when the folder exists. */
  pwaDir: string;
  /** Registers the bare comparison route `npm run bench` measures against; never in production. */
  benchMode: boolean;
  /** argon2id cost; tests lower it, production keeps the library's recommended defaults. */
  passwordHashing: { memoryCost: number; timeCost: number };
}

export class ConfigError extends Error {}

/** The JWT secret from the environment, else the one generated on first start and kept in DATA_DIR. */
function jwtSecretIn(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads the environment once. A bad value stops start-up with a message naming the variable;
 * DATA_DIR is created when missing.
 */
export function loadConfig(env: NodeJS.ProcessEnv, serverRoot: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ""),
    jwtSecret: jwtSecretIn(dataDir, vars.JWT_SECRET),
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
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    logLevel: vars.LOG_LEVEL,
    pwaDir: resolve(vars.PWA_DIR ?? join(serverRoot, "..", "pwa", "dist")),
    benchMode: vars.BENCH_MODE === "1",
    passwordHashing: { memoryCost: 19_456, timeCost: 2 },
  };
}
