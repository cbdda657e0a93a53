/**
 * Requests per address and minute, counted in this process's memory: for anonymous reads that must
 * stay cheap (a shared history), where counting in the database would itself be a write per request.
 * A limit that protects a plan or an account is counted in the database (`AttemptLimiter`) instead.
 */
export class PerProcessLimit {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly perMinute: number,
    /** Addresses remembered at most: the oldest window goes first. */
    private readonly maxAddresses = 10_000,
  ) {}

  /** Counts a request from `address`; false when it is over the limit. */
  allow(address: string, now: number): boolean {
    const window = this.#windows.get(address);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(address);
      this.#windows.set(address, { count: 1, resetAt: now + 60_000 });
      while (this.#windows.size > this.maxAddresses) {
        const oldest = this.#windows.keys().next().value;
        if (oldest === undefined) break;
        this.#windows.delete(oldest);
      }
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}
