import type { Change, PullResponse } from "@odo/domain";

/**
 * The changes of pages written together, each row once. A page holds each row once (the server's
 * log keeps only a row's newest change), but a row that changed during the pull comes again in a
 * later page: that later change is the one to keep.
 */
export function newestChanges(pages: readonly PullResponse[]): Change[] {
  const byRow = new Map<string, Change>();
  for (const page of pages) {
    for (const change of page.changes) {
      const row = `${change.entity}:${change.id}`;
      byRow.delete(row);
      byRow.set(row, change);
    }
  }
  return [...byRow.values()];
}

/**
 * The pages of one pull, in order: each is requested as soon as the one before it arrives, while
 * earlier ones are still being written, up to `ahead` pages waiting. The writer takes every page
 * that has arrived at once, so a first pull of many pages commits a few transactions, and the
 * screens open on the device redraw a few times instead of once a page.
 */
export class PullPages {
  readonly #arrived: PullResponse[] = [];
  #failure: { error: unknown } | undefined;
  #done = false;
  #wakeTaker: (() => void) | undefined;
  #wakeFetcher: (() => void) | undefined;

  constructor(fetchPage: (cursor: number) => Promise<PullResponse>, cursor: number, ahead: number) {
    void this.#fetch(fetchPage, cursor, ahead);
  }

  async #fetch(fetchPage: (cursor: number) => Promise<PullResponse>, from: number, ahead: number): Promise<void> {
    let cursor = from;
    try {
      for (;;) {
        while (this.#arrived.length >= ahead) {
          await new Promise<void>((resolve) => {
            this.#wakeFetcher = resolve;
          });
        }
        const page = await fetchPage(cursor);
        this.#arrived.push(page);
        this.#wakeTaker?.();
        if (!page.hasMore) break;
        cursor = page.cursor;
      }
    } catch (error) {
      // Kept for the writer: the pages before the failure are written first, then it throws.
      this.#failure = { error };
    } finally {
      this.#done = true;
      this.#wakeTaker?.();
    }
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
