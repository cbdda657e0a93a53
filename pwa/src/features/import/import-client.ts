import type { ImportReply, ImportRequest } from "./import-protocol.js";

type Pending = (reply: ImportReply) => void;

/** Talks to the import worker: one worker per import screen, each request answered by its id. */
export class ImportWorker {
  readonly #worker = new Worker(new URL("./import-worker.ts", import.meta.url), { type: "module" });
  readonly #pending = new Map<number, Pending>();
  #next = 0;

  constructor() {
    this.#worker.onmessage = (event: MessageEvent<ImportReply>) => {
      this.#pending.get(event.data.id)?.(event.data);
      this.#pending.delete(event.data.id);
    };
  }

  ask<Kind extends ImportRequest["kind"]>(
    request: Omit<Extract<ImportRequest, { kind: Kind }>, "id">,
  ): Promise<ImportReply> {
    this.#next += 1;
    const id = this.#next;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, resolve);
      this.#worker.onerror = (event) => reject(new Error(event.message));
      this.#worker.postMessage({ ...request, id });
    });
  }

  stop(): void {
    this.#worker.terminate();
  }
}
