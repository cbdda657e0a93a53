import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { pinnedLookup } from "./pinned-lookup.js";
import type { ResolvedAddress } from "./public-address.js";

/** A GET's answer: its status and body (cut off at the cap, which fails the read). */
export interface PinnedAnswer {
  status: number;
  body: Buffer;
}

/** An answer larger than the caller would ever read. */
export class AnswerTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`answer over ${maxBytes} bytes`);
    this.name = "AnswerTooLarge";
  }
}

/**
 * GETs `url` over a connection to `address` only, as `pinnedPost` does (no second resolution, TLS
 * checked against the name, a redirect is an answer, never followed), reading at most `maxBytes`
 * of the body while it streams; `signal` bounds the whole exchange in time.
 */
export function pinnedGet(
  url: URL,
  address: ResolvedAddress,
  get: { headers: Record<string, string>; signal: AbortSignal; maxBytes: number },
): Promise<PinnedAnswer> {
  const pinned = pinnedLookup(address);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      { method: "GET", headers: get.headers, lookup: pinned, signal: get.signal, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > get.maxBytes) {
            answer.destroy();
            reject(new AnswerTooLarge(get.maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks) }));
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}
