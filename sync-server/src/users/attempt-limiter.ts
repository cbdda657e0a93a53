import { ApiError } from "../errors.js";

/**
 * A fixed-window counter per key (a username, an email), so guessing one account's password is
 * slowed down even when the guesses come from many addresses. The per-IP limit is the rate-limit
 * plugin's job.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; throws 429 once the key is over its allowance for this window. */
  hit(key: string, now: Date): void {
    const time = now.getTime();
    const normalised = key.toLowerCase();
    const window = this.#windows.get(normalised);
    if (!window || window.resetAt <= time) {
      if (this.#windows.size > 10_000) this.#sweep(time);
      this.#windows.set(normalised, { count: 1, resetAt: time + this.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > this.maxPerWindow) throw new ApiError("RATE_LIMITED");
  }

  #sweep(time: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= time) this.#windows.delete(key);
  }
}
