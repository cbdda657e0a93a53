import type { Db } from "./connection.js";

/** Told the seq of a user's newest change-log entry. */
export type ChangeListener = (seq: number) => void;
/** Told that some of a user's sessions ended (a sign-out elsewhere, a new password, a deleted account). */
export type SessionsListener = () => void;

/**
 * Tells whoever listens for a user (their open devices' event streams) that the user's change log
 * advanced, and to which seq. Entries appended during a write unit are announced together once it
 * commits, once per user, with the newest seq: a push of a hundred mutations pokes each device
 * once, and never for a write that was rolled back.
 *
 * In-process: every instance of the server that appends to this database must be this process.
 */
export class ChangeFeed {
  readonly #listeners = new Map<string, Set<ChangeListener>>();
  readonly #pending = new Map<string, number>();
  readonly #sessionListeners = new Map<string, Set<SessionsListener>>();
  readonly #sessionsEnded = new Set<string>();
  readonly #collectAll: boolean;

  /** `collectAll` keeps every user's advance, listened to here or not (a unit passes them on). */
  constructor({ collectAll = false }: { collectAll?: boolean } = {}) {
    this.#collectAll = collectAll;
  }

  /** Records that `userId`'s log now reaches `seq`; listeners hear of it at `flush`. */
  advanced(userId: string, seq: number): void {
    if (!this.#collectAll && !this.#listeners.has(userId)) return;
    if (seq > (this.#pending.get(userId) ?? 0)) this.#pending.set(userId, seq);
  }

  /** Records that sessions of `userId` ended; their open streams hear of it at `flush`. */
  sessionsEnded(userId: string): void {
    if (this.#collectAll || this.#sessionListeners.has(userId)) this.#sessionsEnded.add(userId);
  }

  /** The unit that appended the entries committed: tell their users' listeners. */
  flush(): void {
    for (const userId of this.takeEndedSessions()) {
      for (const listener of this.#sessionListeners.get(userId) ?? []) listener();
    }
    if (this.#pending.size === 0) return;
    const pending = this.takePending();
    for (const [userId, seq] of pending) {
      for (const listener of this.#listeners.get(userId) ?? []) listener(seq);
    }
  }

  /** The users whose sessions ended since the last flush, cleared. */
  takeEndedSessions(): string[] {
    const ended = [...this.#sessionsEnded];
    this.#sessionsEnded.clear();
    return ended;
  }

  /** Each user's newest seq recorded since the last flush, cleared. */
  takePending(): [string, number][] {
    const pending = [...this.#pending];
    this.#pending.clear();
    return pending;
  }

  /** The unit rolled back: its entries never happened. */
  discard(): void {
    this.#pending.clear();
    this.#sessionsEnded.clear();
  }

  /** Calls `listener` each time `userId`'s log advances, until the returned function is called. */
  subscribe(userId: string, listener: ChangeListener): () => void {
    return listen(this.#listeners, userId, listener);
  }

  /** Calls `listener` each time sessions of `userId` end, until the returned function is called. */
  subscribeToSessions(userId: string, listener: SessionsListener): () => void {
    return listen(this.#sessionListeners, userId, listener);
  }
}

/** Adds a user's listener to `byUser`; the returned function takes it out again. */
function listen<Listener>(byUser: Map<string, Set<Listener>>, userId: string, listener: Listener): () => void {
  const listeners = byUser.get(userId) ?? new Set();
  listeners.add(listener);
  byUser.set(userId, listeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) byUser.delete(userId);
  };
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** Makes `db`'s change-log entries go to `feed` (a PostgreSQL unit's connection, to its unit). */
export function attachChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The feed that the change log of `db` announces its entries to (one per open database). */
export function changeFeedOf(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new ChangeFeed();
    feeds.set(db, feed);
  }
  return feed;
}
