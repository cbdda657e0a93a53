import { z } from "zod";

/** A P-256 public key as a JWK: what a certificate names and a verifier imports. */
export const publicKeyJwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type PublicKeyJwk = z.infer<typeof publicKeyJwkSchema>;

/** ECDSA over P-256 with SHA-256, WebCrypto's names for it: every key and signature of Odo's. */
export const signingKeyAlgorithm = { name: "ECDSA", namedCurve: "P-256" } as const;
export const signatureAlgorithm = { name: "ECDSA", hash: "SHA-256" } as const;

/**
 * The part of WebCrypto's `SubtleCrypto` the checks need; the browser's and Node's both are one.
 * The domain reads no randomness or platform, so the caller hands theirs in.
 */
export interface SubtleLike {
  digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: "jwk",
    keyData: PublicKeyJwk,
    algorithm: typeof signingKeyAlgorithm,
    extractable: false,
    usages: ["verify"],
  ): Promise<unknown>;
  verify(algorithm: typeof signatureAlgorithm, key: never, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}

/** What checking a signed history takes: a digest and a signature check, both WebCrypto's. */
export interface SignatureChecks {
  sha256Hex(bytes: Uint8Array): Promise<string>;
  verify(publicKey: PublicKeyJwk, data: Uint8Array, signature: string): Promise<boolean>;
}

const base64UrlAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Bytes in base64url without padding (RFC 4648 §5), the form JWKs and Odo's signatures take. */
export function base64UrlOf(bytes: Uint8Array): string {
  let text = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const characters = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let sextet = 0; sextet < characters; sextet += 1) {
      text += base64UrlAlphabet[(chunk >> (18 - 6 * sextet)) & 63];
    }
  }
  return text;
}

/** The bytes of base64url text; a character outside the alphabet reads as none. */
export function bytesOfBase64Url(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of text) {
    const value = base64UrlAlphabet.indexOf(character);
    if (value < 0) continue;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

const hexOf = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

/** The checks over a platform's WebCrypto (its `subtle`, in the browser and in Node). */
export function signatureChecks(subtle: SubtleLike): SignatureChecks {
  return {
    sha256Hex: async (bytes) => hexOf(await subtle.digest("SHA-256", bytes)),
    async verify(publicKey, data, signature) {
      try {
        const key = await subtle.importKey("jwk", publicKey, signingKeyAlgorithm, false, ["verify"]);
        return await subtle.verify(signatureAlgorithm, key as never, bytesOfBase64Url(signature), data);
      } catch {
        // A key or signature that is not one (a tampered file) verifies nothing.
        return false;
      }
    },
  };
}

/** Signs bytes with a private key the caller holds (the server's store), in base64url. */
export type Sign = (bytes: Uint8Array) => Promise<string>;
