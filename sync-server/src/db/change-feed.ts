import type { Db } from "./open.js";

/** Told the seq of a user's newest change-log entry. */
export type ChangeListener = (seq: number) => void;

/**
 * Tells whoever listens for a user (their open devices' event streams) that the user's change log
 * advanced, and to which seq. Entries appended during one piece of synchronous work (a request's
 * transaction) are announced together right after it, once per user, with the newest seq: a push of
 * a hundred mutations pokes each device once.
 *
 * In-process: every instance of the server that appends to this database must be this process.
 */
export class ChangeFeed {
  readonly #listeners = new Map<string, Set<ChangeListener>>();
  readonly #pending = new Map<string, number>();
  #flushScheduled = false;

  /** Records that `userId`'s log now reaches `seq`; listeners hear of it once the current work ends. */
  advanced(userId: string, seq: number): void {
    if (!this.#listeners.has(userId)) return;
    if (seq > (this.#pending.get(userId) ?? 0)) this.#pending.set(userId, seq);
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // After the synchronous transaction that appended the entry has committed (or rolled back: a
    // device then pulls and finds nothing new, which costs one small request).
    setImmediate(() => this.#flush());
  }

  /** Calls `listener` each time `userId`'s log advances, until the returned function is called. */
  subscribe(userId: string, listener: ChangeListener): () => void {
    const listeners = this.#listeners.get(userId) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(userId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(userId);
    };
  }

  #flush(): void {
    this.#flushScheduled = false;
    const pending = [...this.#pending];
    this.#pending.clear();
    for (const [userId, seq] of pending) {
      for (const listener of this.#listeners.get(userId) ?? []) listener(seq);
    }
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** The feed that the change log of `db` announces its entries to (one per open database). */
export function changeFeedOf(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new ChangeFeed();
    feeds.set(db, feed);
  }
  return feed;
}
