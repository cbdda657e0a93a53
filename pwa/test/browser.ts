import { execFileSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Country, formatDistance, formatMoney, localeFor, unitPreferencesByCountry } from "@odo/domain";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { busyMachineBoundMs } from "./liveness.js";
import { opensAsInstalledApp } from "./phones.js";
import { workerSlot } from "./workers.js";

export { busyMachineBoundMs };

/** The stack (server, data folder, Strava) of the worker running this file. */
export const testStack = () => {
  const stacks = inject("stacks");
  return stacks[workerSlot(stacks.length)] as (typeof stacks)[number];
};
export const baseUrl = () => testStack().baseUrl;
export const dataDir = () => testStack().dataDir;

/** How the test accounts (Spanish speakers in Panama) read numbers and money. */
export const testLocale = localeFor("es", "panama");
export const kmText = (km: number) => formatDistance(km, "km", testLocale);
export const moneyText = (amount: number) => formatMoney(amount, "USD", testLocale, "USD");

export { phoneContext, workerBrowser } from "./phones.js";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it is now; returns the violations, described for a failure message. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The screen's code loads on demand: check the page once it has rendered its heading.
  await page.locator("main h1").first().waitFor({ timeout: busyMachineBoundMs });
  // Once a document: compiling axe's half megabyte again at each check of a screen reached in-app cost more than the check.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Every rule runs as before; only the passes are not described node by node (a fifth of a run).
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Fails the test with every axe-core violation on the screen, named after `screen`. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Checked again while it fails: a link's click may leave the last screen's heading a moment
  // before the next screen is drawn, and axe must judge the screen, not the swap between two.
  await expect.poll(() => axeViolations(page), { message: screen, timeout: busyMachineBoundMs }).toEqual([]);
}

let counter = 0;

/** A fresh, unique person for a test. */
export function newPerson(prefix: string) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return {
    username: `${prefix}${suffix}`.slice(0, 30),
    email: `${prefix}${suffix}@example.com`,
    password: "Secret123",
    name: "Lucía",
    lastname: "Gómez",
  };
}

