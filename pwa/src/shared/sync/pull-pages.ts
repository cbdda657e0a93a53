import type { Change, PullResponse } from "@odo/domain";
import { TwoKeyMap } from "./two-key-map.js";

/**
 * The changes of pages written together, each row once. A page holds each row once (the server's
 * log keeps only a row's newest change), but a row that changed during the pull comes again in a
 * later page: that later change is the one to keep.
 */
export function newestChanges(pages: readonly PullResponse[]): Change[] {
  const [only] = pages;
  if (pages.length === 1 && only) return only.changes;
  // Each change's place in the pages, by kind and id: the last one counts.
  const lastAt = new TwoKeyMap<Change["entity"], string, number>();
  const all = pages.flatMap((page) => page.changes);
  all.forEach((change, index) => {
    lastAt.set(change.entity, change.id, index);
  });
  return all.filter((change, index) => lastAt.get(change.entity, change.id) === index);
}

/**
 * The pages of one pull, in order. A request brings several pages one after another (the server
 * streams them); each is handed over as soon as it arrives, while earlier ones are still being
 * written, up to `ahead` pages waiting (the rest wait in the connection: the server sends no faster
 * than they are taken). When a request ends with more to come, the next starts from its last
 * page's cursor. The writer takes every page that has arrived at once, so a first pull of many
 * pages commits a few transactions, and the screens open on the device redraw a few times instead
 * of once a page.
 */
export class PullPages {
  readonly #arrived: PullResponse[] = [];
  #failure: { error: unknown } | undefined;
  #done = false;
  #stopped = false;
  #wakeTaker: (() => void) | undefined;
  #wakeFetcher: (() => void) | undefined;

  constructor(pagesFrom: (cursor: number) => AsyncIterable<PullResponse>, cursor: number, ahead: number) {
    void this.#fetch(pagesFrom, cursor, ahead);
  }

  async #fetch(pagesFrom: (cursor: number) => AsyncIterable<PullResponse>, from: number, ahead: number) {
    let cursor = from;
    try {
      for (;;) {
        let last: PullResponse | undefined;
        const reply = pagesFrom(cursor)[Symbol.asyncIterator]();
        for (;;) {
          // Room first, then the next page: a full hand leaves the rest in the connection.
          while (this.#arrived.length >= ahead && !this.#stopped) {
            await new Promise<void>((resolve) => {
              this.#wakeFetcher = resolve;
            });
          }
          if (this.#stopped) {
            // The rest of the reply is not downloaded.
            await reply.return?.();
            return;
          }
          const next = await reply.next();
          if (next.done) break;
          this.#arrived.push(next.value);
          this.#wakeTaker?.();
          last = next.value;
        }
        if (!last?.hasMore) break;
        cursor = last.cursor;
      }
    } catch (error) {
      // Kept for the writer: the pages before the failure are written first, then it throws.
      this.#failure = { error };
    } finally {
      this.#done = true;
      this.#wakeTaker?.();
    }
  }

  /** The writer is done (the pull ended, failed or was stopped): nothing more is read. */
  stop(): void {
    this.#stopped = true;
    this.#wakeFetcher?.();
  }

  /** Every page arrived and not yet taken (waits for one); none when the pull is over. */
  async take(): Promise<PullResponse[]> {
    while (this.#arrived.length === 0) {
      if (this.#failure) throw this.#failure.error;
      if (this.#done) return [];
      await new Promise<void>((resolve) => {
        this.#wakeTaker = resolve;
      });
    }
    const pages = this.#arrived.splice(0);
    this.#wakeFetcher?.();
    return pages;
  }
}
