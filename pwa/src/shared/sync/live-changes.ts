import { parseLiveChange } from "@odo/domain";
import { getSession } from "../session/session-store.js";
import { apiBase } from "../session/storage.js";

/** Told the seq the user's change log on the server has reached. */
export type LogAdvanced = (seq: number) => void;

const firstRetryMs = 1_000;
const maxRetryMs = 60_000;

/**
 * Keeps the server's change stream (`GET /api/sync/events`) open and reports each `change` event,
 * so a maintenance a mechanic logs shows on this open device at once instead of at the next timer.
 * The stream is read with fetch so the session travels in the Authorization header, not in a URL.
 * When it drops it is opened again after a growing pause (the sync timer covers the gap); a
 * refused session ends it and says so at once, so the engine's request that signs the user out
 * (or wipes a deleted account) goes within a second or two, not at its next timer.
 */
export class LiveChanges {
  readonly #onAdvanced: LogAdvanced;
  readonly #onRefused: () => void;
  #abort: AbortController | undefined;
  #retryMs = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(onAdvanced: LogAdvanced, onRefused: () => void) {
    this.#onAdvanced = onAdvanced;
    this.#onRefused = onRefused;
  }

  start(): void {
    window.addEventListener("online", this.#reconnectNow);
    void this.#listen();
  }

  stop(): void {
    this.#stopped = true;
    window.removeEventListener("online", this.#reconnectNow);
    clearTimeout(this.#retryTimer);
    this.#abort?.abort();
  }

  #reconnectNow = () => {
    if (this.#abort || this.#stopped) return;
    clearTimeout(this.#retryTimer);
    this.#retryMs = 0;
    void this.#listen();
  };

  async #listen(): Promise<void> {
    const session = getSession();
    if (!session || this.#stopped) return;
    const abort = new AbortController();
    this.#abort = abort;
    let refused = false;
    try {
      const response = await fetch(`${apiBase()}/sync/events`, {
        headers: { accept: "text/event-stream", authorization: `Bearer ${session.token}` },
        cache: "no-store",
        signal: abort.signal,
      });
      refused = response.status === 401;
      if (response.ok && response.body) await this.#read(response.body);
    } catch {
      // Offline, the server restarting, or stop(): the retry below (or nothing) follows.
    } finally {
      this.#abort = undefined;
    }
    if (refused && !this.#stopped) this.#onRefused();
    if (this.#stopped || refused) return;
    this.#retryMs = Math.min(this.#retryMs ? this.#retryMs * 2 : firstRetryMs, maxRetryMs);
    this.#retryTimer = setTimeout(() => void this.#listen(), this.#retryMs);
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const events = buffer.split(/\r?\n\r?\n/);
      buffer = events.pop() ?? "";
      for (const event of events) {
        const change = parseLiveChange(event);
        if (!change) continue;
        // A stream that delivers is healthy: the next drop retries after the shortest pause.
        this.#retryMs = 0;
        this.#onAdvanced(change.seq);
      }
    }
  }
}