/** The activation token of the newest activation mail to `email`, read from DATA_DIR/mail. */
export function activationTokenFor(email: string, data = dataDir()): string {
  const folder = join(data, "mail");
  const mails = readdirSync(folder)
    .filter((file) => file.includes("activation"))
    .map((file) => readFileSync(join(folder, file), "utf8").replace(/=\r?\n/g, ""))
    .filter((text) => text.includes(`To: ${email}`));
  const token = /\/activate\/([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? "")?.[1];
  if (!token) throw new Error(`no activation mail for ${email}`);
  return token;
}

/** The token in the link of the newest mail of `kind` ("reset", "emailChange") to `email`, from DATA_DIR/mail. */
export function linkTokenFor(kind: string, email: string): string {
  const folder = join(dataDir(), "mail");
  const mail = readdirSync(folder)
    .filter((file) => file.includes(`-${kind}-`))
    // Quoted-printable: soft line breaks, and "=" written as "=3D".
    .map((file) =>
      readFileSync(join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replaceAll("=3D", "="),
    )
    .filter((text) => text.includes(`To: ${email}`))
    .at(-1);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail ?? "")?.[1];
  if (!token) throw new Error(`no ${kind} mail for ${email}`);
  return token;
}

/** The token of the newest password-reset mail to `email`. */
export const resetTokenFor = (email: string) => linkTokenFor("reset", email);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/**
 * Creates and activates an account through the API, for tests about what comes after sign-up. A
 * Panamanian starts in US gallons, as Panama's pumps sell; the tests written in litres have their
 * person choose litres (one tap away in Units and region) unless `countryUnits` keeps the default.
 */
export async function registeredPerson(
  prefix: string,
  country: Country = "panama",
  at = baseUrl(),
  { countryUnits = false, data = dataDir() }: { countryUnits?: boolean; data?: string } = {},
) {
  const person = newPerson(prefix);
  await fetch(`${at}/api/users/signup`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-credentials": b64({
        username: person.username,
        password: person.password,
        passwordConfirmation: person.password,
      }),
    },
    body: JSON.stringify({
      step: "complete",
      email: person.email,
      name: person.name,
      lastname: person.lastname,
      country,
      termsAccepted: true,
      lang: "es",
    }),
  });
  await fetch(`${at}/api/users/activate`, {
    method: "POST",
    headers: { authorization: `Bearer ${activationTokenFor(person.email, data)}` },
  });
  if (country === "panama" && !countryUnits) {
    const { token, user } = await apiSession(person, at);
    await fetch(`${at}/api/users/${user._id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ units: { ...unitPreferencesByCountry.panama, volume: "l", economy: "lPer100Km" } }),
    });
    // That session is the helper's, not one of the person's devices.
    await fetch(`${at}/api/users/sign-out`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  }
  return person;
}

/** Signs in through the API: the token and user, as the server answers. */
export async function apiSession(person: { username: string; password: string }, at = baseUrl()) {
  const response = await fetch(`${at}/api/users/signin`, {
    headers: { authorization: `Basic ${Buffer.from(`${person.username}:${person.password}`).toString("base64")}` },
  });
  return (await response.json()) as { token: string; user: { _id: string; name: string } };
}

/** A session token for `userId` that expired a day ago, signed with the test server's secret. */
export function expiredToken(userId: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: userId, sv: 0, iat: now - 31 * 86_400, exp: now - 86_400, jti: randomBytes(4).toString("hex") })}`;
  return `${body}.${createHmac("sha256", inject("jwtSecret")).update(body).digest("base64url")}`;
}

export interface SignInOptions {
  /** The server, when not the worker's own. */
  at?: string;
  /** A screen to land on (`/vehicle/…`), as a link to it opened signed out does; else the garage. */
  next?: string;
}

/** Signs in through the UI's form, and waits for the screen it leads to. */
export async function signInThroughUi(
  page: Page,
  person: { username: string; password: string },
  { at = baseUrl(), next }: SignInOptions = {},
) {
  await page.goto(`${at}/signin${next === undefined ? "" : `?next=${encodeURIComponent(next)}`}`);
  await signInHere(page, person, `${at}${next ?? "/user"}`);
}

/**
 * Opens `path` in the app the page already runs, as following a link in it does: the router moves
 * to the screen and the app does not start again (a start costs a page about a CPU-second on our
 * two-core machines). A page not on the app yet, a screen asked for again (which the router would
 * keep as it is) and a push the old screen outlived load it instead. A test about loading,
 * reloading or going offline uses `page.goto` itself.
 */
export async function openScreen(page: Page, path: string) {
  const address = `${baseUrl()}${path}`;
  if (!page.url().startsWith(`${baseUrl()}/`) || page.url() === address) {
    await page.goto(address);
    return;
  }
  await page.evaluate((to) => {
    // The screen being left: the next one replaces it.
    document.querySelector("main")?.setAttribute("data-left", "");
    const index = (history.state?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    // The router watches the History API: a push is a navigation, as a link's is.
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, "", to);
  }, path);
  await page.waitForURL(address);
  // A screen of the same route (another vehicle's page), or the router still moving to the last
  // address when the push came (the same form, with its save's confirmation open), keeps the old
  // screen as it was: that one is loaded afresh, as the test asked.
  const replaced = await page
    .waitForFunction(() => !document.querySelector("main[data-left]"), undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!replaced) await page.goto(address);
}

/** Fills and sends the sign-in form the page shows now; waits for `landsOn`. */
export async function signInHere(page: Page, person: { username: string; password: string }, landsOn: string) {
  await page.getByLabel(/usuario|username/i).fill(person.username);
  await page.getByLabel(/^contraseña$|^password$/i).fill(person.password);
  await page.getByRole("button", { name: /iniciar sesión|sign in/i }).click();
  await page.waitForURL(landsOn);
  // The address changes a moment before the screen does: a check of the screen waits for sign-in's to go.
  await page
    .getByRole("heading", { level: 1, name: /^(iniciar sesión|sign in)$/i })
    .waitFor({ state: "detached", timeout: busyMachineBoundMs });
}

/** Waits until the service worker controls the page, so it can be reloaded offline. */
export async function waitForServiceWorker(page: Page) {
  if (!opensAsInstalledApp(page.context())) {
    throw new Error(
      "this page's context blocks the service worker: open it with phoneContext(…, { serviceWorker: true })",
    );
  }
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: busyMachineBoundMs,
    });
  } catch (error) {
    // Says where the worker stopped (never registered, installing, waiting), for a failure seen once.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      return {
        registered: Boolean(registration),
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
      };
    });
    throw new Error(`the service worker never took the page at ${page.url()}: ${JSON.stringify(worker)}`, {
      cause: error,
    });
  }
}

/** Runs the admin command against the test server's data, as an operator would. */
export function promote(username: string): void {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL("../../sync-server/dist/admin.js", import.meta.url)), "promote", username],
    {
      env: { ...process.env, DATA_DIR: dataDir() },
      stdio: "pipe",
    },
  );
}

/** Plan vouchers issued by the operator's command against the test server's data, one code each. */
export function issueVouchers(
  plan: "basic" | "business",
  months: number,
  count: number,
  { lastDay = "2099-12-31", data = dataDir() }: { lastDay?: string; data?: string } = {},
): string[] {
  const printed = execFileSync(
    process.execPath,
    [
      fileURLToPath(new URL("../../sync-server/dist/admin.js", import.meta.url)),
      "vouchers",
      plan,
      String(months),
      String(count),
      lastDay,
    ],
    { env: { ...process.env, DATA_DIR: data, JWT_SECRET: inject("jwtSecret") }, stdio: "pipe" },
  );
  return printed.toString().trim().split("\n");
}

/** An authenticated JSON call to the test server. */
export async function apiCall(token: string, method: string, path: string, body?: unknown, at = baseUrl()) {
  const response = await fetch(`${at}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { payload: unknown; message?: string } };
}

/** Waits until the page's sync indicator says everything reached the server. */
export async function waitForSynced(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator(".sync-indicator").textContent(), { timeout: busyMachineBoundMs })
    .toMatch(/Sincronizado|Synced/);
}
