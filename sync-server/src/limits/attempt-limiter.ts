import type { Database } from "../db/database.js";
import { addToWindow, windowCount } from "../db/rate-windows.js";
import { ApiError } from "../errors.js";

/**
 * Counts per key in fixed windows, in the database (so every server process counts together);
 * keys are compared without case and named by what they count.
 */
class WindowCounter {
  constructor(
    private readonly database: Database,
    private readonly kind: string,
    private readonly windowMs: number,
  ) {}

  count(key: string, time: number): Promise<number> {
    return this.database.read((db) => windowCount(db, this.#key(key), time));
  }

  async add(key: string, time: number): Promise<number> {
    return (await this.database.write((db) => addToWindow(db, this.#key(key), time, this.windowMs))).count;
  }

  #key(key: string): string {
    return `${this.kind}:${key.toLowerCase()}`;
  }
}

/**
 * A fixed-window allowance per key (an email asking for reset links), so one address's inbox is
 * not flooded from many addresses. The per-IP request limit is the rate-limit plugin's job.
 */
export class AttemptLimiter {
  readonly #counter: WindowCounter;

  constructor(
    database: Database,
    kind: string,
    private readonly maxPerWindow: number,
    windowMs: number,
  ) {
    this.#counter = new WindowCounter(database, kind, windowMs);
  }

  /** Counts one attempt; throws 429 once the key is over its allowance for this window. */
  async hit(key: string, now: Date): Promise<void> {
    if ((await this.#counter.add(key, now.getTime())) > this.maxPerWindow) throw new ApiError("RATE_LIMITED");
  }
}

/**
 * Failed sign-ins, counted per (username, address), per address, and per username. Guessing is
 * slowed where it happens, but the owner, signing in from an address with no recent failures, is
 * never refused: counting per username alone let anyone lock any account by guessing wrong.
 * An address that failed on a username under attack (many failures from anywhere) waits too.
 */
export class FailedSignIns {
  readonly #pairs: WindowCounter;
  readonly #addresses: WindowCounter;
  readonly #usernames: WindowCounter;

  constructor(
    database: Database,
    private readonly maxPerWindow: number,
    windowMs: number,
  ) {
    this.#pairs = new WindowCounter(database, "failed-pair", windowMs);
    this.#addresses = new WindowCounter(database, "failed-address", windowMs);
    this.#usernames = new WindowCounter(database, "failed-username", windowMs);
  }

  /** Throws 429 when this address has used up its guesses, before the password is even checked. */
  async assertMayTry(username: string, address: string, now: Date): Promise<void> {
    const time = now.getTime();
    const pair = await this.#pairs.count(JSON.stringify([username, address]), time);
    const limited =
      pair >= this.maxPerWindow ||
      (await this.#addresses.count(address, time)) >= this.maxPerWindow ||
      (pair > 0 && (await this.#usernames.count(username, time)) >= this.maxPerWindow);
    if (limited) throw new ApiError("RATE_LIMITED");
  }

  async recordFailure(username: string, address: string, now: Date): Promise<void> {
    const time = now.getTime();
    await this.#pairs.add(JSON.stringify([username, address]), time);
    await this.#addresses.add(address, time);
    await this.#usernames.add(username, time);
  }
}
