import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { aCar, base64Json, basic, lastServiceWhenAdded } from "../helper.js";
import { type RunningServer, startServerProcess } from "../process.js";
import { startPushService } from "../push-fake.js";

/**
 * A real server process killed (SIGKILL) after it wrote a due notification and its delivery but
 * before it sent it (the push waits for the end of quiet hours): the next process sends it, once.
 */
const dataDir = mkdtempSync(join(tmpdir(), "odo-scheduler-crash-"));
const servers: RunningServer[] = [];
let push: Awaited<ReturnType<typeof startPushService>> | undefined;
afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL");
  await push?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    PWA_DIR: join(dataDir, "none"),
    RATE_LIMIT_PER_MINUTE: "1000",
    // A run every 1.2 s, so the test does not wait a quarter of an hour.
    REMINDER_INTERVAL_MINUTES: "0.02",
    // The push service is the test's own, on loopback.
    LOOPBACK_TARGETS_FOR_TESTS: "true",
  });
  servers.push(server);
  return server;
}

async function signedIn(url: string) {
  const json = { "content-type": "application/json" };
  await fetch(`${url}/api/users/signup`, {
    method: "POST",
    headers: {
      ...json,
      "x-credentials": base64Json({ username: "crash1", password: "Secret123", passwordConfirmation: "Secret123" }),
    },
    body: JSON.stringify({
      step: "complete",
      email: "crash@example.com",
      name: "C",
      lastname: "R",
      termsAccepted: true,
      lang: "en",
    }),
  });
  const mail = readdirSync(join(dataDir, "mail"))[0] ?? "";
  const token = /\/activate\/([A-Za-z0-9_-]+)/.exec(
    readFileSync(join(dataDir, "mail", mail), "utf8").replace(/=\r?\n/g, ""),
  )?.[1];
  await fetch(`${url}/api/users/activate`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  const session = (await (
    await fetch(`${url}/api/users/signin`, { headers: { authorization: basic("crash1", "Secret123") } })
  ).json()) as {
    token: string;
    user: { _id: string };
  };
  const auth = { authorization: `Bearer ${session.token}`, ...json };
  return {
    userId: session.user._id,
    send: (method: string, path: string, body: unknown) =>
      fetch(`${url}${path}`, { method, headers: auth, body: JSON.stringify(body) }).then((response) => response.json()),
  };
}

const waitFor = async <T>(check: () => T | undefined, what: string, timeoutMs = 120_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe("a crash between the notification and its push", () => {
  it("neither loses nor repeats it", async () => {
    push = await startPushService();
    const fake = push;
    const first = await start();
    const user = await signedIn(first.url);
    const browser = fake.browser();
    await user.send("POST", "/api/users/push-subscriptions", browser.subscription);

    // Quiet for two hours from this minute: the push waits, and the test ends the wait itself below.
    const now = new Date();
    const hhmm = (date: Date) => date.toISOString().slice(11, 16);
    const quietHours = { from: hhmm(now), to: hhmm(new Date(now.getTime() + 2 * 3_600_000)) };
    await user.send("PATCH", `/api/users/${user.userId}`, {
      notificationSettings: { push: true, email: false, digest: false, mutedVehicles: [], quietHours, timeZone: "UTC" },
    });
    const car = (await user.send("POST", "/api/vehicles", aCar)) as {
      payload: { _id: string; createdAt: string; displacement: number };
    };
    await user.send("PATCH", `/api/vehicles/${car.payload._id}/settings`, {
      maintenanceInterval: 5_000,
      resetMaintenanceType: "oil",
    });
    const lastService = lastServiceWhenAdded(car.payload);
    await user.send("POST", lastService.path, lastService.body);
    await user.send("PATCH", `/api/vehicles/${car.payload._id}`, { displacement: 14_600 });

    const db = new Database(join(dataDir, "odo.sqlite"), { readonly: true });
    const deliveries = () =>
      db.prepare("select state from due_deliveries where channel = 'push'").pluck().all() as string[];
    const notices = () => db.prepare("select count(*) from notifications where key = 'due'").pluck().get() as number;
    await waitFor(() => (deliveries().length > 0 ? true : undefined), "the delivery row");
    await first.stop("SIGKILL");
    expect(deliveries()).toEqual(["pending"]);
    expect(notices()).toBe(1);
    expect(fake.received).toHaveLength(0);

    // The quiet hours end while no process runs (the stored time moves, rather than the test
    // sleeping until it comes): the next process finds the delivery ready.
    const writer = new Database(join(dataDir, "odo.sqlite"));
    writer.prepare("update due_deliveries set not_before = ? where channel = 'push'").run(new Date().toISOString());
    writer.close();
    await start();
    await waitFor(() => (fake.received.length > 0 ? true : undefined), "the push after the restart");
    await waitFor(() => (deliveries()[0] === "sent" ? true : undefined), "the delivery marked sent");
    // A few more runs: nothing new goes out.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(fake.failures).toEqual([]);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]?.message).toMatchObject({ body: "Service: due now (in 400 km)" });
    expect(notices()).toBe(1);
    db.close();
  }, 180_000);
});
