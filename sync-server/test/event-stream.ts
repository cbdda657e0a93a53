import { get, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { parseLiveChange } from "@odo/domain";
import type { Session } from "./helper.js";

/** `GET /api/sync/events` read over a real connection, as a device reads it. */
export interface StreamReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
}

/**
 * GET over its own connection (no keep-alive pool: fetch's pool leaves sockets open that would
 * hold up closing the server between tests).
 */
export function openEvents(url: string, session?: Pick<Session, "auth">): Promise<StreamReply> {
  return new Promise((resolve, reject) => {
    const request = get(`${url}/api/sync/events`, { agent: false, headers: { ...session?.auth } }, (body) =>
      resolve({ status: body.statusCode ?? 0, headers: body.headers, body }),
    );
    request.on("error", reject);
  });
}

/** An open event stream: the `change` seqs received so far, and a way to wait for the next ones. */
export class EventStream {
  readonly seqs: number[] = [];
  #buffer = "";
  #waiters: (() => void)[] = [];
  /** Resolves when the server ends the stream (or the connection drops). */
  readonly ended: Promise<void>;

  private constructor(readonly reply: StreamReply) {
    reply.body.setEncoding("utf8");
    reply.body.on("data", (chunk: string) => this.#receive(chunk));
    reply.body.on("error", () => {});
    this.ended = new Promise((resolve) => reply.body.once("close", () => resolve()));
  }

  /** Whether the server has ended the stream by now. */
  get isOpen(): boolean {
    return !this.reply.body.closed && !this.reply.body.readableEnded;
  }

  static async open(url: string, session: Pick<Session, "auth">): Promise<EventStream> {
    return new EventStream(await openEvents(url, session));
  }

  #receive(chunk: string): void {
    this.#buffer += chunk;
    const events = this.#buffer.split("\n\n");
    this.#buffer = events.pop() ?? "";
    for (const event of events) {
      const change = parseLiveChange(event);
      if (change) this.seqs.push(change.seq);
    }
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** Resolves as soon as a `change` past `cursor` has arrived. */
  async past(cursor: number): Promise<void> {
    while (!this.seqs.some((seq) => seq > cursor)) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /** Resolves once `count` change events have arrived (at most 5 s, a bound, not a speed target). */
  async received(count: number): Promise<number[]> {
    const deadline = Date.now() + 5_000;
    while (this.seqs.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.seqs.length} of ${count} events arrived`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.seqs;
  }

  close(): void {
    this.reply.body.destroy();
  }
}
