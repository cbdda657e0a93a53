import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Values the server hands out and later trusts without storing them (share grants, OAuth state):
 * `{base64url JSON array}.{HMAC-SHA256}` under the server's secret. The purpose is part of what
 * is signed, so a value made for one use never passes for another.
 */
function signature(secret: string, purpose: string, encoded: string): Buffer {
  return createHmac("sha256", secret).update(`odo-${purpose}.${encoded}`).digest();
}

export function signValues(secret: string, purpose: string, values: readonly unknown[]): string {
  const encoded = Buffer.from(JSON.stringify(values)).toString("base64url");
  return `${encoded}.${signature(secret, purpose, encoded).toString("base64url")}`;
}

/** The values of a token we signed for `purpose`, or undefined for a forged, altered or malformed one. */
export function verifiedValues(secret: string, purpose: string, token: string): unknown[] | undefined {
  const [encoded, signed, extra] = token.split(".");
  if (!encoded || !signed || extra !== undefined) return undefined;
  const expected = signature(secret, purpose, encoded);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const values: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    return Array.isArray(values) ? values : undefined;
  } catch {
    return undefined;
  }
}
