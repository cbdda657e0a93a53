import { ApiError } from "../errors.js";

/** Counts per key in fixed windows; keys are compared without case. */
class WindowCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  count(key: string, time: number): number {
    const window = this.#windows.get(key.toLowerCase());
    return window && window.resetAt > time ? window.count : 0;
  }

  add(key: string, time: number): number {
    const normalised = key.toLowerCase();
    const window = this.#windows.get(normalised);
    if (!window || window.resetAt <= time) {
      if (this.#windows.size > 10_000) this.#sweep(time);
      this.#windows.set(normalised, { count: 1, resetAt: time + this.windowMs });
      return 1;
    }
    window.count += 1;
    return window.count;
  }

  #sweep(time: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= time) this.#windows.delete(key);
  }
}

/**
 * A fixed-window allowance per key (an email asking for reset links), so one address's inbox is
 * not flooded from many addresses. The per-IP request limit is the rate-limit plugin's job.
 */
export class AttemptLimiter {
  readonly #counter: WindowCounter;

  constructor(
    private readonly maxPerWindow: number,
    windowMs: number,
  ) {
    this.#counter = new WindowCounter(windowMs);
  }

  /** Counts one attempt; throws 429 once the key is over its allowance for this window. */
  hit(key: string, now: Date): void {
    if (this.#counter.add(key, now.getTime()) > this.maxPerWindow) throw new ApiError("RATE_LIMITED");
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
    private readonly maxPerWindow: number,
    windowMs: number,
  ) {
    this.#pairs = new WindowCounter(windowMs);
    this.#addresses = new WindowCounter(windowMs);
    this.#usernames = new WindowCounter(windowMs);
  }

  /** Throws 429 when this address has used up its guesses, before the password is even checked. */
  assertMayTry(username: string, address: string, now: Date): void {
    const time = now.getTime();
    const pair = this.#pairs.count(`${username}\u0000${address}`, time);
    const limited =
      pair >= this.maxPerWindow ||
      this.#addresses.count(address, time) >= this.maxPerWindow ||
      (pair > 0 && this.#usernames.count(username, time) >= this.maxPerWindow);
    if (limited) throw new ApiError("RATE_LIMITED");
  }

  recordFailure(username: string, address: string, now: Date): void {
    const time = now.getTime();
    this.#pairs.add(`${username}\u0000${address}`, time);
    this.#addresses.add(address, time);
    this.#usernames.add(username, time);
  }
}
