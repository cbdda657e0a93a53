import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres, type ThrowawayPostgres } from "@odo/throwaway-postgres";
import { type RunningServer, startOdo } from "../server.js";

export interface Account {
  userId: string;
  username: string;
  password: string;
}

/**
 * Server processes sharing one throwaway PostgreSQL, as a multi-instance deployment runs: each
 * request goes to a random live one, and a planned crash kills one with SIGKILL while a request
 * is in flight, then starts it again in the background.
 */
export class Cluster {
  readonly #instances: (RunningServer | undefined)[] = [];
  #postgres: ThrowawayPostgres | undefined;
  #environment: Record<string, string> = {};
  #dataDir = "";
  #mailRead = new Set<string>();
  #restarting: Promise<void> = Promise.resolve();
  /** Accounts being made now, and the crashes waiting for them. */
  #making = 0;
  #calm: (() => void)[] = [];
  crashes = 0;

  async start(count: number): Promise<void> {
    this.#postgres = await startPostgres();
    this.#dataDir = mkdtempSync(join(tmpdir(), "odo-engine-"));
    this.#environment = {
      DATABASE_URL: await this.#postgres.database("odo_engine"),
      DATA_DIR: this.#dataDir,
      JWT_SECRET: randomBytes(32).toString("hex"),
      RATE_LIMIT_PER_MINUTE: "1000000",
    };
    // One after the other: the first migrates the empty database.
    for (let slot = 0; slot < count; slot += 1) this.#instances.push(await startOdo(this.#environment));
  }

  async stop(): Promise<void> {
    await this.#restarting;
    await Promise.all(this.#instances.map((instance) => instance?.stop()));
    await this.#postgres?.stop();
    rmSync(this.#dataDir, { recursive: true, force: true });
  }

  /** A live process's address, at random. */
  pick(): string {
    const live = this.#instances.filter((instance): instance is RunningServer => instance !== undefined);
    const chosen = live[Math.floor(Math.random() * live.length)];
    if (!chosen) throw new TypeError("no server process is up");
    return chosen.url;
  }

  /** Kills a random process a few milliseconds from now (a request is on its way), then restarts it. */
  crashSoon(): void {
    const slot = Math.floor(Math.random() * this.#instances.length);
    const previous = this.#restarting;
    this.#restarting = (async () => {
      await previous;
      const victim = this.#instances[slot];
      if (!victim) return;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      // Never while an account is being made (another lane's): a sign-up cut between its row and
      // its mail leaves an account no one can activate, which is not what the histories test.
      while (this.#making > 0) await new Promise<void>((resolve) => this.#calm.push(resolve));
      this.#instances[slot] = undefined;
      await new Promise<void>((resolve) => {
        victim.child.once("exit", () => resolve());
        victim.child.kill("SIGKILL");
      });
      this.crashes += 1;
      this.#instances[slot] = await startOdo(this.#environment);
    })();
  }

  /** Resolves once every process serves again. */
  restarted(): Promise<void> {
    return this.#restarting;
  }

  liveCount(): number {
    return this.#instances.filter(Boolean).length;
  }

  /** A new account, activated through the mail the server wrote, on the free plan. */
  async newAccount(prefix: string): Promise<Account> {
    this.#making += 1;
    try {
      return await this.#newAccount(prefix);
    } finally {
      this.#making -= 1;
      if (this.#making === 0) for (const resolve of this.#calm.splice(0)) resolve();
    }
  }

  async #newAccount(prefix: string): Promise<Account> {
    const username = `${prefix}${randomBytes(4).toString("hex")}`;
    const password = "Secret123";
    const email = `${username}@example.com`;
    const credentials = Buffer.from(JSON.stringify({ username, password, passwordConfirmation: password }));
    await this.#settled(() =>
      fetch(`${this.pick()}/api/users/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-credentials": credentials.toString("base64") },
        body: JSON.stringify({
          step: "complete",
          email,
          name: "Prop",
          lastname: "Device",
          country: "panama",
          termsAccepted: true,
          lang: "es",
        }),
      }),
    );
    const token = this.#activationToken(email);
    await this.#settled(() =>
      fetch(`${this.pick()}/api/users/activate`, { method: "POST", headers: { authorization: `Bearer ${token}` } }),
    );
    const { user } = await this.signIn({ username, password });
    return { userId: user._id, username, password };
  }

  /** A session of `account` (a device signing in), as the server answers it. */
  async signIn(account: { username: string; password: string }) {
    const basic = Buffer.from(`${account.username}:${account.password}`).toString("base64");
    const response = await this.#settled(() =>
      fetch(`${this.pick()}/api/users/signin`, { headers: { authorization: `Basic ${basic}` } }),
    );
    return (await response.json()) as { token: string; user: { _id: string; name: string; subscription: object } };
  }

  /** A request sent until a process answers it (one may be down for a moment). */
  async #settled(send: () => Promise<Response>): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        if (attempt >= 50) throw error;
        // Not the restart itself: a crash waiting for an account being made would wait on this one.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** The new activation mail to `email` (reading only the mails not read before). */
  #activationToken(email: string): string {
    const folder = join(this.#dataDir, "mail");
    for (const file of readdirSync(folder)) {
      if (this.#mailRead.has(file) || !file.includes("activation")) continue;
      const text = readFileSync(join(folder, file), "utf8").replace(/=\r?\n/g, "");
      if (!text.includes(`To: ${email}`)) continue;
      this.#mailRead.add(file);
      const token = /\/activate\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    throw new Error(`no activation mail for ${email}`);
  }
}
