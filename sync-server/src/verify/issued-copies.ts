import type { VerifiableHistory } from "@odo/domain";

/**
 * Issued copies of shared histories, per process: a buyer's link is answered from the copy made for
 * the owner's current data (`historyVersion`) instead of reading and signing the whole history
 * again for every request. Bounded in count and in age; the oldest copy goes first.
 */
export class IssuedCopies {
  readonly #copies = new Map<string, { version: string; history: VerifiableHistory; at: number }>();

  constructor(
    private readonly maxCopies: number,
    private readonly maxAgeMs: number,
  ) {}

  get(token: string, version: string, now: number): VerifiableHistory | undefined {
    const copy = this.#copies.get(token);
    if (!copy || copy.version !== version || now - copy.at > this.maxAgeMs) return undefined;
    return copy.history;
  }

  set(token: string, version: string, history: VerifiableHistory, now: number): void {
    this.#copies.delete(token);
    this.#copies.set(token, { version, history, at: now });
    while (this.#copies.size > this.maxCopies) {
      const oldest = this.#copies.keys().next().value;
      if (oldest === undefined) break;
      this.#copies.delete(oldest);
    }
  }
}
