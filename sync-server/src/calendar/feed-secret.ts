import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh nonce: making a new address ends the old one, and a revoked one never comes back. */
export const newFeedNonce = () => randomBytes(16).toString("base64url");

/**
 * The feed's secret: an HMAC, under the server's token key, of the user, the feed's nonce and the
 * password's hash. A new password (changed or reset, on any path) gives a new secret, so the old
 * address stops without anyone having to remember to end it; the secret itself is never stored.
 */
export function feedSecret(key: Buffer, feed: { userId: string; nonce: string }, passwordHash: string | null): string {
  return createHmac("sha256", key)
    .update(`calendar-feed\n${feed.userId}\n${feed.nonce}\n${passwordHash ?? ""}`)
    .digest("base64url");
}

export function secretMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
