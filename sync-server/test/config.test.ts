import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "odo-config-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const dataDir = join(tempDir(), "nested", "data");
    const config = loadConfig({ DATA_DIR: dataDir }, "/srv/odo/sync-server");
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir,
      publicUrl: "http://localhost:8080",
      tokenTtlSeconds: 30 * 86_400,
      smtpUrl: undefined,
      googleClientId: undefined,
      googleJwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      pwaDir: "/srv/odo/pwa/dist",
    });
  });

  it("makes a VAPID key pair once in DATA_DIR, takes one from the environment, and refuses half a pair", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: "Odo <ops@odo.example>" }, "/srv");
    expect(first.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.vapid.subject).toBe("mailto:ops@odo.example");
    expect(loadConfig({ DATA_DIR: dataDir }, "/srv").vapid.publicKey).toBe(first.vapid.publicKey);
    const given = { VAPID_PUBLIC_KEY: "B".repeat(87), VAPID_PRIVATE_KEY: "a".repeat(43) };
    expect(loadConfig({ DATA_DIR: tempDir(), ...given }, "/srv").vapid).toMatchObject({
      publicKey: given.VAPID_PUBLIC_KEY,
      privateKey: given.VAPID_PRIVATE_KEY,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY }, "/srv")).toThrow(
      /set both or neither/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, REMINDER_INTERVAL_MINUTES: "5" }, "/srv").reminderIntervalMs).toBe(300_000);
  });

  it("reads the provider's products and the prices by country, and names a bad one", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    const products = '{"basic":"prod_b","business":"prod_p"}';
    expect(loadConfig({ DATA_DIR: tempDir(), ...stripe, STRIPE_PRODUCTS: products }, "/srv").billing).toMatchObject({
      apiUrl: "https://api.stripe.com",
      products: { basic: "prod_b", business: "prod_p" },
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...stripe }, "/srv")).toThrow(/go together/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...stripe, STRIPE_PRODUCTS: "prod_b" }, "/srv")).toThrow(
      /STRIPE_PRODUCTS: must be JSON like/,
    );
    const spain = { currency: "EUR", basic: { month: 8.99, year: 89.9 }, business: { month: 27.99, year: 279.9 } };
    expect(loadConfig({ DATA_DIR: tempDir(), PLAN_PRICES: JSON.stringify({ spain }) }, "/srv").planPrices).toEqual({
      spain,
    });
    expect(loadConfig({ DATA_DIR: tempDir() }, "/srv").planPrices).toEqual({});
    const inPesetas = JSON.stringify({ spain: { ...spain, currency: "ESP" } });
    expect(() => loadConfig({ DATA_DIR: tempDir(), PLAN_PRICES: inPesetas }, "/srv")).toThrow(
      /PLAN_PRICES: must be JSON like/,
    );
  });

  it("asks NHTSA for recalls by default, and Transport Canada only with the user key it issued", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }, "/srv").recalls).toMatchObject({
      baseUrl: "https://api.nhtsa.gov",
      canada: null,
    });
    const canada = { RECALLS_TC_BASE_URL: "https://vrdb.example/eng/vehicle-recall-database/v1/" };
    expect(loadConfig({ DATA_DIR: tempDir(), ...canada, RECALLS_TC_USER_KEY: "k" }, "/srv").recalls.canada).toEqual({
      baseUrl: "https://vrdb.example/eng/vehicle-recall-database/v1",
      userKey: "k",
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...canada }, "/srv")).toThrow(/RECALLS_TC_USER_KEY: required/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RECALLS_TC_USER_KEY: "k" }, "/srv")).toThrow(/without/);
  });

  it("generates the JWT secret once and keeps it in DATA_DIR", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }, "/srv");
    const second = loadConfig({ DATA_DIR: dataDir }, "/srv");
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8")).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "s".repeat(40) }, "/srv").jwtSecret).toBe("s".repeat(40));
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ SMTP_URL: "nope" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TOKEN_TTL_DAYS: "0" }, "TOKEN_TTL_DAYS"],
  ])("stops on %o with a message naming %s", (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env }, "/srv")).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env }, "/srv")).toThrow(new RegExp(variable));
  });
});
