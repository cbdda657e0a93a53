import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { pinnedLookup } from "./pinned-lookup.js";
import type { ResolvedAddress } from "./public-address.js";

export interface PinnedPost {
  headers: Record<string, string>;
  body: Buffer | null;
  signal: AbortSignal;
}

/**
 * POSTs to `url` over a connection to `address` only: the host name is not resolved again (so DNS
 * cannot switch it to an internal address between the check and the call), TLS still checks the
 * certificate against the name, and a redirect is an answer like any other, never followed.
 * Resolves with the status as soon as it arrives; the answer's body is never read.
 */
export function pinnedPost(url: URL, address: ResolvedAddress, post: PinnedPost): Promise<number> {
  const pinned = pinnedLookup(address);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: "POST",
        headers: { ...post.headers, "content-length": String(post.body?.length ?? 0) },
        lookup: pinned,
        signal: post.signal,
        agent: false,
      },
      (answer) => {
        // The status is all that counts; a body that never ends must not hold the connection.
        resolve(answer.statusCode ?? 0);
        answer.destroy();
      },
    );
    outgoing.on("error", reject);
    outgoing.end(post.body ?? undefined);
  });
}
