import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets at rest (Strava's access and refresh tokens, Odo's and the shops' private signing keys):
 * AES-256-GCM under the key kept in DATA_DIR (or TOKEN_ENCRYPTION_KEY), as
 * `v1.{iv}.{tag}.{ciphertext}` in base64url. A copy of the database alone gives no one a way into a
 * user's Strava account, nor a way to sign as a shop.
 */
const version = "v1";

export function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function isSealed(value: string): boolean {
  return value.startsWith(`${version}.`);
}

/** The token inside a sealed value; throws when the value was altered or sealed under another key. */
export function openToken(key: Buffer, sealed: string): string {
  const [tag, iv, authTag, ciphertext, extra] = sealed.split(".");
  if (tag !== version || !iv || !authTag || ciphertext === undefined || extra !== undefined) {
    throw new Error("not a sealed token");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(authTag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
