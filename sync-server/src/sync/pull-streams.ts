import type { Readable } from "node:stream";

/**
 * Pull replies open at once per user on this process (a device pulls with one; a few devices may
 * pull together); past it, the oldest is cut, and its device resumes from its cursor next sync.
 */
export const pullStreamsPerUser = 4;
/** A pull reply still open after this long is cut: a reader that stalls holds nothing for long. */
export const pullStreamLifetimeMs = 120_000;

/**
 * The streamed pull replies open on this process, per user: each holds a compressor and a page or
 * two while its reader is slow, so one account cannot open them without bound, a stalled one ends,
 * and a closing server ends them all rather than wait.
 */
export class OpenPullStreams {
  readonly #open = new Map<string, Readable[]>();

  track(userId: string, stream: Readable): void {
    const streams = this.#open.get(userId) ?? [];
    this.#open.set(userId, streams);
    if (streams.length >= pullStreamsPerUser) streams[0]?.destroy();
    streams.push(stream);
    const lifetime = setTimeout(() => stream.destroy(), pullStreamLifetimeMs);
    lifetime.unref();
    stream.once("close", () => {
      clearTimeout(lifetime);
      const left = (this.#open.get(userId) ?? []).filter((open) => open !== stream);
      if (left.length > 0) this.#open.set(userId, left);
      else this.#open.delete(userId);
    });
  }

  endAll(): void {
    for (const streams of [...this.#open.values()]) for (const stream of [...streams]) stream.destroy();
  }
}
